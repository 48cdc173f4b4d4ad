/**
 * Singapore and Malaysian English close a description with "one" ("so dim one", "the bathroom so
 * cold one this morning", "my hands so dirty one"): emphasis of how a thing is, no thing called
 * "one". Read as the description alone ("so dim"). Only after a word of degree and one word, so
 * "a cold one" (a drink) and "the blue one" (a thing chosen) are left as said.
 */

const DESCRIBED_ONE = /\b(so|very|damn|super|quite|really|too|like that|sibei|buay) ([a-z]+) one\b(?! of\b)/g;

/** A clause opening on the description once its "one" is gone, with no subject: the weather or the room's. */
const UNSAID_IT = /(^|[,.;!?]\s*)(so|very|damn|super|quite|really|sibei) ([a-z]+)(?= this morning| today| tonight| in here| here|\s*[,.;!?]|\s*$)/g;
/** `text` (lower case) with a Singlish closing "one" after a description taken out; unchanged otherwise. */
export function singlishOne(text: string): string {
  // "so cold one this morning, ...": said of the day or the room with no subject, as "it is so cold".
  return text.replace(DESCRIBED_ONE, (_said, degree: string, how: string) => `${degree} ${how}`).replace(UNSAID_IT, (_said, lead: string, degree: string, how: string) => `${lead}it is ${degree} ${how}`);
}
