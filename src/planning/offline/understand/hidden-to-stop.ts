/**
 * Another person's things hidden to keep them from something (issue 38): "hide my wife's phone in a cupboard so she
 * can't call her mother", "stash his keys so he can't go out tonight". A verb of hiding, a thing said as someone
 * else's (his, her, their, or a person's) after it in the clause, and the request saying why as keeping that person
 * from something (binned-to-stop.ts `saysStopping`): their things and their say, which the reader refuses as
 * uses.yaml `beyond.others-hidden`. Not a surprise put away ("hide his present till his birthday": no stopping said),
 * nor the person's own things ("hide my phone so I can't doomscroll" names no one else's).
 */
import { OWNERS, saysStopping } from './binned-to-stop.js';

/** Verbs of hiding a thing from someone. */
const HIDING: ReadonlySet<string> = new Set(['hide', 'hid', 'hidden', 'hiding', 'stash', 'stashed', 'conceal', 'concealed']);

/**
 * The owner's word and the thing's words when the clause hides someone else's thing and the request says it is to
 * keep them from something, or undefined. `thingAt`: how many words name a thing of the room at `at` (0: none).
 */
export function hiddenToStop(clause: readonly string[], request: readonly string[], thingAt: (clause: readonly string[], at: number) => number): string | undefined {
  const verb = clause.findIndex((w) => HIDING.has(w));
  if (verb < 0 || !saysStopping(request)) return undefined;
  for (let at = verb + 2; at < clause.length; at++) {
    const length = thingAt(clause, at);
    if (length === 0) continue;
    const owner = clause[at - 1]!.replace(/'s$/, '');
    if (OWNERS.has(owner)) return clause.slice(at - 1, at + length).join(' ');
    // "my wife's phone" with the "'s" spelt out as "is" ("my wife is phone"): the person before it owns the thing.
    if (owner === 'is' && at >= 2 && OWNERS.has(clause[at - 2]!)) return `${clause[at - 2]!}'s ${clause.slice(at, at + length).join(' ')}`;
  }
  return undefined;
}
