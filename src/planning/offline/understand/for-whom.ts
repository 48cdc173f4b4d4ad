/**
 * Who a thing is done for ("slice the bread for him", "leave a light on for her tonight", "put the
 * kettle on for the kids"): the robots do the same whoever it is for, so it asks nothing more and
 * is taken out before the words are read. "her" before a word that may name a thing is whose it
 * is ("a spoon for her soup"), and stays.
 */

/** People a request does things for. */
const PEOPLE = ['him', 'her', 'them', 'the kids', 'the children', 'the baby', 'the little one', 'the guests', 'our guests',
  'my son', 'my daughter', 'my wife', 'my husband', 'my partner', 'my mum', 'my dad', 'my mom', 'my nan', 'my gran', 'grandad', 'grandma', 'the boys', 'the girls'];

/**
 * Family and others of the household said as the person's own ("for my mother-in-law", "for our
 * flatmate"): the same as the people above; only "my mum" and a few were listed, and "mother",
 * "sister" or "-in-law" blocked a request that asked plainly (issue 38).
 */
const RELATIONS = ['mother', 'father', 'mummy', 'mommy', 'mam', 'daddy', 'sister', 'brother', 'son', 'daughter', 'sons', 'daughters',
  'grandma', 'grandmother', 'grandpa', 'grandfather', 'grandad', 'granddad', 'nan', 'nana', 'gran', 'granny', 'aunt', 'auntie',
  'uncle', 'niece', 'nephew', 'cousin', 'wife', 'husband', 'partner', 'hubby', 'boyfriend', 'girlfriend', 'fiance', 'fiancee',
  'flatmate', 'roommate', 'housemate', 'friend', 'friends', 'parents', 'neighbour', 'neighbor',
  'mum', 'dad', 'mom', 'kids', 'children', 'in laws', 'in-laws'];
// Not guests or visitors: "ready for my guests" is a need of theirs (uses.yaml `tidy`), read by its words.
const OWN = String.raw`(?:my|our)\s+(?:${RELATIONS.join('|')})(?:[\s-]in[\s-]laws?)?`;

const FOR_WHOM = new RegExp(`(^|[^a-z0-9'])for (${PEOPLE.join('|')}|${OWN})(?![a-z0-9'-])`, 'g');

/** Words after "for her" that start no thing of hers: when, why, or the clause going on. */
const AFTER_HER = new Set(['to', 'tonight', 'today', 'tomorrow', 'later', 'now', 'please', 'thanks', 'too', 'as', 'when', 'while', 'before', 'after', 'so', 'and', 'but', 'in', 'on', 'at', 'this', 'because', 'if', 'again']);

/** `text` without who it is done for. */
export function withoutForWhom(text: string): string {
  return text.replace(FOR_WHOM, (whole, before: string, who: string, at: number) => {
    const next = /^\s*([a-z]+)/.exec(text.slice(at + whole.length))?.[1];
    return who === 'her' && next !== undefined && !AFTER_HER.has(next) ? whole : before;
  });
}
