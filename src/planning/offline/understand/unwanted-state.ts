/**
 * A state the person does not want a thing left in, said as a wish denied ("I don't want the big
 * light on", "we don't want the telly on anymore", "...the lamp is glaring, I don't want it on"):
 * the thing switched or shut the other way, as the command that does it ("turn the big light off").
 * Only where the state closes the clause: "I don't want the lamp on the desk" says where, not a
 * state, and is left as it was said.
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

/** The thing: "it", "them", or a determiner and up to three words (lazily, so the state is the last word before the clause's end). */
const THING = String.raw`(?:it|them|(?:the|my|that|this|those|these|our|your|his|her)\s+[a-z]+(?:\s+[a-z]+){0,2}?)`;
/** Where the clause ends after the state: punctuation, the end, a join, or words of time and emphasis. */
const CLAUSE_END = String.raw`(?=\s*(?:[,.;:!?]|$)|\s+(?:and|but|so|because|cos|when|while|if|at|all|any\s*more|anymore|now|tonight|today|right\s+now|again|please|thanks)(?![a-z']))`;
const UNWANTED = new RegExp(
  String.raw`(^|[,.;:!?]\s*|\s(?:and|but|so)\s+)(?:i|we)\s+(?:really\s+|just\s+|honestly\s+)?(?:do\s+not|did\s+not)\s+want\s+(${THING})\s+(?:left\s+|switched\s+|turned\s+|kept\s+)?(on|running|lit|off|open|closed|shut)` + CLAUSE_END,
  'g',
);

/** `text` (contractions spelt out) with "I don't want X <state>" made the command that undoes the state; other words unchanged. */
export function unwantedState(text: string): string {
  return text.replace(UNWANTED, (_said, before: string, thing: string, state: string) => {
    const undo = UNDOING[state]!;
    return `${before} , ${undo.verb} ${thing}${undo.after === '' ? '' : ` ${undo.after}`}`;
  });
}
