/**
 * Someone who cannot reach a thing (a wheelchair user, "I can't reach the mugs up in the cupboard")
 * asks for it brought down: "bring it down to me" hands it over, "down to the bed" puts it there,
 * and "one" of things they cannot reach, put somewhere, is one of them put there. "Bring" is no
 * gerund of "br" (its particles). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

describe('a thing brought down', () => {
  it('is handed over, or put where it is asked', () => {
    const bedroom = readerIn('FloorPlan305');
    expect(conditionsOf(bedroom('bring the book down to me'))).toEqual([[{ exists: { type: 'Book', is: ['held'] } }]]);
    expect(conditionsOf(bedroom("I can't reach the book on the top shelf, could you bring it down to the bed for me"))).toEqual([[{ exists: { type: 'Book', directlyIn: ['Bed'] } }]]);
    const living = readerIn('FloorPlan202');
    expect(conditionsOf(living("I can't reach the remote from here, it's over on the armchair, bring it down to me on the sofa"))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['Sofa'] } }]]);
  });

  it('is one of the things out of reach, put where it is asked', () => {
    const kitchen = readerIn('FloorPlan6');
    expect(conditionsOf(kitchen("I can't reach the mugs up in the cupboard from my chair, could you bring one down to the counter for me"))).toEqual([[{ exists: { type: 'Mug', directlyIn: ['CounterTop'] } }]]);
  });
});
