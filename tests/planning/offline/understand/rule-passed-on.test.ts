/**
 * A rule passed on without "to" ("the host said the spare key goes on the side table") is the rule itself, its teller
 * why (reported-instruction.ts); a report of how a thing is stays a report.
 */
import { describe, expect, it } from 'vitest';
import { reportedInstruction } from '../../../../src/planning/offline/understand/reported-instruction.js';
import { conditionsOf, readerIn } from './reader-in.js';

const isVerb = (word: string) => ['put', 'leave'].includes(word);

describe('a rule passed on without "to"', () => {
  it('is read as the rule (was: "What should I do with the key?")', () => {
    expect(reportedInstruction('the host said the spare key goes on the little side table', isVerb)).toBe('the spare key goes on the little side table');
    expect(reportedInstruction('mum says that the remote lives in the drawer', isVerb)).toBe('the remote lives in the drawer');
    expect(reportedInstruction('the host said the shower door should be left open', isVerb)).toBe('the shower door should be left open');
    // FloorPlan201: a living room with a key chain, a side table and a coffee table.
    expect(conditionsOf(readerIn('FloorPlan201')('The host said the spare key goes on the little side table for the guests, and I left it on the coffee table'))).toEqual([
      [{ exists: { type: 'KeyChain', directlyIn: ['SideTable'] } }],
    ]);
  });

  it('leaves a report of how a thing is, and a saying with no thing after it, as said', () => {
    expect(reportedInstruction('she said the fridge is broken', isVerb)).toBe('she said the fridge is broken');
    expect(reportedInstruction('he said it goes in the bin', isVerb)).toBe('he said it goes in the bin');
  });
});
