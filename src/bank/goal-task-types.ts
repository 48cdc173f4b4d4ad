/**
 * A task's kind read from what it IS, its goal, for targeted augmentation (augment-from.ts) where
 * its words say none: "The plant on the counter looks a bit dry." names no use, need or command
 * verb of the knowledge, but its goal, a HousePlant filled with water, is the goal of the use
 * `water-plant`. A goal is read as the bank's task types (generate.ts makes candidates of each):
 * - the uses of knowledge/uses.yaml (of the room type) whose goal shares a fact with it: the same
 *   object (or the whole it is cut from) in the same state or place (`use:coffee` for a mug of
 *   coffee, with or without the machine the use's own goal names);
 * - else the generated commands its conditions are: a state made (hot or cooked: `command:heat`,
 *   cold: `cool`, clean: `clean`, on and off: `toggle-on`/`toggle-off`, open: `open`, filled:
 *   `fill`), or, for an alternative that asks only where a thing is or is not, `command:place`.
 * A goal of none of these (sliced, broken, nothing left on the sofa) reads as nothing.
 */
import { historiesOf, STATE_WORD_TESTS, typeFamily, typeNames, type Alternative, type Predicate, type Selector } from '../goals/index.js';
import type { Knowledge } from '../planning/index.js';
import { goalAlternatives } from './generate.js';

/** A fact of a goal: an object type's family (BreadSliced → Bread) and what is so of it (`cooked`, `in:Plate`, `filled:water`). */
type Fact = { family: string; what: string };

/** The families of the types a selector names; ids (with `|`) are no type. */
const typesOf = (selector: Selector): string[] => typeNames(selector.type).filter((t) => !t.includes('|')).map(typeFamily);

/** The flags of a selector as state words (`isDirty: false` is `clean`). */
function stateWords(selector: Selector): string[] {
  const words = [...(selector.is ?? [])] as string[];
  for (const [word, test] of Object.entries(STATE_WORD_TESTS)) {
    if ('flag' in test ? selector[test.flag] === test.value : selector.temperature === test.temperature) words.push(word);
  }
  return words;
}

/** What is so of the objects a selector picks: their states, their liquid, where they are, where they were while it was on. */
function selectorFacts(selector: Selector): string[] {
  const words = stateWords(selector);
  const liquid = selector.fillLiquid === undefined ? [] : [`filled:${selector.fillLiquid}`];
  const places = [...typeNames(selector.in), ...typeNames(selector.directlyIn), ...typeNames(selector.within?.type)].filter((p) => !p.includes('|')).map((p) => `in:${p}`);
  const was = historiesOf(selector.was).flatMap((h) => typeNames(h.in).map((p) => `was:${p}`));
  // A liquid named says more than "filled": water is not coffee.
  return [...new Set([...words.filter((w) => !(w === 'filled' && liquid.length > 0)), ...liquid, ...places, ...was])];
}

/** What a `none` says must not be, as what must be: no dirty Mirror is a clean Mirror. */
const OPPOSITE: Readonly<Record<string, string>> = { dirty: 'clean', clean: 'dirty', on: 'off', off: 'on', open: 'closed', closed: 'open', filled: 'empty', empty: 'filled' };

function predicateFacts(predicate: Predicate): Fact[] {
  if ('none' in predicate) {
    const opposite = stateWords(predicate.none).flatMap((w) => (OPPOSITE[w] === undefined ? [] : [OPPOSITE[w]!]));
    // Nothing (or no bat) left in a place: that place cleared, of anything where no type is named.
    const cleared = [...typeNames(predicate.none.in), ...typeNames(predicate.none.directlyIn)].filter((p) => !p.includes('|')).map((p) => `out:${p}`);
    const types = typesOf(predicate.none);
    return [...types.flatMap((f) => opposite.map((what) => ({ family: f, what }))), ...(types.length === 0 ? [ANY] : types).flatMap((f) => cleared.map((what) => ({ family: f, what })))];
  }
  const selector = 'exists' in predicate ? predicate.exists : predicate.count;
  const facts = selectorFacts(selector);
  return typesOf(selector).flatMap((f) => facts.map((what) => ({ family: f, what })));
}

/** The facts of one alternative. */
export function alternativeFacts(alternative: Alternative): Fact[] {
  return alternative.all.flatMap(predicateFacts);
}

/** The family of a condition about anything (`none: {pickupable: true, in: Sofa}`). */
const ANY = '*';

/** Whether two facts say the same (a plant filled is a plant filled with water; the sofa cleared of anything is cleared of the bat). */
function same(a: Fact, b: Fact): boolean {
  if (a.family !== b.family && a.family !== ANY && b.family !== ANY) return false;
  if (a.what === b.what) return true;
  return (a.what === 'filled' && b.what.startsWith('filled:')) || (b.what === 'filled' && a.what.startsWith('filled:'));
}

/** A state made → the generated command of that kind; where a thing was while its holder was on → the command it is (a microwave heats). */
const COMMAND_OF_STATE: Readonly<Record<string, string>> = {
  hot: 'command:heat',
  cooked: 'command:heat',
  cold: 'command:cool',
  clean: 'command:clean',
  on: 'command:toggle-on',
  off: 'command:toggle-off',
  open: 'command:open',
  filled: 'command:fill',
  'filled:water': 'command:fill',
  'was:Microwave': 'command:heat',
  'was:StoveBurner': 'command:heat',
  'was:Toaster': 'command:heat',
  'was:Fridge': 'command:cool',
  'was:SinkBasin': 'command:clean',
  'was:BathtubBasin': 'command:clean',
};

/** The generated commands an alternative's conditions are (see the module comment). */
function commandsOf(alternative: Alternative): string[] {
  const facts = alternativeFacts(alternative);
  const states = facts.flatMap((f) => (COMMAND_OF_STATE[f.what] === undefined ? [] : [COMMAND_OF_STATE[f.what]!]));
  if (states.length > 0) return states;
  // Taking things out of a place puts them elsewhere.
  return facts.some((f) => f.what.startsWith('in:') || f.what.startsWith('out:')) ? ['command:place'] : [];
}

/** The bank's task types a goal is in a room of `roomType`: uses whose goal it shares a fact with, else the commands it is. */
export function goalTaskTypes(goal: readonly Alternative[], roomType: string, knowledge: Knowledge): string[] {
  const facts = goal.flatMap(alternativeFacts);
  const uses = knowledge.uses.uses
    // A use read only from a complaint or a state said (uses.yaml offered: false) is no task of its own: its goal is a command's.
    .filter((u) => u.goal !== undefined && u.offered && (u.rooms === undefined || (u.rooms as readonly string[]).includes(roomType)))
    .filter((u) => goalAlternatives(knowledge, u.goal!).flatMap(alternativeFacts).some((f) => facts.some((g) => same(f, g))))
    .map((u) => `use:${u.id}`);
  if (uses.length > 0) return [...new Set(uses)];
  return [...new Set(goal.flatMap(commandsOf))];
}
