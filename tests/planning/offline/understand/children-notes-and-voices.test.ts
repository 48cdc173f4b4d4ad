/**
 * Requests as a young child says them, as a busy person jots them, as notes left for housemates,
 * as a storyteller tells them and as a voice assistant transcribes them (issue 38): a thing wanted
 * "in little bits"; "toast. 2 slices. now."; "keys -> drawer", "bath edge = clutter"; "just a
 * reminder to everyone that the knife goes back in a drawer, not left lying on the counter"; "mummy
 * said ..., give me the big sharp knife"; "..., anyway I just need to sleep, it needs to be dark";
 * "hey robot, um, turn the, no wait, not the light, the shower". Each was a false success, a
 * refusal of what the room can do, or the opposite task.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan7');
const living = readerIn('FloorPlan212');
const bedroom = readerIn('FloorPlan303');
const bathroom = readerIn('FloorPlan401');

describe('a thing wanted in pieces (in-pieces.ts)', () => {
  it('"apple but in little bits" is the apple cut up, never a whole apple served', () => {
    expect(conditionsOf(kitchen("I'm hungy!! can I have apple but in little bits pleeease, my tooth is wobbly"))).toEqual([[{ exists: { type: 'AppleSliced', in: ['Plate', 'Bowl'] } }]]);
    expect(conditionsOf(kitchen('can I have apple in bits'))).toEqual([[{ exists: { type: 'AppleSliced', in: ['Plate', 'Bowl'] } }]]);
  });

  it('after a cutting verb only the size goes', () => {
    expect(conditionsOf(kitchen('cut the apple into little pieces'))).toEqual([[{ exists: { type: 'Apple', is: ['sliced'] } }]]);
  });
});

describe("a terse note's count and signs (count-after.ts, terse-notes.ts)", () => {
  it('"toast. 2 slices. now." asks for two slices, whatever it closes on', () => {
    for (const text of ['toast. 2 slices. now.', 'toast, 2 slices asap', 'toast. two slices. thanks']) {
      expect(conditionsOf(readerIn('FloorPlan5')(text)), text).toEqual([[{ count: { type: 'BreadSliced', is: ['cooked'] }, atLeast: 2 }]]);
    }
  });

  it('an arrow says where a thing goes', () => {
    expect(conditionsOf(readerIn('FloorPlan203')('keys -> drawer'))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Drawer'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan413')('soap bottle → bath edge'))).toEqual([[{ exists: { type: 'SoapBottle', directlyIn: ['Bathtub'] } }]]);
  });

  it('"bath edge = clutter" clears the bath, never runs it', () => {
    expect(conditionsOf(readerIn('FloorPlan404')('bath edge = clutter. guests at 6.'))).toEqual([[{ none: { in: ['Bathtub', 'BathtubBasin'], pickupable: true } }]]);
  });
});

describe('a note for housemates (speech.yaml asides, not-left-there.ts, gone-soft.ts)', () => {
  it('"a reminder to everyone that the knife goes back in a drawer, not left lying on the counter" puts the knife away', () => {
    const text = 'just a reminder to everyone that the sharp knife goes back in a drawer, not left lying on the counter where my nephew can reach it';
    expect(conditionsOf(kitchen(text))).toEqual([[{ exists: { type: 'Knife', directlyIn: ['Drawer'] } }]]);
  });

  it('soap "gone all soft" is soap left in the bath, put away, not soap missing', () => {
    expect(goalIds(bathroom("whoever keeps leaving the soap in the bath, it's gone all soft and mushy again"))).toEqual(['put-away']);
    expect(goalIds(bathroom('the soap has gone'))).toEqual(['soap-at-sink']);
  });
});

describe("a child's words (sharp-for-child.ts, speech.yaml missing)", () => {
  it('"mummy said ..., give me the big sharp knife": the speaker is a child, refused', () => {
    expect(refusalOf(readerIn('FloorPlan29')('mummy said I can cut my own apple today, can you give me the big sharp knife pleeease'))).toMatch(/handing a knife to a child/);
  });

  it('an adult asking for the knife is handed it', () => {
    expect(conditionsOf(readerIn('FloorPlan29')('can you give me the big sharp knife please'))).toEqual([[{ exists: { type: 'Knife', is: ['held'] } }]]);
  });

  it('pencils "hiding" are sought and brought, the pencil named, not a pen', () => {
    expect(conditionsOf(readerIn('FloorPlan301')('I want to do drawing but mummy said all my pencils are hiding'))).toEqual([[{ exists: { type: 'Pencil', is: ['held'] } }]]);
  });
});

describe('a thing in front of a screen (speech.yaml obstructing)', () => {
  it('is moved out of the way, never the film put on', () => {
    expect(conditionsOf(living('the little statue on the TV stand sticks up right in front of the screen whenever we watch a film'))).toEqual([[{ exists: { type: 'Statue', directlyIn: ['Shelf', 'Box'] } }]]);
  });
});

describe('the dark wanted (wanted-dark.ts) and a story before "anyway" (after-anyway.ts)', () => {
  it('"it needs to be dark in here" switches the light off, never a lamp on', () => {
    for (const text of ['it needs to be dark in here', 'I want it dark in here']) expect(goalIds(bedroom(text)), text).toEqual(['lights-off']);
  });

  it('"it is too dark" still asks for light', () => {
    expect(goalIds(bedroom("it's too dark in here"))).toContain('lamp-on');
  });

  it('the day told before "anyway" is no request: a car in the story refuses nothing, and every reading puts the lights out', () => {
    const text = "so the baby was up every hour last night, and then the car wouldn't start this morning and I had to walk to the station in the rain, anyway I've got an hour and I just need to sleep, it needs to be dark in here";
    const ids = goalIds(bedroom(text));
    expect(Array.isArray(ids) && ids.length > 0 && ids.every((id) => id.endsWith('lights-off'))).toBe(true);
  });

  it('"anyway" closing a command is read as said', () => {
    expect(goalIds(living('turn the lamp on anyway'))).toEqual(['lamp-on']);
  });
});

describe('a voice transcript (self-corrected.ts, fronted-thing.ts)', () => {
  it('what "no wait" takes back is neither done nor undone', () => {
    expect(conditionsOf(bathroom('hey robot, um, turn the, no wait, not the light, the shower, turn the shower on'))).toEqual([[{ exists: { type: 'ShowerHead', is: ['on'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan26')('hey robot, ok so uh the the microwave, open it, no, sorry, the fridge, open the fridge'))).toEqual([[{ exists: { type: 'Fridge', is: ['open'] } }]]);
  });

  it('a phrase broken by "uh" is one phrase: a candle the room lacks is refused, never a lamp lit for it', () => {
    expect(refusalOf(readerIn('FloorPlan205')('hey robot, um, light the, uh, the candle, yeah, the candle in here'))).toMatch(/Candle: this LivingRoom has none/);
  });

  it('a place or a thing said again replaces the one before', () => {
    expect(conditionsOf(readerIn('FloorPlan203')('put the remote in the drawer, no, on the sofa'))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['Sofa'] } }]]);
    expect(conditionsOf(living('turn on the lamp, no, the telly'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
  });

  it('a thing said again after a placement may be the thing or the place: not guessed', () => {
    expect(refusalOf(readerIn('FloorPlan203')('put the remote in the drawer, no, the keys'))).toMatch(/did not understand/);
  });

  it('the wake word is no word to read, and "no eggs" is still a leave-out', () => {
    expect(conditionsOf(living('hey robot turn on the lamp'))).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
    expect(refusalOf(kitchen('no eggs please'))).toMatch(/only what to leave out/);
  });
});
