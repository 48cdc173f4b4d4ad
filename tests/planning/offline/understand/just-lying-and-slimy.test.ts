/**
 * A thing "just lying" somewhere that "anybody can take": left out, put away where it is stored; and soap "gone all
 * slimy": how it became, not soap gone missing.
 */
import { describe, expect, it } from 'vitest';
import { goneSoft } from '../../../../src/planning/offline/understand/gone-soft.js';
import { conditionsOf, readerIn } from './reader-in.js';

describe('a thing just lying where anybody can take it', () => {
  it('is put away (was: "what should I do with the credit card?")', () => {
    const u = readerIn('FloorPlan220')('today evening so many relatives are coming, and my credit card is just lying on the sofa, anybody can take it');
    const said = JSON.stringify(conditionsOf(u));
    expect(said).toContain('CreditCard');
    expect(said).toContain('Drawer');
  });
});

describe('soap gone slimy', () => {
  it('is said as how it is, not soap gone', () => {
    expect(goneSoft("the soap is gone all slimy from sitting in the bath")).toBe('the soap is slimy from sitting in the bath');
  });
});
