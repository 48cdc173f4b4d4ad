import { describe, expect, it } from 'vitest';
import { describeObject, describeSceneObject } from '../../src/world/describe.js';
import { loadCatalogue } from '../../src/world/load-catalogue.js';
import { loadScene } from '../../src/world/load-scene.js';
import { FIXTURES } from './fixture-copy.js';

const scenes = `${FIXTURES}scenes`;
const catalogue = loadCatalogue(scenes);
const scene = loadScene('FloorPlan1', catalogue, scenes);
const object = (type: string) => {
  const found = scene.objects.find((o) => o.type === type);
  if (found === undefined) throw new Error(`no ${type} in the fixture scene`);
  return found;
};

describe('describeObject', () => {
  it('gives properties, interactions and receptacles from the catalogue', () => {
    expect(describeObject('Apple', catalogue)).toBe(
      'Apple: pickupable, sliceable, cookable. Slice with a held knife to get AppleSliced. Goes in or on: Fridge, CounterTop, Plate.',
    );
  });

  it('ends an interaction sentence with a full stop and names the source of a derived type', () => {
    expect(describeObject('Fridge', catalogue)).toBe('Fridge: openable, receptacle. Open it to reach what is inside.');
    expect(describeObject('AppleSliced', catalogue)).toContain('Made from Apple.');
  });

  it('says so for a type the catalogue lacks', () => {
    expect(describeObject('Spork', catalogue)).toBe('Spork: not a known object type.');
  });
});

describe('describeSceneObject', () => {
  it('lists every state flag the type can have, defaulting to false, and where it is', () => {
    expect(describeSceneObject(object('Egg'), catalogue)).toBe(
      'Egg|-02.04|+00.81|+01.24 (Egg) in Fridge|-02.10|+00.00|+01.09; isSliced: false, isCooked: false, isBroken: false',
    );
    expect(describeSceneObject(object('Plate'), catalogue)).toContain('isDirty: true, isBroken: false');
    expect(describeSceneObject(object('Fridge'), catalogue)).toBe('Fridge|-02.10|+00.00|+01.09 (Fridge); isOpen: false');
  });
});
