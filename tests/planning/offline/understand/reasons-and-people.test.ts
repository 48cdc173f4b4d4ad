/**
 * Words around what is asked that ask nothing of the room: a clause saying why ("no point in it
 * staying on", "no sense in them sitting there") is set aside like one saying what for, and the
 * people of a family ("the grandchildren", "my niece", "the baby") are people, whom nothing here
 * acts on; neither blocks the reading of what is asked beside it.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn } from './reader-in.js';

const living = readerIn('FloorPlan201');
const bedroom = readerIn('FloorPlan301');

function alternatives(u: Understanding): string {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return JSON.stringify(u.goal.alternatives.map((a) => a.all));
}

describe('a clause saying why asks nothing', () => {
  it('reads the command before "no point ..." and sets the reason aside', () => {
    expect(alternatives(living('turn off the big light please, no point in it being on all day'))).toContain('"type":"LightSwitch","is":["off"]');
    expect(alternatives(living('grab the remote, no sense it sitting there'))).toContain('"type":"RemoteControl","is":["held"]');
  });

  it('keeps "no point" before a need as the need ("no point wasting electricity")', () => {
    const u = living('going out, no point wasting electricity');
    if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
    expect(u.reading.words).toContain('wasting electricity');
  });
});

describe('the people of a family are people', () => {
  it('reads the need beside them, never blocked by who it is for', () => {
    expect(alternatives(bedroom('the grandchildren want to video call me later'))).toContain('Laptop');
    expect(alternatives(living('the nephews are round tonight, switch the telly on please'))).toContain('"type":"Television","is":["on"]');
  });
});
