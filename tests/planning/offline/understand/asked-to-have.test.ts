/**
 * Asking to be given a thing ("could I have the pillow", "can I have the remote") is a wish for it:
 * the thing handed over, never a question of what to do with it (issue 38); "can we have candles"
 * still asks the room for candles lit. Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan309');

describe('could I have a thing', () => {
  it('is the thing handed over', () => {
    expect(conditionsOf(bedroom('could I have the pillow'))).toEqual([[{ exists: { type: 'Pillow', is: ['held'] } }]]);
    expect(conditionsOf(bedroom('can I have the remote please'))).toEqual([[{ exists: { type: 'RemoteControl', is: ['held'] } }]]);
  });

  it('taken off or out of somewhere, is that thing handed over, never switched off nor asked about', () => {
    const pillow = [[{ exists: { type: 'Pillow', is: ['held'] } }]];
    expect(conditionsOf(bedroom('my neck is killing me in this armchair, could I have the pillow off the bed'))).toEqual(pillow);
    expect(conditionsOf(bedroom('I want the pillow off the bed'))).toEqual(pillow);
    // Wanted in a state, still made so.
    expect(conditionsOf(bedroom('I want the laptop open'))).toEqual([[{ exists: { type: 'Laptop', is: ['open'] } }]]);
  });

  it('of the room ("can we have candles") asks the use, not a hand', () => {
    const u = bedroom('can we have candles instead');
    expect(u.kind).toBe('none');
    expect(u.kind === 'none' ? u.reason : '').toMatch(/candle lit/);
  });
});
