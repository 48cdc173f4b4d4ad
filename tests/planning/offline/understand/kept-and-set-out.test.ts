/**
 * Where things always end up and where they are wanted: "the keys always end up on the desk" is a
 * thing left out (speech.yaml outOfPlace), the keys as an older person describes them ("the jangly
 * things for the front door": words.yaml names), and a thing wanted "out on" a surface is put there
 * (words.yaml prepositions, surfaces).
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan312: a bedroom with a KeyChain on the Desk and Drawers; FloorPlan201: a living room with a KeyChain on the
// CoffeeTable; FloorPlan6: a kitchen whose Bowl is in a Cabinet.
const bedroom = readerIn('FloorPlan312');
const livingRoom = readerIn('FloorPlan201');
const kitchen = readerIn('FloorPlan6');

describe('kept and set out', () => {
  it('puts away keys that always end up on the desk', () => {
    expect(conditionsOf(bedroom('the keys always end up on the desk'))).toEqual([[{ none: { type: 'KeyChain', notIn: ['Drawer'] } }]]);
  });

  it('puts the keys in a drawer when they always end up on the desk and are wanted kept there', () => {
    const u = bedroom('the keys always end up on the desk and I want them kept in a drawer');
    expect(u.kind === 'goal' && u.goal.alternatives.every((a) => a.all.some((p) => 'exists' in p && p.exists.type === 'KeyChain' && JSON.stringify(p.exists.directlyIn) === '["Drawer"]'))).toBe(true);
  });

  it('reads the jangly things for the front door as the keys, brought', () => {
    expect(conditionsOf(livingRoom("I've gone and mislaid the jangly things for the front door again, could you find them for me love"))).toEqual([[{ exists: { type: 'KeyChain', is: ['held'] } }]]);
  });

  it('puts a bowl wanted out on the bench on the counter', () => {
    expect(conditionsOf(kitchen('want a bowl out on the bench'))).toEqual([[{ exists: { type: 'Bowl', directlyIn: ['CounterTop'] } }]]);
  });
});
