/**
 * Where someone else wants a thing, asked on their behalf ("my dad wants the remote on the TV
 * stand", "he wants it at the sink", "my wife would like the candle on the table"): the place is
 * what is asked, as "I want it there" says it. Read as told of another, the place is set aside and
 * only the thing is asked about, or put away where such things are stored, another place than the
 * one wanted. A thing someone asks for is wanted, in a clause of its own ("she keeps asking for the
 * remote"); so is one a grown-up of the house wants with no place ("grandad wants the paper"); "my son wants toast" is
 * read as it stands.
 */

const WHO = String.raw`(he|she|they|(?:my|our|his|her|the) [a-z]+)`;
const WANTS = String.raw`(?:wants|want|would like|would love|likes|prefers|needs)`;
const WHAT = String.raw`(it|them|(?:the|my|his|her|our|their) [a-z]+(?: [a-z]+)?)`;
const PLACE = String.raw`(on|in|at|by|inside|next to|beside|near)`;
/** How it is to be there, said between ("he wants them kept in a drawer"): where is what is asked. */
const KEPT = String.raw`(?:(?:kept|put|left|placed|stored) )?`;
const WANTED = new RegExp(String.raw`\b${WHO} ${WANTS} ${WHAT} ${KEPT}${PLACE} (?=the|a|his|her|my|our|their)`, 'g');

/** Each household list's pattern, built once (the list is speech.yaml's, the same on every request). */
const patterns = new WeakMap<readonly string[], RegExp>();

/** A thing wanted by a grown-up of the house, with no place ("grandad wants the paper", "my wife needs a drink"). */
function wantedBy(household: readonly string[]): RegExp {
  const known = patterns.get(household);
  if (known !== undefined) return known;
  const pattern = new RegExp(String.raw`\b(?:(?:my|our|the)\s+)?(?:${household.join('|')})\s+(?:wants|needs|would\s+like|could\s+use)\s+(?=(?:the|his|her|their|a|an|some)\s)`, 'g');
  patterns.set(household, pattern);
  return pattern;
}

/** Someone asking for a thing ("Grandad's in his armchair asking for today's paper"): wanting it, in a clause of its own. */
const ASKING_FOR = /\s*\b(?:(?:is|are|was|were|keeps|keep|has\s+been|have\s+been|been)\s+)?(?:asking|begging|crying\s+out)\s+for\b/g;

/** `text` (lower case) with another's wish of a thing, or of where it goes, said as the person's own; unchanged otherwise. */
export function wantedByAnother(text: string, isNoun: (word: string) => boolean, household: readonly string[] = []): string {
  // "the plant wants it in the sun": a thing is no one asking.
  const someone = (who: string): boolean => !isNoun(who.split(' ').at(-1)!) && !isNoun(who);
  return text
    .replace(WANTED, (said, who: string, what: string, place: string) => (someone(who) ? `i want ${what} ${place} ` : said))
    .replace(household.length > 0 ? wantedBy(household) : /$^/, 'i want ')
    .replace(ASKING_FOR, ' , i want');
}
