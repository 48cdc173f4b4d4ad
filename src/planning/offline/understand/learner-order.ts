/**
 * Word orders of English as learners speaking German or Spanish say it: the thing first, then the
 * asking ("the light you can switch off?", "the bread you can cut for me?"), the verb before its
 * subject ("is cold the room", "is very dark the room"), and what is wanted before the wanting ("a
 * salad I want to make"). Each said in the order the reader reads ("can you switch the light
 * off?", "the room is cold", "I want to make a salad"), only where the words around it are the
 * thing's names and a verb.
 */

const OPENING = String.raw`(^|[.;:!?,]\s*)`;
const THING = String.raw`((?:the|that|this|those|these|my|our|your)(?:\s+[a-z]+){1,3}?)`;
/** "the bread you can cut for me?": the thing, then the asking and its verb. */
const THING_THEN_ASKING = new RegExp(String.raw`${OPENING}${THING}\s+(?:you|u)\s+(can|could|will|would)\s+([a-z]+)\b`, 'g');
/** "is very dark the room": the verb first, how it is, then the thing, to the clause's end. */
const VERB_FIRST = new RegExp(String.raw`${OPENING}(is|are)\s+((?:very|so|too|really|quite|a bit)\s+)?([a-z]+)\s+${THING}(?=\s*(?:[,.;:!?]|$))`, 'g');
/** "a salad i want to make", "the knife i cannot hold": what is wanted or cannot be done, then the wanting and its verb. */
const WANTED_FIRST = new RegExp(String.raw`(^|[.;:!?,]\s*|\s)((?:a|an|some|the)(?:\s+[a-z]+){1,2}?)\s+(i|we)\s+(want to|would like to|need to|cannot|can not|could not)\s+([a-z]+)\b`, 'g');

/** Whether the words after the determiner name a thing ("the bread", "the shower door"), or the room itself ("is cold the room"). */
const ROOMS = new Set(['room', 'kitchen', 'bedroom', 'bathroom', 'house', 'flat', 'place', 'lounge']);
const namesThing = (thing: string, isNoun: (word: string) => boolean): boolean => {
  const words = thing.split(/\s+/).slice(1);
  return isNoun(words.join(' ')) || isNoun(words.at(-1)!) || (words.length === 1 && ROOMS.has(words[0]!));
};
/** Words after "is" that open no state ("is there the remote"). */
const NO_STATE = new Set(['there', 'it', 'that', 'this', 'not']);

/** `text` (lower case) with a learner's order said as the reader reads it; unchanged otherwise. */
export function learnerOrder(text: string, isNoun: (word: string) => boolean, isVerb: (word: string) => boolean): string {
  return text
    .replace(THING_THEN_ASKING, (said, open: string, thing: string, modal: string, verb: string) =>
      namesThing(thing, isNoun) && isVerb(verb) ? `${open}${modal} you ${verb} ${thing}` : said,
    )
    .replace(VERB_FIRST, (said, open: string, be: string, degree: string | undefined, how: string, thing: string) =>
      namesThing(thing, isNoun) && !NO_STATE.has(how) ? `${open}${thing} ${be} ${degree ?? ''}${how}` : said,
    )
    .replace(WANTED_FIRST, (said, open: string, thing: string, who: string, want: string, verb: string) =>
      namesThing(thing, isNoun) && isVerb(verb) ? `${open}${who} ${want} ${verb} ${thing}` : said,
    );
}
