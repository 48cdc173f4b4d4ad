/** Small pieces of English every layer writes: articles before type names. */

/** "a Mug", "an Apple", "an EggCracked": the article by the first letter's sound as people read type names. */
export function article(text: string): string {
  return `${/^[AEIOU]/i.test(text) ? 'an' : 'a'} ${text}`;
}

/** Ends a sentence with a full stop unless it already ends with one ("Open it first." stays as it is). */
export function fullStop(text: string): string {
  return /[.!?…]["')\]]*$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}
