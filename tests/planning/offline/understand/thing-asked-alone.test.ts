/**
 * A thing named alone in a clause of its own, with words that ask for it after it ("I'm in bed, a
 * book please"), is wanted in hand; where the person says they are ("I'm at the desk") is no thing
 * asked of. Each was read as things named with nothing asked (a question about the bed or desk), or
 * refused for a table the kitchen lacks.
 */
import { describe, expect, it } from 'vitest';
import { thingAskedAlone } from '../../../../src/planning/offline/understand/thing-asked-alone.js';
import { namesWherePersonIs } from '../../../../src/planning/offline/understand/where-person-is.js';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan301: a bedroom with a Book, a Pen and a Desk; FloorPlan1: a kitchen with an Apple and no DiningTable.
const bedroom = readerIn('FloorPlan301');
const kitchen = readerIn('FloorPlan1');

describe('a thing asked for by naming it alone', () => {
  it('beside where the person is, "a book please" or "a book would be nice" is the book handed over', () => {
    for (const text of ['I am in bed, a book please', "I'm in bed and a book would be nice", 'in bed, a book please, thanks']) {
      expect(conditionsOf(bedroom(text)), text).toEqual([[{ exists: { type: 'Book', is: ['held'] } }]]);
    }
  });

  it('more said of the thing than asking words is no asking alone', () => {
    const words = { vocabulary: bedroom.vocabulary, askingAfter: bedroom.knowledge.speech.askingAfter, determiners: new Set(bedroom.knowledge.speech.determiners), handedAlone: () => true };
    expect(thingAskedAlone('a book please'.split(' '), words)?.types).toEqual(['Book']);
    // Asking words after asking words: the earliest is where the asking starts.
    expect(thingAskedAlone('a book would be nice please'.split(' '), words)?.types).toEqual(['Book']);
    for (const text of ['the book on the shelf please', 'read the book please', 'a book']) expect(thingAskedAlone(text.split(' '), words), text).toBeUndefined();
  });

  it('a food named so is read by the need it serves, not handed over as it is', () => {
    expect(goalIds(kitchen("I'm at the table, an apple please"))).toEqual(['fruit']);
  });
});

describe('where the person says they are', () => {
  it('"I\'m at the desk" names the desk as where they sit: the pen is what is asked', () => {
    expect(conditionsOf(bedroom("I'm at the desk, a pen please"))).toEqual([[{ exists: { type: 'Pen', is: ['held'] } }]]);
  });

  it('a table the room lacks, said as where the person is, refuses nothing: the need is read', () => {
    expect(goalIds(kitchen('I am at the table and I am hungry'))).toEqual(['meal']);
  });

  it('a thing after "at" is where the person is only when they say they are there', () => {
    const desk = { words: 'desk', types: ['Desk'] };
    expect(namesWherePersonIs('i am at the desk'.split(' '), desk)).toBe(true);
    expect(namesWherePersonIs('the pen is at the desk'.split(' '), desk)).toBe(false);
    expect(namesWherePersonIs('look at the desk'.split(' '), desk)).toBe(false);
  });
});
