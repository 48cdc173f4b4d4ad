/**
 * Speech to a voice assistant as it is transcribed (issue 38): a wake word before the request
 * ("hey robot, ...", "ok robot"), a word said twice or a phrase broken by a hesitation and taken
 * up again ("the the tap", "light the, uh, the candle"), and a self-correction ("put the kettle
 * on, no wait, make me a coffee"; "turn on the, no wait, turn OFF the big light"; "the microwave,
 * open it, no, sorry, the fridge, open the fridge"). What was corrected is no request: read as
 * said, "not the light" after "no wait" was planned as the light switched off, and a phrase
 * broken by "uh" read the candle apart from "light" and lit a lamp in its place.
 */

/** The wake word a transcript opens on: whom it is said to, asking nothing. */
const WAKE = /^\s*(?:(?:hey|hi|hello|ok|okay|oi|yo)\s*,?\s*)?(?:robot|robo|bot|alexa|siri|google|computer|assistant)\b\s*[,.!]?\s*/;
/** Sounds of hesitation. */
const HESITATION = String.raw`(?:u+h+m*|u+m+|e+r+m*|a+h+|hm+)`;
/** A word said again, a hesitation between or not ("the the", "the, uh, the"). */
const SAID_TWICE = new RegExp(String.raw`\b([a-z']+)(?:\s*,\s*|\s+)(?:${HESITATION}(?:\s*,\s*|\s+))*\1\b`, 'g');
/** Words said twice on purpose ("night night", "bye bye", South African "now now", "very very"): one phrase, kept. */
const SAID_TWICE_ON_PURPOSE = new Set(['night', 'bye', 'now', 'very', 'really', 'so', 'please', 'there', 'well']);
/** A place's preposition and determiner said again ("lying on the, on the counter", "in the, um, in the bath"): said once. */
const PLACE_TWICE = new RegExp(String.raw`\b((?:in|on|into|onto|by|under|next to)\s+(?:the|a|my|our|your))\s*,\s*(?:${HESITATION}\s*,?\s*)*\1\b`, 'g');
/** A phrase broken after its determiner by a hesitation ("light the, uh, candle"): one phrase. */
const BROKEN = new RegExp(String.raw`\b(the|a|an|my|your|our|this|that)\s*,\s*(?:${HESITATION}\s*,?\s*)+(?=[a-z])`, 'g');
/**
 * What takes back what was just said: "no wait", "no, sorry", "no, actually", "sorry, I mean", "leave that one", "scratch
 * that". "no" alone only between commas ("the fridge, no, the freezer"), never "no eggs please".
 */
const CORRECTION = new RegExp(
  String.raw`(?:^|[,.;!?])\s*(?:(?:no+|nope)(?:\s*,?\s*(?:wait|sorry|actually|hang on|hold on|i mean))*\s*(?:,|$)|(?:no+\s*,?\s*)?(?:wait|hang on|hold on)\s*,?\s*(?:no+|sorry|actually|i mean)\s*,|sorry\s*,\s*(?:i mean\b\s*,?)?|i mean\b\s*,?|scratch that\s*,?|leave that(?: one)?\s*,|never mind that\s*,?|forget that\s*,?)`,
  'g',
);
/** "not the light," opening a correction: what it takes back, nothing to switch or move. */
const NOT_THAT = /^\s*(?:(?:actually|sorry|i mean|just)\s*,?\s*)*not (?:the|that|this|my) [a-z]+(?: [a-z]+)?\s*(?:,|$)/;
/** A correction of where: "no, in the cabinet" puts the thing there instead of the place said before. */
const PLACE_AT_START = /^\s*(in|into|on|onto|inside|under|next to|by)\b/;
/** A place said in what is taken back (not the "on" of "turn on the lamp"). */
const PLACE_IN = /\b(?:in|into|onto|inside|under|next to|by)\b|(?<!\b(?:turn|switch|turned|switched|flick|flip|put|get|leave|keep)\s)\bon (?:the|a|an|my|your|our|this|that)\b/;

/** `text` as the request its speaker settled on (in lower case); unchanged where nothing was taken back or repeated. */
export function selfCorrected(text: string, isVerb: (word: string) => boolean, isPlace: (word: string) => boolean = () => false): string {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  let out = lower.replace(WAKE, '').replace(PLACE_TWICE, '$1').replace(BROKEN, '$1 ');
  for (let i = 0; i < 4; i++) {
    const next = out.replace(SAID_TWICE, (said, word: string) => (SAID_TWICE_ON_PURPOSE.has(word) ? said : word));
    if (next === out) break;
    out = next;
  }
  // The last correction wins: each one is applied in turn, from the first.
  for (let i = 0; i < 4; i++) {
    CORRECTION.lastIndex = 0;
    const found = CORRECTION.exec(out);
    if (found === null) break;
    const before = out.slice(0, found.index);
    const after = out.slice(found.index + found[0].length).replace(NOT_THAT, '').trim();
    const settled = corrected(before, after, isVerb, isPlace);
    if (settled === undefined) break;
    out = settled;
  }
  // The settled words said once more to be sure ("..., no, the sofa. the sofa."): one request.
  out = out.replace(/(\b(?:the|a|an|my|your|our)\s+[a-z']+(?:\s+[a-z']+)?)\s*[.!,]\s*\1\s*[.!]*\s*$/, '$1');
  return out === lower ? text : out;
}

/** What is said after a correction, put in place of what it takes back; undefined where which it replaces is unclear. */
function corrected(before: string, after: string, isVerb: (word: string) => boolean, isPlace: (word: string) => boolean): string | undefined {
  if (after.length === 0) return before.trim();
  const words = after.split(/[^a-z']+/).filter((w) => w.length > 0);
  // A whole request said again ("..., no wait, make me a coffee"): it replaces everything said before it.
  if (words.some(isVerb)) return after;
  // A place said again ("put the mug in the sink, no, in the cabinet"): the place before it goes.
  const place = PLACE_AT_START.exec(after);
  if (place !== null) {
    const at = before.search(new RegExp(String.raw`\b(?:in|into|on|onto|inside|under|next to|by)\b(?!.*\b(?:in|into|on|onto|inside|under|next to|by)\b)`));
    return at >= 0 ? `${before.slice(0, at)}${after}` : `${before} ${after}`;
  }
  // A thing said again ("turn on the lamp, no, the telly"): the last thing named before it goes. After a placement
  // ("put the mug in the sink, no, the cup") it may be the thing or the place: left as said, for the reader.
  // ... unless both are furniture things are put in or on ("put the pan in the sink, no, sorry, the cupboard"; "the box on the
  // armchair, no, the sofa"): the place said again, its preposition kept.
  const said = /^(?:the|a|an|my|your|our|this|that)\s+([a-z']+)/.exec(after)?.[1];
  const placeBefore = /\b(?:in|into|on|onto|inside|under|next to|by)\s+(?=(?:the|a|an|my|your|our|this|that)\s+([a-z']+)\s*$)/.exec(before);
  if (said !== undefined && placeBefore !== null && isPlace(said) && isPlace(placeBefore[1]!)) return `${before.slice(0, placeBefore.index + placeBefore[0].length)}${after}`;
  if (PLACE_IN.test(before)) return undefined;
  const thing = before.search(/\b(?:the|a|an|my|your|our|this|that)\b(?!.*\b(?:the|a|an|my|your|our|this|that)\b)/);
  return thing >= 0 ? `${before.slice(0, thing)}${after}` : after;
}
