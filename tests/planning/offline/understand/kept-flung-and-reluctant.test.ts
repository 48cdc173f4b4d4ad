/**
 * Where another wants a thing kept ("he wants them kept in a drawer") is the place asked; "fling" a
 * thing into a place is putting it there (at someone, still refused); reluctance to ask ("I hate to
 * ask, but ...") asks nothing; Scots "windae" and "honkin" are a window and a stink.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

// FloorPlan306: a bedroom with the KeyChain on the Desk and Drawers; FloorPlan422: a bathroom with a ScrubBrush on a Shelf and
// Cabinets; FloorPlan429: a bathroom with a Window.
const bedroom = readerIn('FloorPlan306');
const bathroom = readerIn('FloorPlan422');
const windowed = readerIn('FloorPlan429');

describe('kept, flung and asked reluctantly', () => {
  it('reads where another wants a thing kept as the place asked', () => {
    expect(conditionsOf(bedroom('my husband keeps losing his keys, he wants them kept in a drawer from now on'))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Drawer'] } }]]);
  });

  it('reads "fling" into a place as putting it there, and at someone as throwing', () => {
    expect(conditionsOf(bathroom('fling that scrubbing brush in the cupboard'))).toEqual([[{ exists: { type: 'ScrubBrush', directlyIn: ['Cabinet'] } }]]);
    expect(refusalOf(bathroom('fling the scrubbing brush at my brother'))).toMatch(/throwing a thing at something/);
  });

  it('sets aside "I hate to ask": it is no word the request is refused for', () => {
    const said = bedroom("I hate to ask, but the landlord's inspecting in an hour and the bed has a phone and all sorts on it");
    expect(said.kind === 'none' ? said.reason : '').not.toMatch(/'hate'|'ask'/);
  });

  it('reads Scots "windae" as a window, which does not open here', () => {
    expect(refusalOf(windowed("it's honkin in here, open the windae wide"))).toMatch(/window/);
  });
});
