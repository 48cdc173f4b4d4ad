/**
 * A thing and two places offered with "or" and no verb ("phone on the bedside table or the desk") is read as
 * "put ... or ..." is: either place will do (request-reader.ts, the verbless placement).
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

// FloorPlan307: a bedroom with a phone, a bedside table and a desk.
describe('a verbless placement offering two places', () => {
  it('puts the thing on either place (was: "did not understand \'or\'")', () => {
    const read = readerIn('FloorPlan307');
    expect(conditionsOf(read("Phone on the bedside table or the desk, either's fine"))).toEqual([[{ exists: { type: 'CellPhone', directlyIn: ['SideTable', 'Desk'] } }]]);
    expect(conditionsOf(read('phone on the desk or the bedside table'))).toEqual(conditionsOf(read('put the phone on the desk or the bedside table')));
  });

  it('still refuses an "or" that joins no places to a thing', () => {
    expect(refusalOf(readerIn('FloorPlan307')('the phone or the desk'))).toContain("'or'");
  });
});
