/**
 * Something to cut with is a knife brought (it was the bread handed over), and "somewhere tidy" is
 * where things are stored (it cleared the sofa instead of placing the paper).
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn } from './reader-in.js';

describe('something to cut with', () => {
  const knife = [[{ exists: { type: 'Knife', is: ['held'] } }], [{ exists: { type: 'ButterKnife', is: ['held'] } }]];

  it('is a knife, else a butter knife, brought', () => {
    const kitchen = readerIn('FloorPlan7');
    expect(all(kitchen('I need something to cut the bread with'))).toEqual(knife);
    expect(all(kitchen('got anything to slice this tomato'))).toEqual(knife);
  });

  it('is refused where the room has no knife, saying so', () => {
    const u = readerIn('FloorPlan201')('I need something to cut this with');
    expect(u.kind).toBe('none');
    expect(u.kind === 'none' && u.reason).toMatch(/Knife/);
  });

  it('leaves a command that cuts with a knife a command', () => {
    expect(all(readerIn('FloorPlan7')('take the bread and cut it with the knife'))).toEqual([[{ exists: { type: 'BreadSliced', is: ['held'] } }]]);
  });
});

describe('somewhere tidy', () => {
  it('is where things are stored', () => {
    expect(all(readerIn('FloorPlan215')('put the newspaper somewhere tidy'))).toEqual([[{ exists: { type: 'Newspaper', directlyIn: ['Shelf'] } }]]);
  });
});
