/**
 * What a thing of the room is for here (uses/thing-uses.ts), and the one use a thing seen to with a
 * generic verb gets (uses/seen-to.ts): the uses whose goal acts on it in this room; a thing seen to
 * alone with exactly one is that use kept to the thing; several, none, or anything else asked
 * beside it leave it a thing to ask about.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../../src/planning/offline/index.js';
import { usableTypes } from '../../../../src/planning/offline/understanding.js';
import { seenToGoal, type SeenReading } from '../../../../src/planning/offline/uses/seen-to.js';
import { usesOfThing } from '../../../../src/planning/offline/uses/thing-uses.js';
import { loadWorld } from '../../../../src/world/index.js';

/** A floorplan's room as the uses read it. */
function roomOf(scene: string) {
  const world = loadWorld(scene);
  const objectTypes = [...new Set(world.scene.objects.map((o) => o.type))];
  const usable = usableTypes({ name: scene, roomType: world.scene.roomType, objectTypes }, world.catalogue);
  return { knowledge: loadKnowledge(undefined, world.catalogue), room: { roomType: world.scene.roomType, usable, catalogue: world.catalogue } };
}

const kitchen = roomOf('FloorPlan3');
const bedroom = roomOf('FloorPlan301');
const titles = (types: string[], { knowledge, room }: ReturnType<typeof roomOf>): string[] => usesOfThing(types, knowledge, room).map((u) => u.title);

/** A reading that sees to one thing and asks nothing else. */
const seeing = (types: string[], words: string, extra: Partial<SeenReading> = {}): SeenReading => ({
  seenTo: [{ types, words, verb: 'deal with' }],
  stray: [],
  commands: [],
  asked: [],
  needs: [],
  putAway: [],
  personal: [],
  absent: [],
  outOfReach: [],
  ...extra,
});

describe('usesOfThing', () => {
  it('lists the uses whose goal acts on the thing in this room, by the title of what they offer for it', () => {
    expect(titles(['HousePlant'], kitchen)).toEqual(['a watered plant']);
    expect(titles(['Bed'], bedroom)).toEqual(['a made bed', 'tidy up the bed']);
    // A meal of bread is toast: the part of the meal that acts on it.
    expect(titles(['Bread'], kitchen)).toContain('toast');
  });

  it('of a thing of several types, only the uses that list every one of them', () => {
    expect(titles(['Plate', 'Mug'], kitchen)).toEqual(['clean dishes']);
  });
});

describe('seenToGoal', () => {
  it('a thing with one use, seen to alone: that use kept to the thing, resting on the verb and the thing, with its note', () => {
    const { goal, stray } = seenToGoal(seeing(['HousePlant'], 'plant'), kitchen.knowledge, kitchen.room);
    expect(goal?.goal.id).toBe('watered-plant');
    expect(goal?.goal.title).toBe('a watered plant');
    expect(goal?.words).toEqual(['deal with', 'plant']);
    expect(goal?.notes[0]).toMatch(/cannot be carried to the tap/);
    expect(stray).toEqual([{ types: ['HousePlant'], words: 'plant', verb: 'deal with' }]);
  });

  it('several uses, none here, or anything else asked: no goal, the thing left to ask about', () => {
    expect(seenToGoal(seeing(['Bed'], 'bed'), bedroom.knowledge, bedroom.room).goal).toBeUndefined();
    expect(seenToGoal(seeing(['HousePlant'], 'plant'), bedroom.knowledge, bedroom.room).goal).toBeUndefined();
    expect(seenToGoal(seeing(['HousePlant'], 'plant', { commands: ['turn on the lights'] }), kitchen.knowledge, kitchen.room).goal).toBeUndefined();
  });

  it('only the uses the verb may see it to ("fix" of the pillows: the bed made), none when it may see it to none', () => {
    const pillows = (uses: string[]) => ({ ...seeing(['Pillow'], 'pillows'), seenTo: [{ types: ['Pillow'], words: 'pillows', verb: 'fix', uses }] });
    expect(seenToGoal(pillows(['made-bed']), bedroom.knowledge, bedroom.room).goal?.goal.id).toBe('made-bed');
    expect(seenToGoal(pillows([]), bedroom.knowledge, bedroom.room).goal).toBeUndefined();
  });
});

describe('a use read only from a complaint', () => {
  it('is never offered as what to do with a thing named alone ("it switched off" of the big light)', () => {
    const living = roomOf('FloorPlan205');
    const offered = titles(['LightSwitch'], living);
    expect(offered).toContain('turn off the lights');
    expect(offered).not.toContain('it switched off');
  });
});
