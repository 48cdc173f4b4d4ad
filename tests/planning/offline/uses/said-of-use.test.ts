/**
 * What a clause says beside a use asked by name: a bed or a seat said with "in" or "on" beside a
 * use whose things none can carry there ("watch tv in bed") is where the person will be; what can
 * be carried still goes there, or is refused where it cannot (issue 38).
 */
import { describe, expect, it } from 'vitest';
import { readerIn } from '../understand/reader-in.js';

const bedroom = readerIn('FloorPlan309');
const living = readerIn('FloorPlan201');

describe('a bed or a seat said beside a use', () => {
  it('is where the person will be when nothing the use does can be put there', () => {
    for (const [reader, text] of [
      [bedroom, 'I want to watch tv in bed'],
      [living, 'I want to watch tv on the sofa'],
    ] as const) {
      const u = reader(text);
      expect(u.kind === 'goal' ? u.goal.id : u, text).toBe('tv-on');
    }
  });

  it('a thing the use makes that cannot go there is still refused, never made and left elsewhere', () => {
    expect(bedroom('toast in bed').kind).toBe('none');
  });
});
