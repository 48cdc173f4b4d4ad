/**
 * The lights named bare beside leaving ("leaving now - out till late - lights, all of it"): the lights are what leaving
 * leaves off (uses.yaml `leave`: everything left off), not light wanted to see by. Read alone, a bare "lights" is the
 * need of light (uses.yaml `see`), and beside leaving it asked which of the two: the lights were switched on, or found
 * on already. Only the light's bare name: "it's dark" beside leaving is still a need of its own.
 */

/** The need of leaving, and of light to see by. */
const LEAVE = 'leave';
const SEE = 'see';
/** The light's bare name, as a need of light is read from it. */
const BARE_LIGHT = /^(?:the |all the |all of the )?(?:light|lights|big light|main light)$/;

/** The index of each need of light read from the light's bare name beside a need of leaving, last first; none without leaving. */
export function lightsOnLeaving(needs: readonly { readonly need: string; readonly words: string }[]): number[] {
  if (!needs.some((n) => n.need === LEAVE)) return [];
  return needs.flatMap((n, i) => (n.need === SEE && BARE_LIGHT.test(n.words) ? [i] : [])).reverse();
}
