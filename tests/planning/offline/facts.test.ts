/** buildObjectFacts: the needed types, the receptacles around them, what they hold, and links. */
import { describe, expect, it } from 'vitest';
import { buildObjectFacts, type FactsState } from '../../../src/planning/facts.js';
import { loadCatalogue, loadScene } from '../../../src/world/index.js';

const catalogue = loadCatalogue();

const object = (objectId: string, objectType: string, parents: string[] = [], contents: string[] = [], flags: Record<string, boolean> = {}) => ({
  objectId, objectType, parentReceptacles: parents, receptacleObjectIds: contents, ...flags,
});

const state: FactsState = {
  objects: [
    object('Fridge|+01.00|+00.00|+01.00', 'Fridge', [], ['Bowl|+01.00|+01.00|+01.00']),
    object('Bowl|+01.00|+01.00|+01.00', 'Bowl', ['Fridge|+01.00|+00.00|+01.00'], ['Egg|+01.00|+01.10|+01.00']),
    object('Egg|+01.00|+01.10|+01.00', 'Egg', ['Bowl|+01.00|+01.00|+01.00', 'Fridge|+01.00|+00.00|+01.00']),
    object('Cabinet|+02.00|+01.00|+00.00', 'Cabinet', [], ['Mug|+02.00|+01.00|+00.00'], { isOpen: true }),
    object('Mug|+02.00|+01.00|+00.00', 'Mug', ['Cabinet|+02.00|+01.00|+00.00'], [], { isDirty: true }),
    object('StoveBurner|+00.00|+01.00|+00.00', 'StoveBurner'),
    object('StoveBurner|+00.00|+01.00|+00.50', 'StoveBurner'),
    object('StoveKnob|+00.00|+01.00|+00.45', 'StoveKnob'),
  ],
};

describe('buildObjectFacts', () => {
  it('adds the receptacles around the needed objects, transitively', () => {
    const facts = buildObjectFacts(state, catalogue, ['Egg']);
    expect(facts.map((f) => f.type)).toEqual(['Egg', 'Bowl', 'Fridge']);
    expect(facts[0]!.instances[0]).toEqual({ objectId: 'Egg|+01.00|+01.10|+01.00', state: [], parent: 'Bowl|+01.00|+01.00|+01.00', contents: [] });
  });

  it('adds the types of what needed receptacles hold, with their state', () => {
    const facts = buildObjectFacts(state, catalogue, ['Cabinet']);
    expect(facts.map((f) => f.type)).toEqual(['Cabinet', 'Mug']);
    expect(facts[0]!.instances[0]!.state).toEqual(['isOpen']);
    expect(facts[1]!.instances[0]!.state).toEqual(['isDirty']);
    expect(facts[1]!.properties).toContain('pickupable');
  });

  it('skips types the state does not have', () => {
    expect(buildObjectFacts(state, catalogue, ['Toaster', 'Mug']).map((f) => f.type)).toEqual(['Mug', 'Cabinet']);
  });

  it("links a knob to the nearest burner unless the scene or the state says otherwise", () => {
    const nearest = buildObjectFacts(state, catalogue, ['StoveKnob', 'StoveBurner']);
    expect(nearest[0]!.instances[0]!.controls).toBe('StoveBurner|+00.00|+01.00|+00.50');
    const fromState = buildObjectFacts({ objects: state.objects.map((o) => (o.objectType === 'StoveKnob' ? { ...o, controlledObjects: ['StoveBurner|+00.00|+01.00|+00.00'] } : o)) }, catalogue, ['StoveKnob']);
    expect(fromState[0]!.instances[0]!.controls).toBe('StoveBurner|+00.00|+01.00|+00.00');
  });

  it("uses the scene's explicit links (FloorPlan1's knobs are not all next to their burners)", () => {
    const scene = loadScene('FloorPlan1', catalogue);
    const sceneState: FactsState = { objects: scene.objects.map((o) => object(o.id, o.type, o.parent ? [o.parent] : [])) };
    const knob = 'StoveKnob|+00.39|+00.90|-02.17';
    const withScene = buildObjectFacts(sceneState, catalogue, ['StoveKnob'], scene)[0]!.instances.find((i) => i.objectId === knob);
    expect(withScene?.controls).toBe(scene.objects.find((o) => o.id === knob)?.controls);
  });
});
