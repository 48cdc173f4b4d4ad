/**
 * A thing thrown at something or someone (issue 38): "throw the remote at the tv", "chuck a pillow
 * at him". A verb of throwing (speech.yaml `throwingAt`), then "at" later in the clause. The reader
 * refuses it as uses.yaml `beyond.throwing-at`; never binning ("throw" alone throws away).
 */

/** The words from the verb of throwing on, to what it is aimed at, or undefined. */
export function thrownAt(clause: readonly string[], verbs: readonly string[]): string | undefined {
  const at = clause.findIndex((w) => verbs.includes(w));
  if (at < 0) return undefined;
  // "throw the laptop out of the window", "chuck it out the window": thrown through a window, which AI2-THOR's Window
  // only takes as a thing that breaks (breakable; no receptacle), as a thing aimed at it does.
  const window = clause.indexOf('window', at + 2);
  const outOf = clause[window - 2] === 'out' || (clause[window - 2] === 'of' && clause[window - 3] === 'out');
  if (window > 0 && clause[window - 1] === 'the' && outOf) return clause.slice(at).join(' ');
  const aim = clause.indexOf('at', at + 2);
  // "throw it at", "throw the remote at the tv": something thrown, then what it is aimed at.
  return aim < 0 || aim + 1 >= clause.length ? undefined : clause.slice(at).join(' ');
}
