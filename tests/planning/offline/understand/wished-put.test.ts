/**
 * A thing wished put somewhere, said by the participle of placing (issue 38: "I'd like my watch kept
 * somewhere safe" fetched the watch and held it, "keeped" set aside, and reported done; "I would like
 * the watch put away" cleared the bed instead). Read as the command it says. Real reader.
 */
import { describe, expect, it } from 'vitest';
import { wishedPut } from '../../../../src/planning/offline/understand/wished-put.js';
import { conditionsOf, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan301');

describe('a thing wished put somewhere', () => {
  it('is the command of its participle', () => {
    expect(wishedPut('i would like my watch kept somewhere safe')).toBe('keep my watch somewhere safe');
    expect(wishedPut('we need the apple put in the fridge')).toBe('put the apple in the fridge');
    expect(wishedPut('i want the towel hung on the rail')).toBe('hang the towel on the rail');
  });

  it('is put there, never held nor another task', () => {
    const kept = JSON.stringify(conditionsOf(bedroom('I keep losing my watch, I would like it kept somewhere safe from now on')));
    expect(kept).toContain('"Drawer"');
    expect(kept).not.toContain('held');
    expect(JSON.stringify(conditionsOf(bedroom('I would like the watch put away')))).toContain('"Watch"');
  });

  it('leaves a state wished alone: "kept warm" is no place', () => {
    expect(wishedPut('i want the mug kept warm')).toBe('i want the mug kept warm');
  });
});
