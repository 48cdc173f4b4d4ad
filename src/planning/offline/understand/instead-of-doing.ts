/**
 * What the person would do otherwise, and what is so already in spite of which they ask.
 *
 * What the person would do otherwise, said after what they ask ("my towel to hand instead of
 * dripping across the floor", "the remote here instead of getting up again"): why they ask, asking
 * nothing itself; taken out up to the end of its clause. Only "instead of" before a deed (a word in
 * -ing): "use the microwave instead of the stove" names what to leave out and is kept,
 * as is "rather than using the stove", and a deed that says a need ("scrolling on my phone in bed instead of
 * sleeping": sleep is what is wanted).
 */

const DOING = /\s*\b(?:instead of|rather than)\s+(?:me\s+|us\s+|him\s+|her\s+|them\s+)?(?!(?:using|sleeping|resting|relaxing|working|studying|reading)\b)[a-z]+ing\b[^,.;:!?]*/g;

/**
 * How things are in spite of which the person asks ("so gloomy even with the big light on", "cold even though the
 * heating is on"): what is so already, asking nothing; taken out up to the end of its clause.
 */
const DESPITE = /\s*\beven (?:with|though|although|when)\s[^,.;:!?]*/g;

/** `text` (lower case) without what the person would otherwise do, nor what is so in spite of it; unchanged otherwise. */
export function withoutInsteadOfDoing(text: string): string {
  return text.replace(DOING, '').replace(DESPITE, '');
}
