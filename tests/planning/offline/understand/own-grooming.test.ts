/**
 * Grooming said as the person's own deed beside another ask is why they ask, theirs to do; asked of
 * a robot, or alone, it is refused as before. Sentences of our own; real reader and knowledge.
 */
import { describe, expect, it } from 'vitest';
import { ownGrooming } from '../../../../src/planning/offline/understand/own-grooming.js';
import { goalIds, readerIn, refusalOf } from './reader-in.js';

// FloorPlan401: a bathroom with a Mirror and a LightSwitch.
const bathroom = readerIn('FloorPlan401');

describe('grooming said as the person\'s own deed', () => {
  it('is theirs: the mirror asked beside it is cleaned (was: the whole request refused)', () => {
    expect(goalIds(bathroom('I want to do my hair, the mirror is filthy'))).toEqual(['clean-mirror']);
    expect(bathroom('I need to shave but in the mirror I cannot see nothing, it is so dirty').kind).toBe('goal');
  });

  it('asked of a robot, or said alone, is refused as no skill acts on a person', () => {
    expect(refusalOf(bathroom('shave me please'))).toMatch(/cutting or doing hair/);
    expect(refusalOf(bathroom('I need to shave'))).toMatch(/cutting or doing hair/);
    expect(refusalOf(bathroom('cut my hair and turn on the light'))).toMatch(/none of the robots' skills/);
  });

  it('is the person\'s own only after words that say so', () => {
    expect(ownGrooming('i need to shave', 'shave')).toBe(true);
    expect(ownGrooming('so i can do my hair', 'hair')).toBe(true);
    expect(ownGrooming('shave me please', 'shave')).toBe(false);
    expect(ownGrooming('can you shave me', 'shave')).toBe(false);
  });
});
