/**
 * A used-up thing said to be left about ("that tissue box has been sitting there empty since
 * Christmas", "the empty loo roll's just sat on the side"): it is rubbish, which the catalogue
 * says belongs in the garbage (TissueBox, ToiletPaper: "an empty one belongs in the garbage"), so
 * the clause is read as binning the used-up one, never as putting it away among the full ones
 * (a false success: the empty box was tidied into a drawer). Only for what AI2-THOR can use up
 * (canBeUsedUp) and only where the clause says it is empty, used up or finished.
 */
import { saysUsedUp } from './to-goal.js';

/**
 * The clause read as binning the used-up `thing` (its words, "tissue box"), when `clause` says it
 * is used up and `canUseUp` holds of its types; else undefined.
 */
export function usedUpLeftOut(clause: readonly string[], thing: string, types: readonly string[], canUseUp: (types: readonly string[]) => boolean): string[] | undefined {
  if (!canUseUp(types) || !saysUsedUp(clause)) return undefined;
  return ['throw', 'away', 'the', 'empty', ...thing.split(' ')];
}
