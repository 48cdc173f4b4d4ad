/**
 * Said around a request and asking nothing: school ahead ("school run in 10", "before school"),
 * the fear of a thing breaking ("I'd hate for it to break": never a request to break it). A thing
 * "nowhere to be seen" is sought and brought; a pet or child stealing or chewing a thing has it put
 * away out of reach.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan19: a kitchen with Bread, Eggs and a Toaster; FloorPlan216: a living room with a Vase on a SideTable and a Box;
// FloorPlan302: a bedroom with a TennisRacket on the Desk, a TeddyBear on the Bed and a Safe.
const kitchen = readerIn('FloorPlan19');
const livingRoom = readerIn('FloorPlan216');
const bedroom = readerIn('FloorPlan302');

describe('asides, lost things and things taken', () => {
  it('sets aside school ahead: breakfast is read', () => {
    expect(goalIds(kitchen('school run in ten and nobody has had breakfast'))).toEqual(['breakfast']);
  });

  it('reads a fear of breaking as why, never as a deed: the vase is put away', () => {
    const u = livingRoom('the kids keep knocking that vase, I would hate for it to break');
    expect(goalIds(u)).toEqual(['put-away']);
    expect(JSON.stringify(conditionsOf(u))).not.toContain('broken');
  });

  it('brings a thing nowhere to be seen', () => {
    expect(conditionsOf(bedroom('my tennis racket is nowhere to be found'))).toEqual([[{ exists: { type: 'TennisRacket', is: ['held'] } }]]);
    expect(conditionsOf(bedroom("the racket's nowhere to be seen"))).toEqual([[{ exists: { type: 'TennisRacket', is: ['held'] } }]]);
  });

  it('puts away what a pet keeps stealing, where it shuts', () => {
    expect(conditionsOf(bedroom('the puppy keeps nicking the teddy bear'))).toEqual([[{ none: { type: 'TeddyBear', notIn: ['Safe'] } }]]);
  });
});
