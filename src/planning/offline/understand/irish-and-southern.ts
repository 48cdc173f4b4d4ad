/**
 * Turns of Irish, Scottish and Southern US English said as plain English says them: "fixing to"
 * is "going to" ("the power's fixing to go out"); Irish "after" + "-ing" is a deed just done
 * ("someone's after leaving my card on the sofa": someone left it; "the cat's after knocking the
 * vase off": the cat knocked it); a closing "so it is", "so I am", "so she will" only insists and
 * asks nothing; "any X going?" asks whether there is any ("is there any spray going": is there any
 * spray), while a candle or fire "going" is one lit; Southern "cut the light off", "cut the lamp on"
 * is switching, as "turn" (words.yaml reads "cut" so at a clause's end; here also before "in here",
 * "for me", a tag), never slicing: "cut the crusts off the toast" is left as said.
 * Each said plainly for the reader.
 */

const FIXING_TO = /\bfixin[g']?\s+(?=to\b)/g;
// A closing tag of insistence, before a clause break or the end ("it's empty since Christmas, so it is").
const SO_IT_IS = /,?\s*\bso\s+(?:it|i|she|he|we|they|you|there)\s+(?:is|am|are|was|were|will|would|does|do|did|has|have|can|could)\b(?=\s*(?:[,.;:!?]|$))/g;
// "Is there any cleaning spray going?": the spray wanted, nothing switched on.
const ANY_GOING = /\b(any\s+(?:[a-z]+\s+){1,3}?)going\b(?=\s*(?:[,.;:!?]|$))/g;
// "Likes a candle going", "keep the fire going": lit. Not "a candle going on the side of the tub": where it goes.
const LIT_GOING = /\b(candles?|tea\s+lights?|fire)\s+going\b(?!\s+(?:on|onto)\b)/g;
// Irish perfect: "is after leaving" (has left). Only after a form of "be", which "after" alone is not ("after leaving the room").
// "cut the light off in here", "cut the big lamp on for me": a thing of one to three words, then "on"/"off" and nothing more
// of it (the clause ends, or only where and for whom follow).
const CUT_SWITCH =
  /\bcut\s+((?:the|that|this|those|these|my|your|our|all\s+the)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+)(on|off)\b(?=\s*(?:$|[,.;:!?]|(?:in|out)\s+(?:here|there)\b|for\s+(?:me|us|him|her|them)\b|now\b|please\b|when\b|before\b|you\s+all\b|would\b|will\b|could\b|and\b))/g;
const AFTER_ING = /\b(?:is|are|am|was|were|has|have)\s+after\s+([a-z]+ing)\b/g;

/** The past of a verb's "-ing" form, for the common irregular ones; else the regular "-ed". */
const IRREGULAR: Readonly<Record<string, string>> = {
  leaving: 'left',
  putting: 'put',
  making: 'made',
  taking: 'took',
  breaking: 'broke',
  spilling: 'spilt',
  eating: 'ate',
  drinking: 'drank',
  giving: 'gave',
  getting: 'got',
  losing: 'lost',
  throwing: 'threw',
  using: 'used',
  having: 'had',
  bringing: 'brought',
  finishing: 'finished',
  knocking: 'knocked',
  // Irregular pasts a regular "-ed" would misspell ("after running out": 'runned').
  running: 'ran',
  coming: 'came',
  going: 'went',
  doing: 'did',
  falling: 'fell',
  forgetting: 'forgot',
  sitting: 'sat',
  letting: 'let',
  cutting: 'cut',
  hiding: 'hid',
  finding: 'found',
  buying: 'bought',
  telling: 'told',
  selling: 'sold',
  shutting: 'shut',
  setting: 'set',
  stealing: 'stole',
  tearing: 'tore',
  wearing: 'wore',
};
function pastOf(ing: string): string {
  const known = IRREGULAR[ing];
  if (known !== undefined) return known;
  // "dropping" → "dropped", "moving" → "moved" (the stem's lost "e" comes back with "-ed").
  return `${ing.slice(0, -3)}ed`;
}

/** `text` (lower case, contractions spelt out) with these turns said plainly; unchanged otherwise. */
export function irishAndSouthern(text: string): string {
  return text
    .replace(FIXING_TO, 'going ')
    .replace(CUT_SWITCH, 'turn $1$2')
    .replace(SO_IT_IS, '')
    .replace(AFTER_ING, (_, ing: string) => pastOf(ing))
    .replace(LIT_GOING, '$1 lit')
    .replace(ANY_GOING, '$1');
}
