/**
 * Food "put on" or "got on" is set cooking (issue 38: "can you get the potatoes on" handed a potato
 * over and reported it done). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { foodPutOn } from '../../../../src/planning/offline/understand/food-put-on.js';
import { conditionsOf, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');

describe('food put on', () => {
  it('is cooked, never held', () => {
    expect(foodPutOn('can you get the potatoes on')).toBe('can you cook the potatoes');
    expect(JSON.stringify(conditionsOf(kitchen('can you get the potatoes on')))).toContain('"cooked"');
    expect(JSON.stringify(conditionsOf(kitchen('can you get the potatoes on')))).not.toContain('"held"');
  });

  it('leaves what switches, and food fetched, as said', () => {
    expect(foodPutOn('put the kettle on')).toBe('put the kettle on');
    expect(foodPutOn('get the potatoes out')).toBe('get the potatoes out');
    expect(foodPutOn('put the eggs on the counter')).toBe('put the eggs on the counter');
  });
});
