/**
 * The light named with nothing asked of it ("I am in bed, the light please") is asked about, never taken for the verb
 * "light" (parse.ts) nor passed over for the bed the person lies in (request-reader.ts; was: "did not understand 'am',
 * 'in', 'bed'"). Named bare beside leaving ("leaving now - lights, all of it"), the lights are left off
 * (lights-on-leaving.ts; was: a question between lights on and off). Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { lightsOnLeaving } from '../../../../src/planning/offline/understand/lights-on-leaving.js';
import { goalIds, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan301');
const living = readerIn('FloorPlan209');

describe('the light named alone', () => {
  it('is asked about, beside where the person is', () => {
    for (const said of ['the light please', 'I am in bed, the light please', "I'm on the bed now, the light, please"]) {
      const read = bedroom(said);
      expect(read.kind, said).toBe('ask');
      if (read.kind === 'ask') expect(read.question).toBe('What should I do with the light?');
    }
  });

  it('leaves commands and the bed alone asked about as before', () => {
    expect(goalIds(bedroom("I'm in bed now, turn off the light"))).toEqual(['as-asked']);
    const bed = bedroom('I am in bed');
    expect(bed.kind === 'ask' ? bed.question : bed).toBe('What should I do with the bed?');
  });
});

describe('the lights named beside leaving', () => {
  it('are left off', () => {
    expect(lightsOnLeaving([{ need: 'leave', words: 'leaving now' }, { need: 'see', words: 'lights' }])).toEqual([1]);
    expect(lightsOnLeaving([{ need: 'leave', words: 'leaving now' }, { need: 'see', words: 'too dark' }])).toEqual([]);
    expect(lightsOnLeaving([{ need: 'see', words: 'lights' }])).toEqual([]);
    expect(goalIds(living('leaving now - out till late - lights, all of it'))).toEqual(['room-left']);
    expect(goalIds(living('lights, all of it'))).toEqual(['lights-on']);
  });
});
