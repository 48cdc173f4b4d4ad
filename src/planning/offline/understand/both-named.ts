/**
 * "Both" said of two things named together (issue 38: loose commands with scope words): "forks and
 * spoons, both on the table", "both the fork and the spoon in the drawer". It counts nothing: the
 * things are each named already, so it is read as not said. "Both lamps" (no "and" after it) keeps
 * its count of two.
 */

/** Words that sum up, after a comma, the list just named ("..., both on the table", "..., the lot in the box"). */
const SUMMING_UP = ['both of them', 'the both of them', 'both', 'all of them', 'the lot', 'each of them'];

/** "X and Y, both ..." with no word between the comma and "both": the list stands for itself. */
const LIST_THEN_BOTH = new RegExp(`(\\band\\s+[a-z0-9' ]+?)\\s*,\\s*(?:${SUMMING_UP.join('|')})(?![a-z0-9'])`, 'g');

/** "both the fork and the spoon", "both fork and spoon": "both" before a pair joined by "and", one or two words each side. */
const BOTH_BEFORE_PAIR = /\bboth\s+(?=(?:the\s+|my\s+|your\s+|a\s+)?[a-z']+(?:\s+[a-z']+)?\s+and\s)/g;

/** `text` with "both" (and its kin after a comma) taken out where it only sums up two things named. */
export function withoutBothOfAPair(text: string): string {
  return text.replace(LIST_THEN_BOTH, '$1').replace(BOTH_BEFORE_PAIR, '');
}
