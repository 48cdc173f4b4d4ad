/**
 * Issue 38: a thing pointed out by where it lies, as someone who cannot see well says it ("the phone lying on the bed
 * next to the pillow", "the drawer under the desk, on the right", "the lamp, the one on the right of the sofa"): the
 * side and what a drawer is under are taken out, the thing read by its name; and a gadget dried in the microwave,
 * refused as unsafe, never read as another task. Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

// FloorPlan301: a CellPhone on the Bed, Drawers; FloorPlan205: a DeskLamp and a FloorLamp; FloorPlan12: a kitchen with a Microwave.
const bedroom = readerIn('FloorPlan301');
const living = readerIn('FloorPlan205');
const kitchen = readerIn('FloorPlan12');

describe('a thing pointed out by where it lies', () => {
  it('reads how it lies before where it is as where it is', () => {
    expect(conditionsOf(bedroom('the phone lying on the bed next to the pillow, turn it on'))).toEqual([
      [{ exists: { type: 'CellPhone', directlyIn: ['Bed'] } }, { exists: { type: 'CellPhone', is: ['on'] } }],
    ]);
  });

  it('takes out a side said apart, and what a drawer is under', () => {
    expect(conditionsOf(bedroom('the drawer under the desk, on the right, open it please'))).toEqual([[{ exists: { type: 'Drawer', is: ['open'] } }]]);
    expect(conditionsOf(living('turn on the lamp, the one on the right of the sofa'))).toEqual([[{ exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]]);
  });

  it('keeps a side said as where a thing is put', () => {
    expect(conditionsOf(kitchen('put the spatula on the left side of the counter'))).toEqual([[{ exists: { type: 'Spatula', directlyIn: ['CounterTop'] } }]]);
  });
});

describe('a gadget in the microwave', () => {
  it('refuses drying a phone in it as unsafe, with "it" read as the phone', () => {
    expect(refusalOf(kitchen('my phone got wet in the sink, can you dry it off in the microwave'))).toMatch(/will not do.*catch fire/);
    expect(refusalOf(kitchen('the phone went in the washing-up bowl, would you mind drying it out in the microwave?'))).toMatch(/will not do/);
  });
});
