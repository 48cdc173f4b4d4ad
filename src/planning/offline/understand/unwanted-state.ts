/**
 * A state or a place the person does not want a thing left in, said as a wish denied ("I don't
 * want the big light on", "we don't want the telly on anymore", "...the lamp is glaring, I don't
 * want it on"): the thing switched or shut the other way, as the command that does it ("turn the
 * big light off"). A place not wanted ("I don't want the lamp on the desk", "the paper's on the
 * sofa again, I don't want it there") is the thing moved off it ("move the lamp off the desk"),
 * never the thing wanted. The state only where it closes the clause.
 *
 * A thing in a state that stops the person doing something ("I can't sleep with that lamp on", "too bright to read
 * with the big light on") is the same wish: the state is in the way, so it is undone.
 */

/** The command that undoes each state a person does not want a thing in, with the particle it takes after the thing. */
const UNDOING: Readonly<Record<string, { verb: string; after: string }>> = {
  on: { verb: 'turn', after: 'off' },
  running: { verb: 'turn', after: 'off' },
  lit: { verb: 'turn', after: 'off' },
  off: { verb: 'turn', after: 'on' },
  open: { verb: 'close', after: '' },
  closed: { verb: 'open', after: '' },
  shut: { verb: 'open', after: '' },
};

/** Where a clause of these opens: the text's start, after a mark, or after a join ("and", "but", "so"); captured, to keep. */
export const CLAUSE_OPENS = String.raw`(^|[,.;:!?]\s*|\s(?:and|but|so)\s+)`;
/** A thing said: `pronoun`, or a determiner and up to three words (lazily, so what follows it ends the match). */
export const thingSaid = (pronoun: string): string => String.raw`(?:${pronoun}|(?:the|my|that|this|those|these|our|your|his|her)\s+[a-z]+(?:\s+[a-z]+){0,2}?)`;
/** The thing: "it", "them", or a determiner and up to three words (lazily, so the state is the last word before the clause's end). */
const THING = thingSaid('it|them');
/** Where the clause ends after the state: punctuation, the end, a join, or words of time and emphasis. */
const CLAUSE_END = String.raw`(?=\s*(?:[,.;:!?]|$)|\s+(?:and|but|so|because|cos|when|while|if|at|all|any\s*more|anymore|now|tonight|today|right\s+now|again|please|thanks)(?![a-z']))`;
/** How long the state would last ("I don't want it on all day"): the state is what is undone, the span read with it. */
const SPAN = String.raw`(?:\s+all\s+(?:day|night|morning|afternoon|evening|week)(?:\s+long)?)?`;
/** The person denying a wish ("I don't want", "we really do not want"). */
const DENIED = CLAUSE_OPENS + String.raw`(?:i|we)\s+(?:really\s+|just\s+|honestly\s+)?(?:do\s+not|did\s+not)\s+want\s+`;
const UNWANTED = new RegExp(
  DENIED + String.raw`(${THING})\s+(?:left\s+|switched\s+|turned\s+|kept\s+)?(on|running|lit|off|open|closed|shut)` + SPAN + CLAUSE_END,
  'g',
);

/** What the person cannot do, or how it is too much ("i can not sleep", "we could not hear", "too bright to read"), before "with". */
const HINDERED = String.raw`(?:(?:(?:i|we)\s+)?(?:can\s+not|could\s+not|can\s+never)\s+[a-z]+(?:\s+[a-z]+){0,2}?|(?:it\s+is\s+|i\s+am\s+)?(?:way\s+|far\s+)?too\s+[a-z]+(?:\s+to\s+[a-z]+)?)`;
const IN_THE_WAY = new RegExp(
  CLAUSE_OPENS + String.raw`${HINDERED}\s+with\s+(${THING})\s+(?:still\s+|left\s+|switched\s+|turned\s+)?(on|running|lit|open)` + CLAUSE_END,
  'g',
);

/** The command that undoes `state` of `thing`, after the words before it. */
function undone(before: string, thing: string, state: string): string {
  const undo = UNDOING[state]!;
  return `${before} , ${undo.verb} ${thing}${undo.after === '' ? '' : ` ${undo.after}`}`;
}

/** `text` (contractions spelt out) with "I don't want X <state>" and "I can't sleep with X <state>" made the command that undoes the state; other words unchanged. */
export function unwantedState(text: string): string {
  return text
    .replace(UNWANTED, (_said, before: string, thing: string, state: string) => undone(before, thing, state))
    .replace(IN_THE_WAY, (_said, before: string, thing: string, state: string) => undone(before, thing, state));
}

/** "there", "here" and the like: the place named before. */
const THERE = String.raw`(?:there|here|on\s+there|in\s+there|in\s+here|lying\s+there|lying\s+around|lying\s+about|around|about)`;
const UNWANTED_THERE = new RegExp(DENIED + String.raw`(${THING})\s+${THERE}` + CLAUSE_END, 'g');
const UNWANTED_ON = new RegExp(DENIED + String.raw`(${THING})\s+(?:left\s+|lying\s+|sitting\s+)?(on|in)\s+((?:the|my|our|that)\s+[a-z]+(?:\s+[a-z]+){0,2})` + CLAUSE_END, 'g');
/** The last place said with "on" or "in" before a point ("lying on the coffee table again"): up to three words after it. */
const PLACE_SAID = /(?:^|\s)(on|in)\s+(the|my|our|that)\s+([a-z]+(?:\s+[a-z]+){0,2})/g;

/**
 * `text` with "I don't want X there" (the place said before) and "I don't want X on the Y" made "move X off the Y";
 * unchanged where no place can be found. `isNoun`: whether a word names things (the place's words end at the last that does).
 */
export function unwantedPlace(text: string, isNoun: (word: string) => boolean): string {
  const out = text.replace(UNWANTED_ON, (_said, before: string, thing: string, on: string, place: string) => `${before} , move ${thing} ${on === 'in' ? 'out of' : 'off'} ${place}`);
  return out.replace(UNWANTED_THERE, (said, before: string, thing: string, at: number) => {
    let last: { on: string; words: string } | undefined;
    for (const m of out.slice(0, at).matchAll(PLACE_SAID)) {
      const words = m[3]!.split(' ');
      // "on the coffee table again": the place ends at its last word that names things.
      let n = words.length;
      while (n > 0 && !isNoun(words[n - 1]!)) n--;
      if (n > 0) last = { on: m[1]!, words: `${m[2]} ${words.slice(0, n).join(' ')}` };
    }
    return last === undefined ? said : `${before} , move ${thing} ${last.on === 'in' ? 'out of' : 'off'} ${last.words}`;
  });
}
