/**
 * The 1.5B model's false successes on the `openai` and `combined` planners (issue 41's run of
 * 031e610, BENCHMARKS.md), each with the goal the model stated as its session recorded it, checked
 * with the household reader's grounds for the request in its room (reader-check.ts): every
 * alternative that made the false success is dropped before any code, with why, and what the
 * reader reads is what is left or planned instead.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Alternative } from '../../src/goals/index.js';
import { suitesDir } from '../../src/experiments/index.js';
import { loadScene, loadWorld } from '../../src/world/index.js';
import { checkWithReader } from './reader-check.js';

const alt = (name: string, ...all: Alternative['all']): Alternative => ({ name, all });
const whys = (dropped: readonly { alternative: Alternative; why: string }[]) => dropped.map((d) => [d.alternative.name, d.why]);

describe("the 1.5B model's stated goals that ended in false successes", () => {
  it("'It's too dark in here, I want to read in bed.' (FloorPlan301, openai): a Book open in the Bed is not the lamp the reader reads", () => {
    const stated = [
      alt('Book', { exists: { type: 'Book', in: 'Bed', is: ['open'] } }),
      alt('Pillow', { exists: { type: 'Pillow', in: 'Bed', is: ['open'] } }),
      alt('Mug', { exists: { type: 'Mug', in: 'Bed', is: ['open'] } }),
    ];
    const { kept, dropped } = checkWithReader(loadWorld('FloorPlan301'), "It's too dark in here, I want to read in bed.", stated);
    expect(kept).toEqual([]);
    expect(whys(dropped)).toEqual([['Book', 'not-the-request'], ['Pillow', 'not-the-request'], ['Mug', 'not-the-request']]);
  });

  it("'I feel so tired, need to relax.' (FloorPlan401, openai): the LightSwitch on with a tap undoes the lights dimmed; the bath with them dimmed stands", () => {
    const lightsOn = alt('LightSwitch', { exists: { type: 'LightSwitch', is: ['on'] } }, { exists: { type: 'Faucet', is: ['on'] } }, { exists: { type: 'PaperTowelRoll', is: ['usedUp'] } }, { exists: { type: 'ToiletPaper', is: ['usedUp'] } });
    const bath = alt('bath running, lights dimmed', { exists: { type: 'Faucet', is: ['on'] } }, { none: { type: 'LightSwitch', is: ['on'] } });
    const rolls = alt('PaperTowelRoll', { exists: { type: 'PaperTowelRoll', is: ['usedUp'] } }, { exists: { type: 'ToiletPaper', is: ['usedUp'] } });
    const { kept, dropped } = checkWithReader(loadWorld('FloorPlan401'), 'I feel so tired, need to relax.', [lightsOn, bath, rolls]);
    expect(kept).toEqual([bath]);
    expect(whys(dropped)).toEqual([['LightSwitch', 'against-the-reading'], ['PaperTowelRoll', 'not-the-request']]);
  });

  it("'I'm thirsty.' (FloorPlan2, openai with examples): sliced bread and toast are another task", () => {
    const stated = [alt('BreadSliced', { exists: { type: 'Bread', in: 'CounterTop', is: ['sliced'] } }), alt('Toasted', { exists: { type: 'BreadSliced', in: 'Toaster', is: ['hot'] } })];
    const { kept, dropped } = checkWithReader(loadWorld('FloorPlan2'), "I'm thirsty.", stated);
    expect(kept).toEqual([]);
    expect(whys(dropped)).toEqual([['BreadSliced', 'not-the-request'], ['Toasted', 'not-the-request']]);
  });

  it("'Can you help me tidy up the room?' (FloorPlan201, openai with examples): dishes off the DiningTable are not the seats cleared", () => {
    const offTable = (name: string) => alt(name, ...['Bowl', 'Plate', 'RemoteControl', 'CreditCard', 'Drawer', 'CoffeeTable'].map((type) => ({ none: { type, in: 'DiningTable' } })));
    const { kept, dropped } = checkWithReader(loadWorld('FloorPlan201'), 'Can you help me tidy up the room?', [offTable('dishes'), offTable('dishwasher')]);
    expect(kept).toEqual([]);
    expect(whys(dropped)).toEqual([['dishes', 'not-the-request'], ['dishwasher', 'not-the-request']]);
  });

  it("'Place the cup with the knife in it next to the tomato.' (ALFRED train, combined with examples): a slice in the cup, or the cup filled or hot, is a change no word asks for", () => {
    const world = loadWorld('FloorPlan24');
    const scene = loadScene('FloorPlan24-T20190907-020009-955451', world.catalogue, join(suitesDir(), 'alfred-train-sample.scenes'));
    const stated = [
      alt('sliced tomato', { exists: { type: 'TomatoSliced', in: 'Cup', is: ['sliced'] } }),
      alt('sliced tomato', { exists: { type: 'Cup', in: 'SinkBasin', is: ['filled'] } }),
      alt('sliced tomato', { exists: { type: 'Cup', in: 'SinkBasin', is: ['hot'] } }),
    ];
    const { kept, dropped } = checkWithReader({ ...world, scene }, 'Place the cup with the knife in it next to the tomato.', stated);
    expect(kept).toEqual([]);
    expect(dropped.map((d) => d.why)).toEqual(['unasked-change', 'unasked-change', 'unasked-change']);
    // The task's own goal, the knife in the cup on the table, stands.
    const goal = alt('knife in the cup on the table', { exists: { type: 'ButterKnife', directlyIn: 'Cup' } }, { exists: { type: 'Cup', directlyIn: 'DiningTable' } });
    expect(checkWithReader({ ...world, scene }, 'Place the cup with the knife in it next to the tomato.', [goal]).kept).toEqual([goal]);
  });

  it("'Can you help me empty the cabinets and drawers?' (FloorPlan1, openai, run at d3cc21b): a Cabinet open and a Cabinet closed is no emptying; the fridge opened for 'open the fridge' stands", () => {
    const world = loadWorld('FloorPlan1');
    const openShut = (type: string) => alt(type, { exists: { type, is: ['open'] } }, { exists: { type, is: ['closed'] } });
    const { kept, dropped } = checkWithReader(world, 'Can you help me empty the cabinets and drawers?', [openShut('Cabinet'), openShut('Drawer')]);
    expect(kept).toEqual([]);
    expect(whys(dropped)).toEqual([['Cabinet', 'appliance-state'], ['Drawer', 'appliance-state']]);
    const fridgeOpen = alt('fridge open', { exists: { type: 'Fridge', isOpen: true } });
    expect(checkWithReader(world, 'open the fridge', [fridgeOpen]).kept).toEqual([fridgeOpen]);
  });

  it("'Put all scrub brush in one drawer.' (TEACh, FloorPlan410, openai with examples, run at 81a1f1f): a Drawer open beside what holds already is no way of putting the brush away", () => {
    const world = loadWorld('FloorPlan410');
    const opened = alt('Drawer', { exists: { type: 'Drawer', is: ['open'] } }, ...(['held', 'filled', 'hot', 'dirty'] as const).map((state) => ({ none: { type: 'ScrubBrush', is: [state] } })));
    const inDrawer = alt('ScrubBrush', { exists: { type: 'ScrubBrush', in: 'Drawer' } });
    // At the start nothing is held and the brush is clean, empty and cold (scenes/FloorPlan410.yaml): every `none` holds.
    const atStart = (a: Alternative): boolean => a.all.every((p) => 'none' in p);
    const { kept, dropped } = checkWithReader(world, 'Put all scrub brush in one drawer.', [inDrawer, opened], undefined, atStart);
    expect(whys(dropped)).toEqual([['Drawer', 'appliance-state']]);
    expect(kept).toEqual([inDrawer]);
  });
});
