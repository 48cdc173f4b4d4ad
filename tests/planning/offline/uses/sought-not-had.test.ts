/**
 * A thing the world lacks, looked for or asked to be handed beside a use: the request is refused
 * for it ("I need to brush my teeth, where's my toothbrush?" ran the tap for a toothbrush never
 * found); named only as a wish beside a use it is set aside, as before.
 */
import { describe, expect, it } from 'vitest';
import { soughtNotHad } from '../../../../src/planning/offline/uses/sought-not-had.js';
import { conditionsOf, readerIn, refusalOf } from '../understand/reader-in.js';

const SEEKING = ['where', 'can not find', 'lost', 'looking for'];

describe('soughtNotHad', () => {
  it('finds the thing after a phrase of seeking or a verb of handing in its clause', () => {
    expect(soughtNotHad('i need to brush my teeth , where is my toothbrush?', 'toothbrush', SEEKING)).toBe(true);
    expect(soughtNotHad('can you get my razor', 'razor', SEEKING)).toBe(true);
    expect(soughtNotHad('i can not find the shampoo anywhere', 'shampoo', SEEKING)).toBe(true);
  });

  it('not a thing only named, nor one sought in another clause', () => {
    expect(soughtNotHad('i would love a tea', 'tea', SEEKING)).toBe(false);
    expect(soughtNotHad('where is the soap, and i want a toothbrush', 'toothbrush', SEEKING)).toBe(false);
    // What the thing handed is for: "a spoon for my soup" hands a spoon.
    expect(soughtNotHad('get me a spoon for my soup', 'soup', SEEKING)).toBe(false);
  });
});

describe('the reader', () => {
  const bathroom = readerIn('FloorPlan430');
  it('refuses a request that looks for what the world lacks, saying so', () => {
    expect(refusalOf(bathroom("need to brush my teeth before bed, where's my toothbrush?"))).toMatch(/'toothbrush' asks for a thing this world does not have/);
    expect(refusalOf(bathroom('I need to brush my teeth, can you get my toothbrush'))).toMatch(/'toothbrush'/);
  });

  it('plans the use alone where nothing lacking is sought', () => {
    // The sink's tap (FloorPlan430's bath has one too).
    expect(conditionsOf(bathroom('I need to brush my teeth'))).toEqual([[{ exists: { is: ['on'], id: ['Faucet|-02.80|+00.48|+00.51'] } }]]);
  });
});
