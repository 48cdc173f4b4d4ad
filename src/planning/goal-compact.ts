/**
 * The stated goal in the short form of stage 2 (plan-compact.ts): one line per alternative,
 *
 *     Done when toast on a plate: BreadSliced in Plate is cooked; no Toaster is on
 *
 * each condition `[no | at least N] Type [or Type] [in Type] [is word [and word]] [filled with
 * liquid] [was in Type [while on]]` (a bare one: some object is so). The grammar's rules come from
 * the goal vocabulary's own lists (its state words, liquids and bounds, goals/goal-reply.ts) and
 * the room's types; a line is read into the goal reply the JSON form carries, so the same zod
 * schema checks it.
 */
import { GOAL_REPLY_LIMITS as G, LIQUIDS, STATE_WORD_TESTS, STATE_WORDS, type GoalReply } from '../goals/index.js';
import { gbnfChoice, gbnfLiteral, gbnfText } from './compact-form.js';

/** The start of a goal line. */
export const DONE = 'Done when ';

/**
 * The GBNF rules of goal lines: `done` (one line, ending with a line break) and those it uses;
 * `type` is one of `roomTypes` (any CamelCase name when the list is empty, as the schema allows).
 */
export function goalRules(roomTypes: readonly string[]): string[] {
  const types = [...new Set(roomTypes)].sort();
  return [
    `done ::= "${DONE}" gname ": " cond ( "; " cond ){0,${G.conditions - 1}} "\\n"`,
    // No parentheses: a 1.5B model echoed the plan's "Done when (any one holds at the end):" (format.ts) as a name.
    `gname ::= ${gbnfText(G.nameChars, ':;()')}`,
    `cond ::= ( "no " | "at least " count " " )? type ( " or " type ){0,${G.types - 1}} ( " in " type )? ( " is " words )? ( " filled with " liquid )? ( " was in " type ( " while on" )? )?`,
    'count ::= [1-9] | "1" [0-9] | "20"',
    `type ::= ${types.length > 0 ? gbnfChoice(types) : '[A-Za-z] [A-Za-z0-9]{0,63}'}`,
    ...wordRules(),
    `liquid ::= ${gbnfChoice(LIQUIDS)}`,
  ];
}

/**
 * `words`: up to G.words state words joined by " and ", at most one of each kind (the flag or the
 * temperature it tests, goals/state-words.ts: "hot and cold" cannot both hold), kinds in the order
 * of STATE_WORDS, so no word comes twice (greedy decoding wrote "is hot and on and on and on", and
 * "hot and cold and roomTemperature"). `and<k>-<g>` follows the k-th word, of the g-th kind.
 */
function wordRules(): string[] {
  const kindOf = STATE_WORDS.map((w) => {
    const test = STATE_WORD_TESTS[w];
    return 'flag' in test ? test.flag : 'temperature';
  });
  const kinds = [...new Set(kindOf)];
  const kind = (j: number) => kinds.indexOf(kindOf[j]!);
  const last = kinds.length - 1;
  const after = (k: number, g: number): string =>
    STATE_WORDS.flatMap((w, j) => (kind(j) > g ? [`${gbnfLiteral(w)}${k + 1 < G.words && kind(j) < last ? ` and${k + 1}-${kind(j)}?` : ''}`] : [])).join(' | ');
  const rules = [`words ::= ${after(0, -1)}`];
  for (let k = 1; k < G.words; k++) for (let g = 0; g < last; g++) rules.push(`and${k}-${g} ::= " and " ( ${after(k, g)} )`);
  return rules;
}

const TYPE = '[A-Za-z][A-Za-z0-9]*';
const LINE = new RegExp(`^${DONE}([^:;()]+):(.*)$`);
const CONDITION = new RegExp(
  `^(?:(no) |at least (\\d+) )?(${TYPE}(?: or ${TYPE})*)(?: in (${TYPE}))?(?: is ([a-zA-Z]+(?: and [a-zA-Z]+)*))?(?: filled with ([a-z]+))?(?: was in (${TYPE})( while on)?)?$`,
);

/** One alternative of the goal reply, or what is wrong with the line. */
type Alternative = GoalReply[number];
type Read = { ok: true; value: Alternative } | { ok: false; problem: string };

/**
 * A goal line as an alternative of the goal reply (unchecked: the stage's zod schema checks the
 * types, words and bounds), or what is wrong with its form.
 */
export function readGoalLine(line: string): Read {
  const match = LINE.exec(line);
  if (match === null) return { ok: false, problem: `a goal line is "${DONE}<name>: <condition>; <condition>"; "${line}" is not` };
  const all: Alternative['all'] = [];
  for (const text of match[2]!.split(';').map((c) => c.trim())) {
    const c = CONDITION.exec(text);
    if (c === null) return { ok: false, problem: `"${text}" is not a condition: [no | at least N] Type [or Type] [in Type] [is state [and state]] [filled with liquid] [was in Type [while on]]` };
    const selector = {
      type: c[3]!.split(' or '),
      in: c[4] ?? null,
      is: c[5] === undefined ? [] : c[5].split(' and '),
      fillLiquid: c[6] ?? null,
      was: c[7] === undefined ? null : { in: c[7], whileOn: c[8] !== undefined },
    };
    all.push((c[1] !== undefined ? { none: selector } : c[2] !== undefined ? { count: selector, atLeast: Number(c[2]) } : { exists: selector }) as Alternative['all'][number]);
  }
  // The name's first character is not a space (the grammar); spaces before the colon are dropped.
  return { ok: true, value: { name: match[1]!.replace(/ +$/, ''), all } };
}
