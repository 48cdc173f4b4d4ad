/**
 * "Hand wash" as shops sell it is liquid soap, never hands to wash (words.yaml SoapBottle); put "somewhere they
 * won't think to look", it is shut away out of sight, never left on a shelf (words.yaml places).
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan415: a bathroom with a soap bottle, drawers and shelves.
const bathroom = readerIn('FloorPlan415');

describe('hand wash hidden from flatmates', () => {
  it('is the soap bottle shut away (was: "stash it somewhere" does not say what to put; "hide my hand wash" ran the tap)', () => {
    expect(conditionsOf(bathroom("My flatmates keep using my fancy hand wash and it's nearly gone, it was £12!! Can you stash it somewhere they won't think to look"))).toEqual([
      [{ exists: { type: 'SoapBottle', directlyIn: ['Drawer'] } }],
    ]);
    expect(conditionsOf(bathroom("Can you put the soap bottle somewhere they won't find it"))).toEqual([[{ exists: { type: 'SoapBottle', directlyIn: ['Drawer'] } }]]);
  });

  it('leaves washing one\'s hands as the tap running', () => {
    expect(bathroom('I need to wash my hands').kind).toBe('goal');
    expect(JSON.stringify(conditionsOf(bathroom('I need to wash my hands')))).toContain('"is":["on"]');
  });
});
