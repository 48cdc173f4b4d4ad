import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { evaluateCriteria, holds, type Alternative, type CriteriaState } from '../../../src/experiments/suites/criteria.js';
import { goalConditions } from '../../../src/experiments/suites/goal-conditions.js';
import { Suite, suiteEpisodes } from '../../../src/experiments/suites/suite.js';

const fixed = new Set(['Fridge', 'CounterTop', 'Cabinet', 'Drawer', 'StoveBurner']);
const pickupable = (type: string) => !fixed.has(type);

const state: CriteriaState = {
  objects: [
    { objectId: 'Fridge|1', objectType: 'Fridge', parentReceptacles: [], isOpen: false },
    { objectId: 'Egg|1|EggCracked_0', objectType: 'EggCracked', parentReceptacles: ['Pan|1', 'StoveBurner|1'], isCooked: true },
    { objectId: 'Pan|1', objectType: 'Pan', parentReceptacles: ['StoveBurner|1'] },
    { objectId: 'StoveBurner|1', objectType: 'StoveBurner', parentReceptacles: [] },
    { objectId: 'Cabinet|1', objectType: 'Cabinet', parentReceptacles: [] },
    { objectId: 'Cup|1', objectType: 'Cup', parentReceptacles: ['Cabinet|1'] },
  ],
};

describe('success criteria', () => {
  it('exists, none and count follow the state, types and containment', () => {
    expect(holds({ exists: { type: 'EggCracked', isCooked: true, in: 'Pan' } }, state, pickupable)).toBe(true);
    expect(holds({ exists: { type: 'EggCracked', isCooked: true, in: 'Plate' } }, state, pickupable)).toBe(false);
    expect(holds({ exists: { type: 'EggCracked', in: 'StoveBurner' } }, state, pickupable)).toBe(true); // transitively
    expect(holds({ none: { pickupable: true, in: ['Cabinet', 'Drawer'] } }, state, pickupable)).toBe(false);
    expect(holds({ count: { type: ['Pan', 'Cup'] }, atLeast: 2 }, state, pickupable)).toBe(true);
    expect(holds({ count: { type: ['Pan', 'Cup'] }, atLeast: 3 }, state, pickupable)).toBe(false);
    expect(holds({ exists: { type: 'Fridge', isOpen: false } }, state, pickupable)).toBe(true);
    expect(holds({ exists: { type: 'Pan', notIn: 'StoveBurner' } }, state, pickupable)).toBe(false);
  });

  it('a disjunction is met by its first alternative that holds, and explains the rest', () => {
    const alternatives: Alternative[] = [
      { name: 'toast', all: [{ exists: { type: 'BreadSliced', isCooked: true } }] },
      { name: 'egg', all: [{ exists: { type: 'EggCracked', isCooked: true } }] },
    ];
    const verdict = evaluateCriteria(alternatives, state, pickupable);
    expect(verdict).toMatchObject({ met: true, alternative: 'egg' });
    expect(verdict.unmet).toEqual([{ alternative: 'toast', predicate: 'there should be a BreadSliced that is cooked', because: ['there is no BreadSliced in the room'] }]);
    const failed = evaluateCriteria([alternatives[0]!], state, pickupable);
    expect(failed.met).toBe(false);
    expect(evaluateCriteria([{ name: 'empty', all: [{ none: { pickupable: true, in: ['Cabinet', 'Drawer'] } }] }], state, pickupable).unmet[0]!.predicate).toBe(
      'there should be no small object in a Cabinet or Drawer',
    );
  });

  it('the paper suite is valid and has 40 episodes over 8 tasks', () => {
    const suite = Suite.parse(parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'suites', 'paper.yaml'), 'utf8')));
    expect(suite.tasks).toHaveLength(8);
    const episodes = suiteEpisodes(suite);
    expect(episodes).toHaveLength(40);
    expect(new Set(episodes.map((e) => e.id)).size).toBe(40);
  });
});

describe('goal conditions', () => {
  const state = (objects: { objectType: string; isToggled?: boolean; parentReceptacles?: string[] }[]) => ({
    objects: objects.map((o, i) => ({ objectId: `${o.objectType}|${i}`, parentReceptacles: [], ...o })),
  });
  const alternatives: Alternative[] = [
    { name: 'lamp light', all: [{ none: { type: 'LightSwitch', isToggled: true } }, { exists: { type: 'DeskLamp', isToggled: true } }, { exists: { type: 'Laptop', in: 'Bed' } }] },
    { name: 'dark', all: [{ none: { type: 'LightSwitch', isToggled: true } }, { none: { type: 'DeskLamp', isToggled: true } }] },
  ];

  it('counts the predicates met of the alternative closest to being met', () => {
    // Light off, lamp off: 'dark' is met whole (2/2), 'lamp light' only 1/3.
    expect(goalConditions(alternatives, state([{ objectType: 'LightSwitch' }, { objectType: 'DeskLamp' }]), () => false)).toEqual({ alternative: 'dark', met: 2, total: 2 });
    // Light on, lamp on: 'lamp light' 1/3 beats 'dark' 0/2.
    expect(goalConditions(alternatives, state([{ objectType: 'LightSwitch', isToggled: true }, { objectType: 'DeskLamp', isToggled: true }]), () => false)).toEqual({ alternative: 'lamp light', met: 1, total: 3 });
    // Light on, no lamp: 'dark' 1/2 beats 'lamp light' 0/3; an equal share would go to the first alternative.
    expect(goalConditions(alternatives, state([{ objectType: 'LightSwitch', isToggled: true }]), () => false)).toEqual({ alternative: 'dark', met: 1, total: 2 });
    expect(goalConditions([alternatives[1]!, { ...alternatives[1]!, name: 'dark again' }], state([]), () => false).alternative).toBe('dark');
  });
});
