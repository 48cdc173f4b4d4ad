/**
 * What cannot be had here (uses.yaml `beyond`, `absent`): found where a clause asks for it, and
 * refused saying what is missing and why, with the robots' skills named; never read as another
 * task, and not where the words only tell what was or describe a thing the room has.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../../src/planning/offline/index.js';
import { understand } from '../../../../src/planning/offline/understanding.js';
import { outOfReachOf, outOfReachReason } from '../../../../src/planning/offline/uses/out-of-reach.js';
import { loadCatalogue, loadSkills } from '../../../../src/world/index.js';
import { readerIn, refusalOf as refusal } from '../understand/reader-in.js';

const catalogue = loadCatalogue();
const { uses } = loadKnowledge(undefined, catalogue);
const skills = [...loadSkills().keys()];

describe('the words of a refusal said by what cannot be had', () => {
  it('a word of an entry, or one word of a phrase of it the request says, is that entry; the others are left', () => {
    const found = outOfReachOf(['hoover', 'crumbs'], 'can you hoover under the sofa', uses);
    expect(found).toEqual({ found: [{ kind: 'beyond', key: 'vacuuming', words: 'hoover' }], rest: ['crumbs'] });
    // "red" alone is no drink; in "a glass of red" it is wine.
    expect(outOfReachOf(['red'], 'a red cup', uses).found).toEqual([]);
    expect(outOfReachOf(['red'], 'pour me a glass of red', uses).found).toEqual([{ kind: 'absent', key: 'wine', words: 'glass of red' }]);
  });

  it('an activity no skill does names the skills; a thing the world lacks says whether this room has what it does have', () => {
    const room = { roomType: 'Bedroom', usable: new Set(['Bed']), skills };
    const ironing = outOfReachReason([{ kind: 'beyond', key: 'ironing', words: 'iron' }], uses, room);
    expect(ironing).toBe(`'iron' asks for ironing, which none of the robots' skills does (${skills.join(', ')}): ${uses.beyond.ironing!.why}`);
    expect(skills).toContain('PickupObject');
    const sandwich = outOfReachReason([{ kind: 'absent', key: 'foods', words: 'sandwich' }], uses, room);
    expect(sandwich).toMatch(/^'sandwich' asks for a food this world does not have or a dish the planner cannot make: .*; this Bedroom has none of them \(Apple, Bread, Egg, Lettuce, Potato, Tomato\)$/);
    const kitchen = outOfReachReason([{ kind: 'absent', key: 'foods', words: 'sandwich' }], uses, { roomType: 'Kitchen', usable: new Set(['Bread']) });
    expect(kitchen).not.toMatch(/has none/);
  });
});

describe('the reader refuses what cannot be had, saying what is missing (issue 38)', () => {
  const bedroom = readerIn('FloorPlan319');
  const kitchen = readerIn('FloorPlan2');
  const living = readerIn('FloorPlan227');
  const showerRoom = readerIn('FloorPlan409');

  it('an activity none of the skills does is refused naming it and why, whatever word it hides behind', () => {
    expect(refusal(bedroom('Could you iron my shirt for tomorrow please?'))).toMatch(/^'iron' asks for ironing, which none of the robots' skills does \(OpenObject, .*PourObject\): AI2-THOR has no iron/);
    expect(refusal(living('can you hoover under the sofa, there are crumbs everywhere'))).toMatch(/^'hoover' asks for vacuuming, .*; it did not understand 'crumbs' either$/);
    expect(refusal(showerRoom("the toilet won't flush properly, can you have a look"))).toMatch(/^'flush' asks for flushing the toilet, .*no flush$/);
    expect(refusal(bedroom("the bulb's flickering, can you change it?"))).toMatch(/^'(bulb|flickering)' asks for changing a light bulb/);
    expect(refusal(living('walk the dog'))).toMatch(/^'walk the dog' asks for looking after an animal/);
    expect(refusal(kitchen('could you do the food shop? we are out of everything'))).toMatch(/^'food shop' asks for shopping/);
  });

  it('a thing the world has none of, asked for, is refused naming it, with what the room lacks', () => {
    expect(refusal(kitchen("pour me a glass of red, it's been a long day"))).toMatch(/^'glass of red' asks for wine: .*; this Kitchen has no WineBottle$/);
    // A command that parses whole ("get me a glass") is no way round it: the glass was asked to hold wine.
    expect(refusal(kitchen('get me a glass of wine'))).toMatch(/^'glass of wine' asks for wine/);
    expect(refusal(bedroom("make me a pizza, I'm not getting out of bed"))).toMatch(/^'pizza' asks for a food .*; this Bedroom has none of them/);
    expect(refusal(bedroom("I'm freezing, get me a blanket"))).toMatch(/^'blanket' asks for a thing this world does not have: AI2-THOR's rooms have no heating/);
    expect(refusal(living('play some music'))).toMatch(/^'music' asks for music/);
  });

  it('a need the room cannot meet says what is missing, and one the world cannot meet says why', () => {
    expect(refusal(showerRoom("run me a bath please, I'm aching all over"))).toBe("'run me a bath' asks for a bath running, which needs a Faucet running into a BathtubBasin: this Bathroom has none");
    expect(refusal(kitchen("it's so stuffy in here"))).toMatch(/^for fresh air \('stuffy'\), a window opened for fresh air, which this world cannot do: AI2-THOR's windows here only break/);
  });

  it('not what only tells what was, a thing beside a use asked, nor a word describing a thing the room has', () => {
    const coffee = kitchen("I've been hoovering all day, make me a coffee");
    expect(coffee).toMatchObject({ kind: 'goal', goal: { title: 'a cup of coffee' }, reading: { setAside: ['hoovering'] } });
    // The tea is the person's to make with the water asked for; said as set aside.
    const water = kitchen("I'd love a cuppa, can you boil some water?");
    expect(water).toMatchObject({ kind: 'goal', goal: { title: 'boiled water' } });
    expect(water.kind === 'goal' && water.reading).toMatchObject({ words: ['boil some water'], setAside: ['cuppa'] });
    expect(kitchen('put the kettle on for a cuppa')).toMatchObject({ kind: 'goal', goal: { title: 'boiled water' } });
    // "wine" is the world's WineBottle, "tea kettle" its Kettle, "car keys" the room's keys.
    const wine = readerIn('FloorPlan1')('put the wine bottle in the fridge');
    expect(wine.kind === 'goal' && wine.goal.alternatives[0]!.all).toEqual([{ exists: { type: 'WineBottle', directlyIn: ['Fridge'] } }]);
    expect(readerIn('FloorPlan1')('fill the tea kettle with water').kind).toBe('goal');
    expect(refusal(kitchen('get the car keys'))).toBe('there is no keys here');
    // "Fix the bed" is making it (a use asked by name), not repairing.
    expect(readerIn('FloorPlan301')('fix the bed')).toMatchObject({ kind: 'goal', goal: { title: 'a made bed' } });
  });
});

describe('knowledge/uses.yaml beyond and absent', () => {
  it('every entry cites a declared source and names only types of the catalogue', () => {
    for (const kind of ['beyond', 'absent'] as const) {
      for (const entry of Object.values(uses[kind])) {
        expect(Object.keys(uses.sources)).toContain(entry.source);
        for (const type of entry.types) expect(catalogue.types.has(type)).toBe(true);
      }
    }
  });

  it('no word of them is a word the planner reads as something else, nor one it leaves unread as a slip of another', () => {
    const read = readerIn('FloorPlan1');
    // "hoover" is not read as "hover", "iron" not as another word a letter away: the refusal names them.
    expect(refusal(read('hoover the floor'))).toMatch(/^'hoover' asks for vacuuming/);
    expect(understand('iron the napkins', undefined, { knowledge: read.knowledge, vocabulary: read.vocabulary, catalogue, roomType: 'Kitchen', usable: new Set() }).kind).toBe('none');
  });
});
