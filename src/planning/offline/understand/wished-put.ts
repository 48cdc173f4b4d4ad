/**
 * A thing wished put somewhere, said by the participle of placing ("I'd like my watch kept somewhere
 * safe", "I want the towel hung on the rail", "we need the bread put away"): the command it says
 * ("keep my watch somewhere safe"). Read word by word, the participle was a word not known ("kept"
 * read as "keeped") set aside, and the thing was fetched and held as the task (issue 38: a false
 * success), or "put away" was read alone as tidying the bed. Only before where it goes.
 */

/** Who wishes it ("i would like", "we want", "i need"). */
const WISH = String.raw`(?:i|we)\s+(?:would\s+(?:like|love|prefer)|want|need|like)`;
/** The thing: a determiner and one to three words, or "it" / "them". */
const THING = String.raw`(it|them|(?:the|my|our|his|her|their|your|this|that|these|those)(?:\s+[a-z]+){1,3}?)`;
/** The participles of placing, and the verb each is of. */
const PLACED: Readonly<Record<string, string>> = {
  put: 'put',
  kept: 'keep',
  placed: 'place',
  moved: 'move',
  stored: 'store',
  hung: 'hang',
  tucked: 'tuck',
  stashed: 'stash',
  brought: 'bring',
  taken: 'take',
  left: 'leave',
  set: 'set',
};
/** Where it goes, right after the participle: a place word, never a state ("kept warm"). */
const WHERE = String.raw`(?:away|back|somewhere|in|into|inside|on|onto|under|by|next|out|up|down|over|near|beside)`;
const WISHED_PUT = new RegExp(String.raw`\b${WISH}\s+${THING}\s+(${Object.keys(PLACED).join('|')})\s+(?=${WHERE}\b)`, 'g');

/** `text` (lower case, contractions spelt out) with a thing wished put somewhere said as the command; unchanged otherwise. */
export function wishedPut(text: string): string {
  return text.replace(WISHED_PUT, (_said, thing: string, participle: string) => `${PLACED[participle]} ${thing} `);
}
