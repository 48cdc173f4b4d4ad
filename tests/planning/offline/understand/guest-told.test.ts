/**
 * What a guest or one of the family did, told ("the visitor left a cup on the counter"), is told:
 * never read as the placing asked (issue 38: "left a mug on the desk" put a mug on the desk). With
 * nothing else asked, it is a question. Real reader, real knowledge; sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan303');

describe('what a guest left, told', () => {
  it('asks what to do rather than put it there', () => {
    for (const said of ['our guest left a mug on the desk', 'my cousin left a mug on the desk']) {
      const read = bedroom(said);
      expect(read.kind, said).toBe('ask');
      expect(JSON.stringify(read), said).not.toContain('"directlyIn":["Desk"]');
    }
  });

  it('reads what is asked beside it', () => {
    expect(conditionsOf(bedroom('the guest left a mug on the desk, put it in the drawer'))).toEqual([[{ exists: { type: 'Mug', directlyIn: ['Drawer'] } }]]);
  });
});
