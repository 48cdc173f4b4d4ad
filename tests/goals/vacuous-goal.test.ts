/**
 * A goal names what the request is about (issue 37, item 8): a condition about any object at all
 * (`{exists: {}}`, "something is open") holds in any room, so a goal of it would call any world
 * done. It is refused by the goal schema itself, whatever gave the goal, naming the field.
 */
import { describe, expect, it } from 'vitest';
import { Goal } from '../../src/goals/index.js';

/** The first issue of a goal of one alternative with these conditions, as `path: message`. */
function refusal(...all: unknown[]): string | undefined {
  const issue = Goal.safeParse([{ name: 'done', all }]).error?.issues[0];
  return issue === undefined ? undefined : `${issue.path.join('.')}: ${issue.message}`;
}

describe('a condition that names nothing', () => {
  it('{exists: {}} is refused at its field', () => {
    expect(refusal({ exists: {} })).toMatch(/^0\.all\.0\.exists: names no object: say the type \(or id\)/);
  });

  it('an exists or count about states alone ("something is open") is refused too', () => {
    expect(refusal({ exists: { isOpen: true } })).toMatch(/^0\.all\.0\.exists: names no object/);
    expect(refusal({ exists: { is: ['on'], in: 'Fridge' } })).toMatch(/^0\.all\.0\.exists: names no object/);
    expect(refusal({ count: {}, atLeast: 1 })).toMatch(/^0\.all\.0\.count: names no object/);
  });

  it('among named conditions it is still refused, naming which', () => {
    expect(refusal({ exists: { type: 'Bread', is: ['sliced'] } }, { exists: { isToggled: true } })).toMatch(/^0\.all\.1\.exists: names no object/);
  });

  it('an empty none says nothing of what must not be', () => {
    expect(refusal({ none: {} })).toMatch(/^0\.all\.0\.none: says nothing of what must not be/);
  });

  it('named conditions, by type or id, and a none of a place or state ("nothing dirty") are goals', () => {
    expect(refusal({ exists: { type: 'Bread', is: ['sliced'] } })).toBeUndefined();
    expect(refusal({ exists: { id: 'Mug|+01.00|+00.90|-01.00', in: 'Microwave' } })).toBeUndefined();
    expect(refusal({ count: { type: ['Apple', 'Tomato'], in: 'Fridge' }, atLeast: 2 })).toBeUndefined();
    expect(refusal({ none: { isDirty: true } })).toBeUndefined();
    expect(refusal({ none: { pickupable: true, in: 'Bed' } })).toBeUndefined();
    // A nested selector may stay unnamed: the condition names the object.
    expect(refusal({ exists: { type: 'Apple', within: { isOpen: false } } })).toBeUndefined();
  });
});
