/**
 * "yo" before a command, as "oi", and "immediately" said of when, ask nothing (issue 38): the command
 * or the need is read as said without them. Real reader, real knowledge; sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan203');
const kitchen = readerIn('FloorPlan8');

describe('openers and "at once"', () => {
  it('reads a command after "yo"', () => {
    expect(conditionsOf(living('yo put the laptop on the sofa'))).toEqual(conditionsOf(living('put the laptop on the sofa')));
  });

  it('reads a command or a need said to be done immediately', () => {
    expect(conditionsOf(kitchen('turn off the stove immediately'))).toEqual(conditionsOf(kitchen('turn off the stove')));
    expect(goalIds(kitchen('I want a fried egg straightaway'))).toEqual(goalIds(kitchen('I want a fried egg')));
  });
});
