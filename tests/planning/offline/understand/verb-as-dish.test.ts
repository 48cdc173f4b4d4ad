/**
 * Toast named as the dish beside another: "I want toast and a fried egg" cooked the egg alone (the
 * verb "toast" done to it), "some toast with tomato" heated the tomato, "an egg on toast" left out
 * the toast. "toast the bread" stays a command.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan3');
const toastAndEgg = [[{ exists: { type: 'BreadSliced', is: ['cooked'] } }, { exists: { type: 'EggCracked', is: ['cooked'] } }]];

describe('toast named as the dish', () => {
  it('is made beside what it is named with', () => {
    expect(all(kitchen('I want toast and a fried egg'))).toEqual(toastAndEgg);
    expect(all(kitchen('toast and a fried egg please'))).toEqual(toastAndEgg);
  });

  it('is made under what is served on it', () => {
    expect(all(kitchen('fry me an egg on toast'))).toEqual([[toastAndEgg[0]![1], toastAndEgg[0]![0]]]);
  });

  it('never heats what it is said with', () => {
    expect(refusalOf(kitchen('I would love some toast with tomato'))).toMatch(/toast does not use it/);
  });

  it('is still the verb before what it toasts', () => {
    expect(JSON.stringify(all(kitchen('toast the bread')))).toMatch(/"type":"BreadSliced".*"Toaster"/);
  });
});
