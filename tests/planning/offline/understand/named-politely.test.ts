/**
 * A thing asked for by its name alone, politely ("towel, please"): handed over, as "I need the
 * towel" is; a name alone, a name with more words, or a thing not here is read as before (issue 38).
 */
import { describe, expect, it } from 'vitest';
import { namedPolitely } from '../../../../src/planning/offline/understand/named-politely.js';
import { conditionsOf, readerIn } from './reader-in.js';

const bathroom = readerIn('FloorPlan401');
const living = readerIn('FloorPlan201');
const determiners = new Set(bathroom.knowledge.speech.determiners);

describe('a thing named politely', () => {
  it('is the name of a request of only it, determiners and politeness', () => {
    expect(namedPolitely(['the', 'hand', 'towel', 'please'], bathroom.vocabulary, determiners)).toBe('hand towel');
    expect(namedPolitely(['scrub', 'brush', 'thanks'], bathroom.vocabulary, determiners)).toBe('scrub brush');
  });

  it('is nothing without a word of politeness, with other words, or with no thing named', () => {
    expect(namedPolitely(['towel'], bathroom.vocabulary, determiners)).toBeUndefined();
    expect(namedPolitely(['towel', 'on', 'the', 'rail', 'please'], bathroom.vocabulary, determiners)).toBeUndefined();
    expect(namedPolitely(['please', 'thank', 'you'], bathroom.vocabulary, determiners)).toBeUndefined();
  });

  it('is handed over where the room has it', () => {
    expect(conditionsOf(bathroom('the hand towel, please'))).toEqual([[{ exists: { type: 'HandTowel', is: ['held'] } }]]);
    expect(conditionsOf(living('remote pls'))).toEqual([[{ exists: { type: 'RemoteControl', is: ['held'] } }]]);
  });

  it('a name alone still asks what to do with it, and a thing not here is said', () => {
    expect(bathroom('candle?').kind).toBe('ask');
    expect(living('plunger please').kind).toBe('none');
  });
});
