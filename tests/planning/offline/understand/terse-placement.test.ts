/**
 * A thing and its place barked as two fragments ("Mug. In the sink. Now."): read as the thing put there, not as a
 * thing named with nothing asked of it.
 */
import { describe, expect, it } from 'vitest';
import { tersePlacement } from '../../../../src/planning/offline/understand/terse-placement.js';
import { conditionsOf, readerIn } from './reader-in.js';

const nouns = new Set(['mug', 'sink', 'clock', 'desk', 'keys', 'drawer', 'toast', 'coffee']);
const isNoun = (w: string) => nouns.has(w);

describe('a thing and its place barked as fragments', () => {
  it('reads as the thing put there', () => {
    expect(tersePlacement('mug. in the sink. now.', isNoun)).toBe('put the mug in the sink');
    expect(tersePlacement('the alarm clock. on the desk. now please', isNoun)).toBe('put the alarm clock on the desk');
    expect(tersePlacement('keys - in the drawer, quick', isNoun)).toBe('put the keys in the drawer');
  });

  it('leaves fragments that name no place, or no thing, as they are', () => {
    expect(tersePlacement('toast. coffee. now.', isNoun)).toBe('toast. coffee. now.');
    expect(tersePlacement('quick. in the sink.', isNoun)).toBe('quick. in the sink.');
    expect(tersePlacement('put the mug in the sink and make coffee. now.', isNoun)).toBe('put the mug in the sink and make coffee. now.');
  });

  it('plans the placement (was: "names the mug but not what to do with it")', () => {
    expect(conditionsOf(readerIn('FloorPlan23')('Mug. In the sink. Now.'))).toEqual([[{ exists: { type: 'Mug', directlyIn: ['SinkBasin'] } }]]);
  });
});
