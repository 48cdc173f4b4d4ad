/**
 * A thing thrown at something or someone (issue 38): "throw the remote at the tv", "chuck a pillow
 * at him". A verb of throwing (speech.yaml `throwingAt`), then "at" later in the clause. The reader
 * refuses it as uses.yaml `beyond.throwing-at`; never binning ("throw" alone throws away).
 */

/** The words from the verb of throwing on, to what it is aimed at, or undefined. */
export function thrownAt(clause: readonly string[], verbs: readonly string[]): string | undefined {
  const at = clause.findIndex((w) => verbs.includes(w));
  if (at < 0) return undefined;
  const aim = clause.indexOf('at', at + 2);
  // "throw it at", "throw the remote at the tv": something thrown, then what it is aimed at.
  return aim < 0 || aim + 1 >= clause.length ? undefined : clause.slice(at).join(' ');
}
