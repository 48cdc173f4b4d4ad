/**
 * A correction as people type it, made plain for reading: contractions spelt out, with or without
 * their apostrophe ("don't", "dont" → "do not"; "I'll" → "i will"; "it's" → "it is"), and the
 * words of politeness and filler that ask nothing ("please", "could you", "actually", "thanks")
 * left out. Clause marks stay as "," (they separate "make the bed, not the lights").
 */

/** Contractions typed with an apostrophe, longest first where one contains another. */
const WITH_APOSTROPHE: readonly [RegExp, string][] = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'can not'],
  [/\bshan't\b/g, 'shall not'],
  [/\blet's\b/g, 'let us'],
  [/\b(it|that|what|there|here|he|she|who|where)'s\b/g, '$1 is'],
  [/n't\b/g, ' not'],
  [/'ll\b/g, ' will'],
  [/'re\b/g, ' are'],
  [/\bi'm\b/g, 'i am'],
  [/'ve\b/g, ' have'],
  [/'d\b/g, ' would'],
  // What is left is a possessive ("the robot's turn"): the owner is what is read.
  [/'s\b/g, ''],
];

/** Contractions typed without the apostrophe that cannot be read as another word. */
const WITHOUT_APOSTROPHE: Readonly<Record<string, string>> = {
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  shouldnt: 'should not',
  wouldnt: 'would not',
  couldnt: 'could not',
  havent: 'have not',
  im: 'i am',
  ive: 'i have',
  youre: 'you are',
  thats: 'that is',
  whats: 'what is',
};

/** Read so only at the start of a clause, where the other word they spell cannot stand ("ill", "its", "lets", "id"). */
const AT_CLAUSE_START: Readonly<Record<string, string>> = { ill: 'i will', its: 'it is', lets: 'let us', id: 'i would' };

/** Words that ask nothing, anywhere. */
const FILLER_WORDS = new Set([
  'please', 'pls', 'plz', 'kindly', 'thanks', 'thx', 'ty', 'cheers', 'just', 'actually', 'oh', 'ah', 'um', 'umm', 'uh', 'erm', 'er',
  'hmm', 'hm', 'well', 'ok', 'okay', 'alright', 'sorry', 'hey', 'hi', 'really', 'maybe', 'perhaps', 'honestly', 'oops', 'wait',
  // A statement made lasting says the same of this plan ("always use the pot").
  'always',
  // Said at a clause's end ("not the frying pan though", "leave the light on, eh").
  'though', 'tho', 'eh',
]);

/** Words of excepting, read as "but not" ("all the cleaning stuff except the cloth", "everything apart from the towel"), longest first. */
const EXCEPTING: readonly string[][] = ['except for', 'apart from', 'other than', 'except', 'excluding'].map((p) => p.split(' '));

/** Phrases that ask nothing (politeness, hedges), longest first. */
const FILLER_PHRASES: readonly string[][] = [
  'i would like you to', 'i would love it if you', 'i want you to', 'i need you to', 'would you mind', 'could you please', 'can you please',
  'would you please', 'will you please', 'could you', 'can you', 'would you', 'will you', 'make sure to', 'make sure you', 'be sure to',
  'if possible', 'if you can', 'if you could', 'if you do not mind', 'thank you', 'i think', 'i guess', 'i suppose', 'for me', 'this time',
  'for now', 'from now on', 'every time', 'next time', 'in the future', 'in future', 'i would rather', 'i would prefer to', 'i prefer to', 'how about', 'what about',
].map((p) => p.split(' '));

/** Lower-case words and "," clause marks of `text`, contractions spelt out, filler and politeness left out. */
export function plainWords(text: string): string[] {
  let cleaned = text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
  for (const [form, spelt] of WITH_APOSTROPHE) cleaned = cleaned.replace(form, spelt);
  const raw = cleaned
    .replace(/'/g, '')
    .replace(/&/g, ' and ')
    .replace(/[.;:!?]/g, ' , ')
    .split(/[^a-z0-9,]+|(?=,)|(?<=,)/)
    .filter((w) => w !== '');
  const spelt: string[] = [];
  for (const word of raw) {
    const clauseStart = spelt.length === 0 || spelt.at(-1) === ',';
    const expanded = WITHOUT_APOSTROPHE[word] ?? (clauseStart ? AT_CLAUSE_START[word] : undefined);
    spelt.push(...(expanded === undefined ? [word] : expanded.split(' ')));
  }
  return dropFiller(spelt);
}

function dropFiller(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < words.length; ) {
    const excepting = EXCEPTING.find((p) => p.every((w, i) => words[at + i] === w));
    if (excepting !== undefined) {
      out.push('but', 'not');
      at += excepting.length;
      continue;
    }
    const phrase = FILLER_PHRASES.find((p) => p.every((w, i) => words[at + i] === w));
    if (phrase !== undefined) {
      at += phrase.length;
      continue;
    }
    const word = words[at]!;
    // "no, use the pot": a "no" that stands alone answers the plan, it leaves nothing out.
    const loneNo = (word === 'no' || word === 'nope') && (words[at + 1] === ',' || words[at + 1] === undefined);
    if (!FILLER_WORDS.has(word) && !loneNo) out.push(word);
    at++;
  }
  // Clause marks with nothing between them, or at either end, mark nothing.
  const marked = out.filter((w, i) => w !== ',' || out[i - 1] !== ',');
  while (marked[0] === ',') marked.shift();
  while (marked.at(-1) === ',') marked.pop();
  return marked;
}
