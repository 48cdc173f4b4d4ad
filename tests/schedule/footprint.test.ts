import { describe, expect, it } from 'vitest';
import { deriveSchedule, footprints, resourceOf, sceneFacts, type CallShape, type SceneFacts, type StepShape } from '../../src/schedule/index.js';
import { loadWorld } from '../../src/world/index.js';
import { FIXTURE_SCENES } from '../helpers/scenes.js';
import { findProjectRoot } from '../../src/world/index.js';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const FRIDGE = 'Fridge|-02.10|+00.00|+01.09';
const EGG = 'Egg|-02.04|+00.81|+01.24';
const C1 = 'CounterTop|+00.10|+00.95|-02.00';
const C2 = 'CounterTop|+01.10|+00.95|-02.00';
const CAB1 = 'Cabinet|+00.68|+00.50|-02.20';
const CAB2 = 'Cabinet|+00.68|+02.02|-02.46';

/** Facts of a small kitchen, by hand: an egg in the fridge, two counters, two cabinets, a knob driving a burner with a pan on it. */
const facts: SceneFacts = {
  groupOf: new Map([
    ['Egg', 'Egg'], ['EggCracked', 'Egg'], ['Apple', 'Apple'], ['AppleSliced', 'Apple'], ['StoveKnob', 'StoveBurner'], ['StoveBurner', 'StoveBurner'],
  ]),
  linked: new Set(['StoveBurner']),
  multiInstance: new Set(['CounterTop', 'Cabinet', 'AppleSliced', 'Mug']),
  movable: new Set(['Egg', 'EggCracked', 'Apple', 'AppleSliced', 'Pan', 'Bowl', 'Mug', 'Knife']),
  single: new Map([['Fridge', FRIDGE], ['Egg', EGG], ['Pan', 'Pan|1'], ['Bowl', 'Bowl|1'], ['Knife', 'Knife|1'], ['GarbageCan', 'GarbageCan|1']]),
  ancestors: new Map<string, string[]>([
    [FRIDGE, []], [EGG, [FRIDGE]], [C1, []], [C2, []], [CAB1, []], [CAB2, []], ['Bowl|1', [CAB1]], ['Knife|1', [C1]], ['Pan|1', ['StoveBurner|1']],
    ['StoveBurner|1', []], ['StoveKnob|1', []], ['Mug|1', [CAB2]], ['Mug|2', [C2]], ['GarbageCan|1', []],
  ]),
  bounded: new Set(['GarbageCan']),
  garbage: 'GarbageCan',
};

const v = (value: string, param?: string) => ({ kind: 'value' as const, value, ...(param === undefined ? {} : { param }) });
const go = (object: string): StepShape => ({ action: 'GoToObject', args: { objectId: v(object) } });
const act = (action: string, object: string): StepShape => ({ action, args: { objectId: v(object) } });
const call = (agent: string, ...steps: StepShape[]): CallShape => ({ agent, steps });
const put = (agent: string, object: string, receptacle: string): CallShape =>
  call(agent, go(object), act('PickupObject', object), go(receptacle), { action: 'PutObject', args: { objectId: v(object), receptacleObjectId: v(receptacle) } });
const sets = (f: { reads: ReadonlySet<string>; writes: ReadonlySet<string> }) => ({ reads: [...f.reads].sort(), writes: [...f.writes].sort() });

describe('resourceOf', () => {
  it('names one object by id, by the type of a single object, and a whole group otherwise', () => {
    expect(resourceOf(facts, 'Fridge')).toBe(`Fridge#${FRIDGE}`);
    expect(resourceOf(facts, FRIDGE)).toBe(`Fridge#${FRIDGE}`);
    expect(resourceOf(facts, 'CounterTop')).toBe('CounterTop');
    expect(resourceOf(facts, C1)).toBe(`CounterTop#${C1}`);
    // A cracked egg by id is the egg it came from; a knob is its whole linked group.
    expect(resourceOf(facts, `${EGG}|EggCracked_0`)).toBe(`Egg#${EGG}`);
    expect(resourceOf(facts, 'StoveKnob|1')).toBe('StoveBurner');
  });
});

describe('footprints', () => {
  it('opening writes the fridge; taking the egg out of it reads the fridge and writes the egg', () => {
    const [open, take] = footprints([call('robot', go('Fridge'), act('OpenObject', 'Fridge')), put('human', 'Egg', 'Pan')], facts);
    expect(sets(open!)).toEqual({ reads: [], writes: [`Fridge#${FRIDGE}`] });
    expect(sets(take!)).toEqual({ reads: [`Fridge#${FRIDGE}`, 'Pan#Pan|1', 'StoveBurner'], writes: [`Egg#${EGG}`] });
  });

  it('follows a put: later calls on the egg read the pan and the burner, no longer the fridge', () => {
    const [, crack] = footprints([put('human', 'Egg', 'Pan'), call('human', go('Egg'), act('BreakObject', 'Egg'))], facts);
    expect(sets(crack!)).toEqual({ reads: ['Pan#Pan|1', 'StoveBurner'], writes: [`Egg#${EGG}`] });
  });

  it('switching a knob writes its linked burner, which a put into the pan on it reads', () => {
    const [knob] = footprints([call('human', go('StoveKnob|1'), act('SwitchOn', 'StoveKnob|1'))], facts);
    expect(sets(knob!)).toEqual({ reads: [], writes: ['StoveBurner'] });
  });

  it('two puts onto one counter only read it; a garbage can with a capacity has its room written', () => {
    const [a, b, c] = footprints([put('robot', 'Bowl', C1), put('human', 'Knife', C1), call('human', act('PickupObject', 'Knife'), go('GarbageCan'), act('ThrowObject', 'Knife'))], facts);
    expect(a!.reads.has(`CounterTop#${C1}`) && b!.reads.has(`CounterTop#${C1}`)).toBe(true);
    expect([...a!.writes, ...b!.writes].some((w) => w.includes('CounterTop'))).toBe(false);
    expect(c!.writes).toContain('room:GarbageCan#GarbageCan|1');
  });

  it('opening one cabinet does not touch what lies in another', () => {
    const [open, take] = footprints([call('robot', go(CAB1), act('OpenObject', CAB1)), put('human', 'Mug|1', C2)], facts);
    expect(open!.writes).toEqual(new Set([`Cabinet#${CAB1}`]));
    expect(take!.reads.has(`Cabinet#${CAB2}`)).toBe(true);
    expect(take!.reads.has(`Cabinet#${CAB1}`)).toBe(false);
  });

  it('a movable type of several instances named by type changes the memory of its last resolution', () => {
    const [first, second] = footprints([put('robot', 'Mug', 'CounterTop'), put('human', 'Mug', 'CounterTop')], facts);
    expect(first!.writes.has('memo:Mug') && second!.writes.has('memo:Mug')).toBe(true);
    // Furniture named by type only reads it, unless the agent may stand at one.
    expect(first!.reads.has('memo:CounterTop')).toBe(true);
    const [, again] = footprints([call('robot', go('CounterTop')), call('robot', go('CounterTop'))], facts);
    expect(again!.writes.has('memo:CounterTop')).toBe(true);
  });

  it('leaves out a memory no call reads by type, and an id changes it', () => {
    const [byId] = footprints([call('robot', go(C1))], facts);
    expect([...byId!.writes, ...byId!.reads].some((k) => k.startsWith('memo:'))).toBe(false);
    const [, , read] = footprints([call('robot', go(C1)), call('human', go(C2)), call('human', go('Bowl'), go('CounterTop'))], facts);
    expect(read!.reads.has('memo:CounterTop')).toBe(true);
    const prints = footprints([call('robot', go(C1)), call('human', go('Bowl'), go('CounterTop'))], facts);
    expect(prints[0]!.writes.has('memo:CounterTop')).toBe(true);
  });

  it('a tool fetched and put back: its place is read, and a step of an unknown action changes what it names', () => {
    const slice: StepShape[] = [
      go('Knife'), act('PickupObject', 'Knife'), go('Apple'),
      { action: 'SliceObject', args: { objectId: v('Apple'), toolObjectId: v('Knife', 'tool') } },
      { action: 'GoToObject', args: { objectId: { kind: 'origin', param: 'tool' } } },
      { action: 'PutObject', args: { objectId: v('Knife', 'tool'), receptacleObjectId: { kind: 'origin', param: 'tool' } } },
    ];
    const [cut, dance] = footprints([call('human', ...slice), call('robot', act('DanceObject', 'Bowl'))], facts);
    expect(sets(cut!)).toEqual({ reads: [`CounterTop#${C1}`], writes: ['Apple', 'Knife#Knife|1'] });
    expect(dance!.writes.has('Bowl#Bowl|1')).toBe(true);
    // Back where the knife came from, the agent may stand at any counter: naming one by type may change the memory.
    const [, next] = footprints([call('human', ...slice), call('human', go('CounterTop'))], facts);
    expect(next!.writes.has('memo:CounterTop')).toBe(true);
  });
});

describe('footprints of a type with several instances', () => {
  const M1 = 'Mug|1';
  const M2 = 'Mug|2';
  const schedule = (calls: CallShape[]) => deriveSchedule(footprints(calls, facts).map((footprint, i) => ({ agent: calls[i]!.agent, seconds: 10, footprint })));

  it('a type names the instance the memory holds when no agent may stand where another one is: calls on the other instance run at once', () => {
    // Mug|2 is put on C1 by id; 'Mug' then resolves to it (rule 3), and opening the cabinet of Mug|1 need not wait.
    const calls = [put('robot', M2, C1), put('robot', 'Mug', C2), call('human', go(CAB2), act('OpenObject', CAB2))];
    const [, byType, open] = footprints(calls, facts);
    expect(byType!.writes.has(`Mug#${M2}`)).toBe(true);
    expect(byType!.writes.has('Mug')).toBe(false);
    expect(byType!.reads.has(`Cabinet#${CAB2}`)).toBe(false);
    expect(byType!.reads.has('memo:Mug') && byType!.reads.has('where:Mug')).toBe(true);
    expect(open!.writes).toEqual(new Set([`Cabinet#${CAB2}`]));
    expect(schedule(calls).calls[2]!.start).toBe(0);
    // The instance put by type lies on C2 alone, no longer perhaps on C1.
    const [, , later] = footprints([...calls.slice(0, 2), put('human', M2, 'Bowl|1')], facts);
    expect(later!.reads.has(`CounterTop#${C2}`) && !later!.reads.has(`CounterTop#${C1}`)).toBe(true);
  });

  it('stays the whole type where rule 2 may pick another instance: an agent may stand at the cabinet holding Mug|1', () => {
    const calls = [call('human', go(CAB2), act('OpenObject', CAB2)), put('robot', M2, C1), put('robot', 'Mug', C2)];
    const [, , byType] = footprints(calls, facts);
    expect(byType!.writes.has('Mug')).toBe(true);
    expect(byType!.reads.has(`Cabinet#${CAB2}`)).toBe(true);
  });

  it('stays the whole type while the memory is unknown (nothing named an instance yet) or an instance may be held', () => {
    const [first] = footprints([put('robot', 'Mug', C1)], facts);
    expect(first!.writes.has('Mug')).toBe(true);
    const pick = call('robot', go(M2), act('PickupObject', M2));
    const [, , held] = footprints([put('robot', M2, C1), pick, put('human', 'Mug', C2)], facts);
    expect(held!.writes.has('Mug')).toBe(true);
  });

  it('an id naming the instance the memory holds reads the memory; another instance writes it; moving an instance writes where it is', () => {
    const [, , same, other] = footprints([put('robot', M2, C1), put('robot', 'Mug', C2), call('human', go(M2)), call('human', go(M1))], facts);
    expect(same!.reads.has('memo:Mug') && !same!.writes.has('memo:Mug')).toBe(true);
    expect(other!.writes.has('memo:Mug')).toBe(true);
    const [moved] = footprints([put('robot', M2, C1), put('robot', 'Mug', C2)], facts);
    expect(moved!.writes.has(`where:Mug#${M2}`)).toBe(true);
  });

  it('a call that carries another instance of the type keeps its order with a call resolving the type (where:)', () => {
    // Mug|3 lies in the bowl; the human carries the bowl onto C1, where the robot stands as it resolves 'Mug'.
    const withBowl: SceneFacts = { ...facts, ancestors: new Map([...facts.ancestors, ['Mug|3', ['Bowl|1', CAB1]]]) };
    const calls = [put('robot', M2, C1), put('robot', 'Mug', C2), put('human', 'Bowl|1', C1)];
    const prints = footprints(calls, withBowl);
    expect(prints[2]!.writes.has('where:Mug#Mug|3')).toBe(true);
    const waits = deriveSchedule(prints.map((footprint, i) => ({ agent: calls[i]!.agent, seconds: 10, footprint }))).calls[2]!.after;
    expect(waits).toEqual([{ on: 1, because: ['where:Mug#Mug|3'] }]);
  });
});

describe('sceneFacts of a real scene', () => {
  const dir = mkdtempSync(join(tmpdir(), 'iteraplan-facts-'));
  cpSync(join(findProjectRoot(), 'scenes', 'object-types.yaml'), join(dir, 'object-types.yaml'));
  cpSync(join(FIXTURE_SCENES, 'TestKitchen.yaml'), join(dir, 'TestKitchen.yaml'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('groups a type with what it becomes and an appliance with what it drives; single objects are named by type', () => {
    const world = loadWorld('TestKitchen', { scenesDir: dir });
    const found = sceneFacts(world.scene, world.catalogue);
    expect(found.groupOf.get('AppleSliced')).toBe(found.groupOf.get('Apple'));
    expect(found.groupOf.get('EggCracked')).toBe(found.groupOf.get('Egg'));
    expect(found.groupOf.get('StoveKnob')).toBe(found.groupOf.get('StoveBurner'));
    expect(found.linked.has(found.groupOf.get('StoveKnob')!)).toBe(true);
    expect(found.single.get('Fridge')).toBe(FRIDGE);
    expect(found.single.has('Apple')).toBe(false); // it becomes several slices
    expect(found.multiInstance.has('AppleSliced')).toBe(true);
    expect(found.ancestors.get(EGG)).toEqual([FRIDGE]);
    expect(found.movable.has('Egg') && !found.movable.has('Fridge')).toBe(true);
  });
});
