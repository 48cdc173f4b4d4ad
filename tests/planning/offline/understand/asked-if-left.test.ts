/**
 * Asking whether a thing was left on is the worry that it was (issue 38: "did someone leave the tap
 * running" turned the tap on, "did I leave the lamp on" switched a lamp on; "why is the light on" asked
 * what to do with the light; "is the tv on?" switched it on). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { askedIfLeft } from '../../../../src/planning/offline/understand/asked-if-left.js';
import { conditionsOf, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan12');
const bedroom = readerIn('FloorPlan320');

describe('asked whether a thing was left so', () => {
  it('is told that it was', () => {
    expect(askedIfLeft('did someone leave the tap running')).toBe('someone left the tap running');
    expect(askedIfLeft('did i forget to turn the stove off')).toBe('i forgot to turn the stove off');
    expect(conditionsOf(kitchen('did someone leave the tap running'))).toEqual(conditionsOf(kitchen('someone left the tap running')));
    expect(conditionsOf(bedroom('did I leave the lamp on?'))).toEqual(conditionsOf(bedroom('I left the lamp on')));
  });

  it('so is asking why it is so, or who did it', () => {
    expect(askedIfLeft('why is the light on')).toBe('someone left the light on');
    expect(askedIfLeft('who turned the telly on')).toBe('someone left the telly on');
    expect(conditionsOf(kitchen('why is the fridge open?'))).toEqual(conditionsOf(kitchen('someone left the fridge open')));
    expect(askedIfLeft('why is the remote on the floor')).toBe('why is the remote on the floor');
  });

  it('never switches on what it asks about', () => {
    expect(JSON.stringify(conditionsOf(bedroom('did I leave the lamp on?')))).not.toMatch(/"exists":\{[^}]*"is":\["on"\]/);
    expect(askedIfLeft('leave the lamp on')).toBe('leave the lamp on');
  });

  it('asked plainly whether it is so, asks what to do with it, never switches it on', () => {
    const living = readerIn('FloorPlan201');
    expect(askedIfLeft('is the tv on?')).toBe('the tv?');
    expect(living('is the tv on?')).toMatchObject({ kind: 'ask', question: 'What should I do with the tv?' });
    expect(conditionsOf(living('is the tv on? turn it off'))).toEqual(conditionsOf(living('turn the tv off')));
    // "Is the kettle on?" offers a hot drink, as before.
    expect(askedIfLeft('is the kettle on?')).toBe('is the kettle on?');
  });
});
