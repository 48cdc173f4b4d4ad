/**
 * How many people what is asked is for, said of them anywhere in the request ("both kids are off
 * sick and all they'll keep down is toast", "the two of us are starving, make some toast", "the
 * twins want eggs"): one each of what the use makes, as "toast for both kids" already counts in its
 * own clause; so is a need said of them ("me and my son need to keep our fluids up": a drink each).
 * Only people are counted here, never things ("both plates are dirty").
 */

/** Counts said before people. */
const NUMBER: Readonly<Record<string, number>> = { both: 2, two: 2, three: 3, four: 4, '2': 2, '3': 3, '4': 4 };
/** People a count is said of (after "of", "the", "my", "our" at most). */
const PEOPLE = ['kids', 'children', 'boys', 'girls', 'twins', 'lads', 'guests', 'grandkids', 'grandchildren', 'kiddos', 'little ones', 'teenagers', 'teens'];

const COUNTED = new RegExp(String.raw`(?:^|[^a-z0-9'])(both|two|three|four|2|3|4)\s+(?:of\s+)?(?:(?:the|my|our)\s+)?(${PEOPLE.join('|')}|us)(?![a-z0-9'])`);
/** One other person the speaker names beside themself ("me and my son", "my wife and I"). */
const ONE_OTHER = ['son', 'daughter', 'wife', 'husband', 'partner', 'mum', 'mom', 'dad', 'brother', 'sister', 'friend', 'flatmate', 'roommate', 'housemate',
  'boyfriend', 'girlfriend', 'kid', 'boy', 'girl', 'baby', 'mate', 'nan', 'gran', 'grandma', 'grandad', 'grandpa', 'guest', 'hubby', 'missus', 'other half'];
const SPEAKER_AND = new RegExp(String.raw`(?:^|[^a-z0-9'])(?:me and (?:my|the) (?:${ONE_OTHER.join('|')})|(?:my|the) (?:${ONE_OTHER.join('|')}) and (?:me|i))(?![a-z0-9'])`);
/** "we both", "we have both got": two people. */
const WE_BOTH = /(?:^|[^a-z0-9'])we (?:have |are |were |had )?both(?![a-z0-9'])/;
/** Twins are two, whoever says it ("the twins are hungry"). */
const TWINS = /(?:^|[^a-z0-9'])(?:the|my|our)\s+twins(?![a-z0-9'])/;

/** The number of people `text` (lower case, contractions spelt out) says the request is for; undefined when it says none. */
export function peopleCounted(text: string): number | undefined {
  const said = COUNTED.exec(text);
  // "both of us", "the two of us"; a bare "us" after a count without "of" ("two us") says no one.
  if (said !== null && (said[2] !== 'us' || /\bof\s+us$/.test(said[0]))) return NUMBER[said[1]!];
  // "me and my son have both got this bug", "my wife and I", "we both": the speaker and one other.
  return TWINS.test(text) || SPEAKER_AND.test(text) || WE_BOTH.test(text) ? 2 : undefined;
}
