/**
 * A used-up thing said to be left about, its emptiness said apart from its name ("that tissue box
 * has been sitting there empty since Christmas", "the loo roll's just sat on the side, finished"):
 * the used-up one is rubbish, binned as the catalogue says (TissueBox, ToiletPaper: "an empty one
 * belongs in the garbage"), never put into a drawer among the full ones (a false success: the empty
 * box was tidied away). Said empty in its name ("the empty tissue box is always left out") it is
 * read as before (put away, which bins what is used up). Only for what AI2-THOR can use up
 * (canBeUsedUp) and only where the clause says it is empty, used up or finished.
 */
import { findPhrase } from '../text.js';
import { saysUsedUp } from './to-goal.js';

/**
 * The clause read as binning the used-up `thing` (its words, "tissue box") when the clause says it
 * is used up apart from its name and `canUseUp` holds of its types; else undefined.
 */
export function usedUpLeftOut(clause: readonly string[], thing: string, types: readonly string[], canUseUp: (types: readonly string[]) => boolean): string[] | undefined {
  const words = thing.split(' ');
  const at = findPhrase(clause, words);
  if (at < 0 || !canUseUp(types) || !saysUsedUp(clause) || saysUsedUp(clause.slice(Math.max(0, at - 2), at + words.length))) return undefined;
  return ['throw', 'away', 'the', 'empty', ...words];
}
