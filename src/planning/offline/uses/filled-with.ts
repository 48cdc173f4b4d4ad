/**
 * What a thing is asked to be filled with ("fill the mug with juice", "fill the bath up with bubbles"): that is
 * what is asked, not a wish beside it. AI2-THOR fills things only with water, coffee or wine (its fillLiquid), so
 * a thing not had named there is refused saying so, never the vessel filled with water in its place (issue 38).
 */
const FILL = /\bfill(?:ed|ing|s)?\b/;

/** Whether `words` stand right after "with" (and an article) in a clause of `text` that fills something. */
export function filledWith(text: string, words: string): boolean {
  const escaped = words.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  return text.split(/[,.;:!?]/).some((clause) => FILL.test(clause) && new RegExp(`\\bwith\\s+(?:(?:some|a|an|the|lots of|loads of)\\s+)?${escaped}\\b`).test(clause));
}
