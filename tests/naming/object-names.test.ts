/** Readable names for object ids: one per object, unique, and telling which one. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StateResult } from '../../src/bridge/protocol.js';
import { idLegend, idsInText, nameObjects, typeWords, viewOf, viewOfScene } from '../../src/naming/index.js';

import { loadWorld } from '../../src/world/index.js';

const states = JSON.parse(readFileSync(new URL('../outcome/fixtures/fried-egg-floorplan1.json', import.meta.url), 'utf8')) as { before: StateResult; after: StateResult };
const world = loadWorld('FloorPlan1');

describe('nameObjects', () => {
  const names = nameObjects(viewOf(states.before, world.scene));

  it('names a one-of-a-kind object by its type, and tells several apart by what they hold, switch or stand by', () => {
    expect(names.of('Egg|-02.25|+00.80|+00.99')).toBe('the Egg');
    expect(names.of('StoveBurner|+00.49|+00.95|-02.28')).toBe('the burner under the Pan');
    expect(names.of('StoveKnob|+00.39|+00.90|-01.78')).toBe('the knob of the burner under the Pan');
    expect(names.of('StoveKnob|+00.39|+00.90|-02.17')).toBe('the knob of the burner under the Pot');
    expect(names.of('Cabinet|+00.72|+02.02|-02.46')).toBe('the Cabinet with the Mug');
    expect(names.of('Cabinet|-01.55|+00.50|+00.38')).toBe('the Cabinet by the Fridge');
    expect(names.of('Sink|-01.90|+00.97|-01.50|SinkBasin')).toBe('the sink basin');
  });

  it('gives every object of the room a name of its own', () => {
    const all = names.entries();
    expect(all).toHaveLength(states.before.objects.length);
    expect(new Set(all.map(([, name]) => name)).size).toBe(all.length);
    for (const [id, name] of all) expect(name, id).not.toContain('|');
  });

  it('names a scene file the same as the simulator\'s state of it (code is shown before anything runs)', () => {
    expect(nameObjects(viewOfScene(world.scene)).entries().sort()).toEqual(names.entries().sort());
  });

  it('labels an id with its name beside it, and leaves unknown ids as they are', () => {
    expect(names.label('Egg|-02.25|+00.80|+00.99')).toBe('Egg|-02.25|+00.80|+00.99 (the Egg)');
    expect(names.of('Nothing|+01.00|+00.00|+00.00')).toBe('Nothing|+01.00|+00.00|+00.00');
  });

  it('names objects that appeared later from the later state, without renaming the others', () => {
    const both = nameObjects(viewOf(states.before, world.scene), viewOf(states.after, world.scene));
    expect(both.of('Egg|-02.25|+00.80|+00.99|EggCracked_0')).toBe('the cracked Egg');
    expect(both.of('StoveBurner|+00.49|+00.95|-02.28')).toBe('the burner under the Pan');
  });

  it('names a holder without the object a sentence is about: the Mug "was in the Cabinet by ...", not "in the Cabinet with the Mug"', () => {
    const mug = states.before.objects.find((o) => o.objectType === 'Mug')!.objectId;
    const cabinet = 'Cabinet|+00.72|+02.02|-02.46';
    const about = names.about(cabinet, mug);
    expect(about).toMatch(/^the (upper |lower )?Cabinet/);
    expect(about).not.toContain('Mug');
    // Said of anything else, the holder keeps its name.
    expect(names.about(cabinet, 'Egg|-02.25|+00.80|+00.99')).toBe('the Cabinet with the Mug');
  });

  it('falls back to a count when nothing else tells two objects apart', () => {
    const twins: StateResult = {
      scene: 'X',
      agents: [],
      objects: ['Box|+01.00|+00.00|+01.00', 'Box|+01.00|+00.00|+01.00|Box_1'].map((objectId) => ({ ...states.before.objects[0]!, objectId, objectType: 'Box', parentReceptacles: [], receptacleObjectIds: [] })),
    };
    const named = nameObjects(viewOf(twins));
    expect(named.entries().map(([, n]) => n).sort()).toEqual(['Box 1 of 2', 'Box 2 of 2']);
  });
});

describe('ids in code', () => {
  const code = "def f():\n    SwitchOn('StoveKnob|+00.39|+00.90|-01.78')\n    PutObject('Egg', 'Pan')\n    SwitchOff('StoveKnob|+00.39|+00.90|-01.78')\n";
  it('finds each quoted id once, and the legend names it', () => {
    expect(idsInText(code)).toEqual(['StoveKnob|+00.39|+00.90|-01.78']);
    expect(idLegend(code, nameObjects(viewOf(states.before, world.scene)))).toEqual(['StoveKnob|+00.39|+00.90|-01.78 = the knob of the burner under the Pan']);
  });

  it('says derived and fixture types as a person does', () => {
    expect([typeWords('EggCracked'), typeWords('BreadSliced'), typeWords('StoveKnob'), typeWords('Mug')]).toEqual(['cracked Egg', 'Bread slice', 'knob', 'Mug']);
  });
});
