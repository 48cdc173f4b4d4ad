/**
 * Another person's things hidden to keep them from something (issue 38): "hide my wife's phone in a cupboard so she
 * can't call her mother", "stash his keys so he can't go out tonight". A verb of hiding, a thing said as someone
 * else's (his, her, their, or a person's) after it in the clause, and the request saying why as keeping that person
 * from something (binned-to-stop.ts `saysStopping`): their things and their say, which the reader refuses as
 * uses.yaml `beyond.others-hidden`. Not a surprise put away ("hide his present till his birthday": no stopping said),
 * nor the person's own things ("hide my phone so I can't doomscroll" names no one else's).
 */
import { othersThingToStop } from './binned-to-stop.js';

/** Verbs of hiding a thing from someone. */
const HIDING: ReadonlySet<string> = new Set(['hide', 'hid', 'hidden', 'hiding', 'stash', 'stashed', 'conceal', 'concealed']);

/**
 * The owner's word and the thing's words when the clause hides someone else's thing and the request says it is to
 * keep them from something, or undefined. `thingAt`: how many words name a thing of the room at `at` (0: none).
 */
export function hiddenToStop(clause: readonly string[], request: readonly string[], thingAt: (clause: readonly string[], at: number) => number): string | undefined {
  return othersThingToStop(HIDING, clause, request, thingAt);
}
