/**
 * Which thing and which place a command means: a counted number of things put somewhere go to one
 * place, not spread over several ("three pens on a table"); "one of the drawers" counts the drawers,
 * it names no thing called "one"; a place said with a thing that is switched, opened or closed
 * where it stands ("the lamp on the desk", "the book in the drawer") says which one, never where
 * it goes; "by the sink" beside a use asked by name says which thing, and is read, not refused.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn } from './reader-in.js';

// FloorPlan217: a living room with a CoffeeTable, a SideTable, a Sofa and four Drawers.
const living = readerIn('FloorPlan217');
// FloorPlan301: a bedroom with a Book in a Drawer, a DeskLamp standing on no furniture the scene names, a Desk.
const bedroom = readerIn('FloorPlan301');
// FloorPlan412: a bathroom whose one Candle stands on the counter between two sinks.
const bathroom = readerIn('FloorPlan412');

function goalOf(u: Understanding) {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return u;
}

describe('a counted number of things go to one place', () => {
  it('"two keychains on a table" is both on one table: one alternative per table, each naming it', () => {
    const u = goalOf(living('set two keychains down on a table'));
    const places = u.goal.alternatives.map((a) => a.all.map((p) => ('count' in p ? p.count.directlyIn : undefined)));
    expect(places).toEqual([[living.ids('CoffeeTable')[0]], [living.ids('SideTable')[0]]]);
    expect(u.goal.alternatives.every((a) => a.all.every((p) => 'count' in p && p.atLeast === 2))).toBe(true);
  });

  it('one thing, or every one of a kind, still goes to any of the places', () => {
    expect(goalOf(living('put a keychain on a table')).goal.alternatives).toHaveLength(1);
  });
});

describe('"one of the drawers" counts the drawers', () => {
  it('reads the things counted after "of", never a thing named "one"', () => {
    const u = goalOf(living('stick the keychain in one of the drawers'));
    expect(u.goal.alternatives).toHaveLength(4);
    expect(u.goal.alternatives.map((a) => a.all)).toContainEqual([{ exists: { type: 'KeyChain', directlyIn: living.ids('Drawer')[0] } }]);
  });

  it('"one of them" stays a pronoun: what was named before', () => {
    const u = goalOf(living('grab the keychains and put one of them on the sofa'));
    expect(JSON.stringify(u.goal.alternatives)).toMatch(/KeyChain/);
  });
});

describe('a place said with a thing switched, opened or closed says which one', () => {
  it('the place where such a thing stands picks it: the book in the drawer is opened where it is', () => {
    const u = goalOf(bedroom('open up the book in the drawer'));
    expect(u.goal.alternatives[0]!.all).toEqual([{ exists: { type: 'Book', is: ['open'], in: ['Drawer'] } }]);
  });

  it('a place where no such thing stands picks nothing: it is read, said, and the thing is never to be moved there', () => {
    const u = goalOf(bedroom('please switch on the lamp that is on the desk'));
    expect(u.goal.alternatives[0]!.all).toEqual([{ exists: { type: 'DeskLamp', is: ['on'] } }]);
    const lamp = goalOf(bedroom('switch on the lamp on the desk'));
    expect(JSON.stringify(lamp.goal.alternatives)).not.toMatch(/directlyIn/);
    expect(lamp.notes.join(' ')).toMatch(/Read but not checked: 'the desk'/);
  });

  it('a thing that is put still goes where it is put', () => {
    expect(goalOf(bedroom('put the book on the desk')).goal.alternatives[0]!.all).toEqual([{ exists: { type: 'Book', directlyIn: ['Desk'] } }]);
  });
});

describe('"by the sink" beside a use asked by name', () => {
  it('says which candle: the candle is lit, and the words are set aside, not refused as unused', () => {
    const u = goalOf(bathroom('could you light the candle next to the sink'));
    expect(u.goal.id).toBe('candle-lit');
    expect(u.reading.setAside).toContain('next to the sink');
  });

  it('a thing named with no word of where still has to be part of the goal', () => {
    expect(bathroom('light the candle with the sink').kind).toBe('none');
  });
});
