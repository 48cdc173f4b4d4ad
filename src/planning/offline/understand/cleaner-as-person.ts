/**
 * A cleaner who comes to the house ("the new cleaner starts tomorrow", "our cleaner is coming at
 * ten"): a person, as the people of speech.yaml are, never the cleaning spray the word also names.
 * Said by what a person does: starting, coming, arriving, being due.
 */

const CLEANER_COMES = /\b(?:the|our|my|a) (?:new )?cleaner (starts|started|comes|came|is coming|was coming|arrives|arrived|will come|will be here|is due|turns up|comes round|comes over)\b/g;

/** `text` (lower case, contractions spelt out) with a cleaner said to come said as someone coming; unchanged otherwise. */
export function cleanerAsPerson(text: string): string {
  return text.replace(CLEANER_COMES, (_said, comes: string) => `someone ${comes}`);
}
