/**
 * Issue 38: a place pointed at rather than named. "I need a pencil there" after "at the desk" was
 * read as a pencil in hand; "the remote needs to be here with me" after "I'm not getting off this
 * sofa" asked what to do with the sofa. The place named before, or the seat the person is on, is
 * where the thing goes. Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan309');
const living = readerIn('FloorPlan206');
const withBed = readerIn('FloorPlan301');

describe('"there" for a place named before', () => {
  it('is that place', () => {
    expect(conditionsOf(bedroom('I have a form to fill in at the desk. I need a pencil there, not a pen.'))).toEqual([[{ exists: { type: 'Pencil', directlyIn: ['Desk'] } }]]);
    expect(conditionsOf(living("I'll be on the sofa all day, leave the remote there"))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['Sofa'] } }]]);
  });

  it('"over there" and "is there" point at nothing named', () => {
    expect(living('the remote is over there')).toMatchObject({ kind: 'ask' });
  });
});

describe('"here with me" where the person says which seat they are on', () => {
  it('is that seat, staying put said as not getting off it', () => {
    for (const said of ["I'm on the sofa, the remote needs to be here with me", 'not getting off this sofa today so the remote needs to be here with me']) {
      expect(conditionsOf(living(said)), said).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['Sofa'] } }]]);
    }
    expect(conditionsOf(withBed("I'm in bed, bring my phone here with me"))).toEqual([[{ exists: { type: 'CellPhone', directlyIn: ['Bed'] } }]]);
  });

  it('with no seat said, it is handed over', () => {
    expect(conditionsOf(living('bring the remote here with me'))).toEqual([[{ exists: { type: 'RemoteControl', is: ['held'] } }]]);
  });

  it('the person telling where they are lists no thing before how another should end up', () => {
    expect(conditionsOf(living("I'm on the sofa. the remote needs to be on the coffee table"))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['CoffeeTable'] } }]]);
  });
});
