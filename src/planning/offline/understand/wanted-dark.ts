/**
 * The dark wanted, said as how the room should be ("it needs to be dark in here", "I want it dark",
 * "the room should be pitch dark"): the lights out, as "make it dark" says it. Read as said, "dark"
 * was the complaint that it is dark (the `see` need) and a lamp was offered for a nap: the very
 * opposite of what was asked. Not "it's dark", "too dark", "can't see": those still ask for light.
 */

const HOW_DARK = String.raw`(?:nice and |really |very |completely |totally |properly |pitch |pitch-)?`;
const WANTED = new RegExp(
  String.raw`\b(?:(?:i|we) (?:want|need|would like|would prefer|prefer|like) (?:it|the room|this room|the bedroom|the place|everything)|(?:it|the room|this room|the bedroom|in here|everything) (?:needs to be|need to be|should be|has to be|must be|ought to be|is to be|wants to be))\s+${HOW_DARK}(?:dark|darker|black)\b`,
  'g',
);

/**
 * The dark as the condition someone sleeps on ("he can't drop off unless the room is pitch dark",
 * "she only sleeps if it's completely dark", "he likes it pitch black"): wanted, as above. Read as
 * said, "pitch dark" was the complaint and a lamp was switched on (issue 38: a false success).
 */
const ROOM = String.raw`(?:it|the room|this room|the bedroom|in here|the place|everything)`;
const ON_CONDITION = new RegExp(
  String.raw`\b(?:unless|until|till|only if|only when|except when|if)\s+${ROOM}\s+(?:is|gets|goes|is made|is properly)\s+${HOW_DARK}(?:dark|black)\b` +
    String.raw`|\b(?:likes|like|prefers|prefer|wants|has to have|needs)\s+${ROOM}\s+${HOW_DARK}(?:dark|black)\b`,
  'g',
);

/** `text` (lower case, contractions spelt out) with the dark wanted said as "make it dark"; unchanged otherwise. */
export function wantedDark(text: string): string {
  return text.replace(WANTED, 'make it dark').replace(ON_CONDITION, 'make it dark');
}
