/**
 * A thing someone else left somewhere again ("somebody left the brush on the counter again"), or left
 * there since some time ago ("a mug on my desk from days ago", "the paper has been lying on the
 * couch for days"), is out of place and put away; what the person says they left themselves is
 * theirs to look for, never put away. A seat wanted with a pillow ("lie on the sofa with a pillow")
 * has a pillow put on a seat, the cold said beside it being why.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan412: a bathroom with a ScrubBrush on the CounterTop and Cabinets; FloorPlan305: a bedroom with a Mug on the Desk
// and a Shelf; FloorPlan227: a living room with a Newspaper on the Sofa; FloorPlan224: a living room with a Pillow and a Sofa.
const bathroom = readerIn('FloorPlan412');
const bedroom = readerIn('FloorPlan305');
const livingRoom = readerIn('FloorPlan227');

describe('things left by someone', () => {
  it('puts away what someone else left out again, and only tells of it left once', () => {
    expect(conditionsOf(bathroom('my flatmate left the brush on the counter again'))).toEqual([[{ none: { type: 'ScrubBrush', notIn: ['Cabinet'] } }]]);
    expect(bathroom('my flatmate left the brush on the counter').kind).not.toBe('goal');
  });

  it('puts away what has been left there for days', () => {
    expect(goalIds(bedroom('theres a mug on the desk from 3 days ago'))).toEqual(['put-away']);
    expect(goalIds(livingRoom('the newspaper has been lying on the sofa all week'))).toEqual(['put-away']);
  });

  it('looks for what the person left themselves', () => {
    expect(conditionsOf(bedroom('i left my keys somewhere'))).toEqual([[{ exists: { type: 'KeyChain', is: ['held'] } }]]);
  });

  it('puts a pillow on a seat for one who wants to lie there with it, the cold being why', () => {
    expect(goalIds(readerIn('FloorPlan224')('full of cold, want to lie on the couch with a pillow'))).toEqual(['cushion-on-seat']);
  });
});
