/**
 * The readings of a command that names several kinds of thing the room has: one narrowed goal
 * per choice (the same open list chosen alike wherever it appears), and the reading an answer picks.
 */
import { describe, expect, it } from 'vitest';
import type { Alternative } from '../../../../src/goals/index.js';
import { MAX_READINGS, readingAnswered, readingsOf } from '../../../../src/planning/offline/understand/readings.js';

const cupOnTable: Alternative = {
  name: 'put the glass with a knife in it on a table',
  all: [
    { exists: { type: 'Cup', directlyIn: ['DiningTable', 'SideTable'] } },
    { exists: { type: ['Knife', 'ButterKnife'], directlyIn: 'Cup', within: { type: 'Cup', directlyIn: ['DiningTable', 'SideTable'] } } },
  ],
};

describe('readings of a command', () => {
  it('one per combination of the open choices, each open list chosen alike wherever it appears', () => {
    const readings = readingsOf(cupOnTable);
    expect(readings.map((r) => r.label)).toEqual([
      'the DiningTable and the Knife',
      'the DiningTable and the ButterKnife',
      'the SideTable and the Knife',
      'the SideTable and the ButterKnife',
    ]);
    expect(readings[1]!.goal.all).toEqual([
      { exists: { type: 'Cup', directlyIn: ['DiningTable'] } },
      { exists: { type: ['ButterKnife'], directlyIn: 'Cup', within: { type: 'Cup', directlyIn: ['DiningTable'] } } },
    ]);
  });

  it('where every one must go is a choice ("all the pens on any dresser": a Dresser or a Drawer), but which of every kind is not', () => {
    const pens: Alternative = { name: 'put all the pens on any dresser', all: [{ none: { type: ['Pen', 'Pencil'], notIn: ['Dresser', 'Drawer'] } }] };
    expect(readingsOf(pens).map((r) => r.goal.all)).toEqual([
      [{ none: { type: ['Pen', 'Pencil'], notIn: ['Dresser'] } }],
      [{ none: { type: ['Pen', 'Pencil'], notIn: ['Drawer'] } }],
    ]);
    expect(readingsOf({ name: 'turn on all the lamps', all: [{ none: { type: ['DeskLamp', 'FloorLamp'], is: ['off'] } }] })).toEqual([]);
  });

  it('where something happened is a choice too; nothing open, or too much, gives none', () => {
    const heated: Alternative = { name: 'heat the bread', all: [{ exists: { type: 'BreadSliced', was: { in: ['Microwave', 'Toaster'], whileOn: true } } }] };
    expect(readingsOf(heated).map((r) => r.goal.all[0])).toEqual([
      { exists: { type: 'BreadSliced', was: { in: ['Microwave'], whileOn: true } } },
      { exists: { type: 'BreadSliced', was: { in: ['Toaster'], whileOn: true } } },
    ]);
    expect(readingsOf({ name: 'put the apple in the fridge', all: [{ exists: { type: 'Apple', directlyIn: ['Fridge'] } }] })).toEqual([]);
    const many: Alternative = { name: 'many', all: [{ exists: { type: ['A', 'B', 'C'], directlyIn: ['D', 'E', 'F'] } }] };
    expect(3 * 3).toBeGreaterThan(MAX_READINGS);
    expect(readingsOf(many)).toEqual([]);
  });

  it('an answer picks the reading whose types it names, by name, words or label; else none', () => {
    const readings = readingsOf(cupOnTable);
    expect(readingAnswered(readings, 'the side table, with the butter knife')?.label).toBe('the SideTable and the ButterKnife');
    expect(readingAnswered(readings, 'the DiningTable and the Knife')?.label).toBe('the DiningTable and the Knife');
    // Names only the table: two readings fit as well, so it settles nothing.
    expect(readingAnswered(readings, 'the sidetable')).toBeUndefined();
    expect(readingAnswered(readings, 'whichever')).toBeUndefined();
  });
});
