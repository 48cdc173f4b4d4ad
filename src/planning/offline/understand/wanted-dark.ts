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

/** `text` (lower case, contractions spelt out) with the dark wanted said as "make it dark"; unchanged otherwise. */
export function wantedDark(text: string): string {
  return text.replace(WANTED, 'make it dark');
}
