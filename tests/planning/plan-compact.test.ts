import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planFromReply, statedPlanReply } from '../../src/planning/decomposition.js';
import { compactStatedPlan } from '../../src/planning/plan-compact.js';
import { STATE_WORDS } from '../../src/goals/index.js';
import { loadWorld } from '../../src/world/index.js';
import { gbnfAccepts, gbnfSample, parseGbnf, seededRandom } from '../helpers/gbnf.js';

const world = loadWorld('FloorPlan1');
const roomTypes = [...new Set(world.scene.objects.map((o) => o.type)), 'BreadSliced'];
const form = compactStatedPlan(roomTypes);
const grammar = parseGbnf(form.grammar);

const TOAST = `Task: Make toast and serve it on a plate.
1. Open the drawer and take the knife.
2. Slice the bread and toast a slice.
Needed objects: Bread, Knife, Drawer, Toaster, Plate
Done when toast on a plate: BreadSliced in Plate is cooked; no Drawer is open
`;

describe('the short form of the stage-2 reply', () => {
  it('reads the plan and its goal into the reply the JSON form gives, which the same schema accepts', () => {
    const read = form.read(TOAST);
    const json = {
      taskDescription: 'Make toast and serve it on a plate.',
      subtasks: ['Open the drawer and take the knife.', 'Slice the bread and toast a slice.'],
      neededObjects: ['Bread', 'Knife', 'Drawer', 'Toaster', 'Plate'],
      goal: [
        {
          name: 'toast on a plate',
          all: [
            { exists: { type: ['BreadSliced'], in: 'Plate', is: ['cooked'], fillLiquid: null, was: null } },
            { none: { type: ['Drawer'], in: null, is: ['open'], fillLiquid: null, was: null } },
          ],
        },
      ],
    };
    expect(read).toEqual({ ok: true, value: json });
    expect(statedPlanReply(roomTypes).parse(json)).toEqual(json);
    expect(gbnfAccepts(grammar, TOAST)).toBe(true);
  });

  it('reads every part of a condition: counts, several types, liquids and what happened on the way', () => {
    const text = 'Task: t\n1. s\nNeeded objects: \nDone when two hot mugs : at least 2 Mug or Cup is clean and hot filled with coffee was in Microwave while on; Apple was in Fridge\n';
    expect(gbnfAccepts(grammar, text)).toBe(true);
    const read = form.read(text);
    expect(read.ok && read.value.goal).toEqual([
      {
        name: 'two hot mugs',
        all: [
          { count: { type: ['Mug', 'Cup'], in: null, is: ['clean', 'hot'], fillLiquid: 'coffee', was: { in: 'Microwave', whileOn: true } }, atLeast: 2 },
          { exists: { type: ['Apple'], in: null, is: [], fillLiquid: null, was: { in: 'Fridge', whileOn: false } } },
        ],
      },
    ]);
    expect(read.ok && read.value.neededObjects).toEqual([]);
  });

  it.each([
    ['a type the room does not have', TOAST.replace('Toaster, Plate', 'Toaster, Protein'), /neededObjects\[4\]/],
    ['a goal type the room does not have', TOAST.replace('in Plate', 'in Bed'), /goal\[0\]/],
    ['a state word the vocabulary does not have', TOAST.replace('is cooked', 'is toasted'), /goal\[0\]/],
    ['subtasks out of order', TOAST.replace('2. Slice', '3. Slice'), /numbered 1, 2, 3, \.\.\. in order; "3\. Slice/],
    ['no goal line', TOAST.split('Done when')[0]!, /goal/],
    ['a condition in another form', TOAST.replace('no Drawer is open', 'the drawer is closed'), /"the drawer is closed" is not a condition/],
    ['prose', 'Sure! Here is the plan:', /does not begin with "Task: "/],
    ['the JSON form', JSON.stringify({ taskDescription: 'x' }), /does not begin with "Task: "/],
    ['a missing needed-objects line', TOAST.replace(/Needed objects: .*\n/, ''), /"Needed objects:" must follow the subtasks/],
  ])('refuses %s, saying why', (_what, text, problem) => {
    const read = form.read(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatch(problem);
  });

  it('the grammar holds a model to the room: types not in it, other words and other forms are not in its language', () => {
    expect(gbnfAccepts(grammar, TOAST.replace('Toaster, Plate', 'Toaster, Protein'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('in Plate', 'in Bed'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('is cooked', 'is toasted'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('2. Slice', '3. Slice'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.split('Done when')[0]!)).toBe(false);
    // The plan's own "Done when (any one holds at the end):" line, echoed by a 1.5B model, is no name.
    expect(gbnfAccepts(grammar, TOAST.replace('Done when toast on a plate:', 'Done when (any one holds at the end):'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('Task: Make', 'Task:  Make'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('a plate.', `${'x'.repeat(400)}.`))).toBe(false);
    // Bounds of the JSON schema: 8 subtasks, 3 alternatives, 6 conditions, 4 types a condition.
    const nine = Array.from({ length: 9 }, (_, i) => `${i + 1}. s`).join('\n');
    expect(gbnfAccepts(grammar, TOAST.replace(/1\.[\s\S]*?(?=Needed)/, `${nine.split('\n').slice(0, 8).join('\n')}\n`))).toBe(true);
    expect(gbnfAccepts(grammar, TOAST.replace(/1\.[\s\S]*?(?=Needed)/, `${nine}\n`))).toBe(false);
    const line = TOAST.slice(TOAST.indexOf('Done when'));
    expect(gbnfAccepts(grammar, TOAST + line + line)).toBe(true);
    expect(gbnfAccepts(grammar, TOAST + line + line + line)).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('Plate is cooked', 'Plate is cooked; Bread; Bread; Bread; Bread'))).toBe(true);
    expect(gbnfAccepts(grammar, TOAST.replace('Plate is cooked', 'Plate is cooked; Bread; Bread; Bread; Bread; Bread'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('BreadSliced in', 'BreadSliced or Bread or Egg or Apple in'))).toBe(true);
    // State words in the vocabulary's order, one of each kind, at most 6: no "on and on and on", no "hot and cold".
    expect(gbnfAccepts(grammar, TOAST.replace('is cooked', 'is sliced and cooked'))).toBe(true);
    expect(gbnfAccepts(grammar, TOAST.replace('is cooked', 'is cooked and sliced'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('is cooked', 'is on and on'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('is cooked', 'is hot and cold'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('is cooked', 'is dirty and clean'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('is cooked', 'is open and on and sliced and clean and filled and hot'))).toBe(true);
    expect(gbnfAccepts(grammar, TOAST.replace('is cooked', 'is open and on and sliced and cooked and clean and filled and hot'))).toBe(false);
    expect(gbnfAccepts(grammar, TOAST.replace('BreadSliced in', 'BreadSliced or Bread or Egg or Apple or Pan in'))).toBe(false);
  });

  it('lists the room\'s types and the goal vocabulary\'s words as the grammar\'s choices, each once', () => {
    const type = /^type ::= (.*)$/m.exec(form.grammar)![1]!;
    expect(type.split(' | ').sort()).toEqual([...new Set(roomTypes)].sort().map((t) => `"${t}"`));
    expect(/^words ::= (.*)$/m.exec(form.grammar)![1]!.split(' | ').map((w) => w.split(' ')[0])).toEqual(STATE_WORDS.map((w) => `"${w}"`));
    const rules = form.grammar.trim().split('\n').map((l) => l.split(' ::= ')[0]);
    expect(new Set(rules).size).toBe(rules.length);
  });

  it('every reply the grammar allows is read into a plan and a goal that the schemas accept', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const text = gbnfSample(grammar, seededRandom(seed));
        expect(gbnfAccepts(grammar, text)).toBe(true);
        const read = form.read(text);
        if (!read.ok) throw new Error(`${read.problem}\n${text}`);
        expect(() => planFromReply(read.value)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
