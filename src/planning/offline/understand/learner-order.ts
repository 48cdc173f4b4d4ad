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

/**
 * "Apple put in the fridge please", "spray bottle put on the cart": the thing first, then the verb and where, as Korean
 * and Japanese speakers order it (object before verb), often with no article. Read as "put the apple in the fridge".
 */
const THING_THEN_VERB = new RegExp(String.raw`${OPENING}((?:(?:the|that|this|my|our|your)\s+)?[a-z]+(?:\s+[a-z]+)?)\s+([a-z]+)\s+(in|into|inside|on|onto|to|away|back|off|out)\b`, 'g');
const DETERMINERS = /^(?:the|that|this|my|our|your)\s+/;

/** Whether the words after the determiner name a thing ("the bread", "the shower door"), or the room itself ("is cold the room"). */
const ROOMS = new Set(['room', 'kitchen', 'bedroom', 'bathroom', 'house', 'flat', 'place', 'lounge']);
const namesThing = (thing: string, isNoun: (word: string) => boolean): boolean => {
  const words = thing.split(/\s+/).slice(1);
  return isNoun(words.join(' ')) || isNoun(words.at(-1)!) || (words.length === 1 && ROOMS.has(words[0]!));
};
/** Verbs a thing said first is placed or switched by ("apple put in the fridge"). */
const PLACING = new Set(['put', 'place', 'move', 'take', 'bring', 'throw', 'turn', 'switch', 'hang', 'leave']);
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
    .replace(THING_THEN_VERB, (said, open: string, thing: string, verb: string, where: string) => {
      const bare = thing.replace(DETERMINERS, '');
      // Only a thing named ("apple", "spray bottle"), never a person or a pronoun ("i put", "mum put"), and a verb of its own.
      return isNoun(bare) && isVerb(verb) && !isNoun(verb) && PLACING.has(verb) ? `${open}${verb} the ${bare} ${where}` : said;
    })
    .replace(WANTED_FIRST, (said, open: string, thing: string, who: string, want: string, verb: string) =>
      namesThing(thing, isNoun) && isVerb(verb) ? `${open}${who} ${want} ${verb} ${thing}` : said,
    );
}
