/**
 * What the person would do otherwise, said after what they ask ("my towel to hand instead of
 * dripping across the floor", "the remote here instead of getting up again"): why they ask, asking
 * nothing itself; taken out up to the end of its clause. Only "instead of" before a deed (a word in
 * -ing): "use the microwave instead of the stove" names what to leave out and is kept,
 * as is "rather than using the stove".
 */

const DOING = /\s*\b(?:instead of|rather than)\s+(?:me\s+|us\s+|him\s+|her\s+|them\s+)?(?!using\b)[a-z]+ing\b[^,.;:!?]*/g;

/** `text` (lower case) without what the person would otherwise do; unchanged otherwise. */
export function withoutInsteadOfDoing(text: string): string {
  return text.replace(DOING, '');
}
