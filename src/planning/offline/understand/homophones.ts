/**
 * Words a person dictating by voice, or typing fast, writes for a word that sounds the same:
 * "their" for "there" ("why is their never any toilet roll", "their is no soap") and "were" for
 * "we're" ("and were staying in all weekend"). Each is read so only where the word it is spelt as
 * cannot stand: "their" before a verb of being, or after one and before a word that is no thing
 * ("is their never", but "is their bat on the bed" is theirs); "were" opening a clause before a
 * verb's -ing form ("were staying", but "they were staying" keeps its subject); and text-speak's "4"
 * for "for" before whom it is for ("4 me").
 */

/** Verbs of being that "there" stands before ("their is", "their's") or after in a question ("is their"). */
const BEING = new Set(['is', 'are', 'was', 'were', 'isnt', 'arent', 'wasnt', 'werent', 's', 'will', 'wont', 'has', 'hasnt', 'have', 'havent', 'aint']);
/** Words after "is their" that say how much there is, never a thing owned ("is their never any", "is their no"). */
const AMOUNT = new Set(['never', 'no', 'not', 'any', 'nothing', 'none', 'always', 'still', 'only', 'ever', 'anything', 'enough', 'nowt', 'nae', 'more']);
/** Words before "were" that make it the past of a subject of its own ("they were", "the mugs were"): any word but these joins. */
const OPENS = new Set(['', 'and', 'so', 'but', 'cos', 'because', 'coz', 'as', 'since', 'now', 'um', 'uh', 'well', 'oh', 'then', 'cause']);

/** Whom a thing is for, after text-speak's "4". */
const FOR_WHOM = new Set(['me', 'u', 'you', 'us', 'him', 'her', 'them', 'everyone', 'the']);

/** The words `word` is read as, given the word before it in its clause ('' at its start) and the word after; undefined to keep it. */
export function homophone(word: string, before: string, next: string | undefined): string | undefined {
  if (word === 'their') {
    if (next !== undefined && BEING.has(next)) return 'there';
    if (BEING.has(before) && next !== undefined && AMOUNT.has(next)) return 'there';
    return undefined;
  }
  // Text-speak's figure for "for" ("heat up sum water 4 me"), only before whom it is for: "4 eggs" stays four.
  if (word === '4' && next !== undefined && FOR_WHOM.has(next)) return 'for';
  if (word === 'were' && OPENS.has(before) && next !== undefined && /^[a-z]{2,}ing$/.test(next)) return 'we are';
  return undefined;
}
