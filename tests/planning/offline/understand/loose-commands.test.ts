/**
 * Loose commands as people say them (issue 38): phrasal verbs of putting away and washing, a deed
 * given as a noun ("give the mirror a wipe"), where a thing is kept said as a placement ("the remote
 * goes on the tv stand, not the chair, sort it"), a place after "and" that is the same thing's
 * ("laptop off the couch n onto the desk"), a tail of when that keeps nothing from reading, and a
 * thing put where only its slice fits. What no skill can do is refused, never a goal that holds
 * untouched.
 */
import { describe, expect, it } from 'vitest';
import type { Predicate } from '../../../../src/goals/index.js';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from './reader-in.js';

/** The conditions of a goal's first alternative. */
function conditions(u: Understanding): readonly Predicate[] {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return u.goal.alternatives[0]!.all;
}

function title(u: Understanding): string {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return u.goal.title;
}

const kitchen = readerIn('FloorPlan16');
const bathroom = readerIn('FloorPlan414');
const bedroom = readerIn('FloorPlan307');

describe('phrasal verbs of putting away and washing', () => {
  it('"clear away", "tidy ... away", "pack ... away" put the things away, as "put away" does', () => {
    const away = conditions(kitchen('put away the plates'));
    expect(away).toEqual([{ none: { type: 'Plate', notIn: ['Cabinet'] } }]);
    expect(conditions(kitchen('clear away the plates'))).toEqual(away);
    expect(conditions(kitchen('clear the plates away'))).toEqual(away);
    expect(conditions(kitchen('tidy the plates away please'))).toEqual(away);
    expect(conditions(kitchen('pack away the plates'))).toEqual(away);
    // Still emptying, with no "away": nothing left on the table.
    expect(conditions(kitchen('clear the table'))).toEqual([{ none: { pickupable: true, in: 'DiningTable' } }]);
  });

  it('"lock ... away" is no drawer: a lock asks for the safe, so it is not read as putting away', () => {
    expect(refusalOf(readerIn('FloorPlan308')('lock my bank cards away somewhere safe'))).toMatch(/'lock'/);
  });

  it('"rinse out", "wash ... out" wash the thing under the running tap', () => {
    const washed = [{ exists: { type: 'Bowl', was: { in: 'SinkBasin', whileOn: true }, is: ['clean'] } }];
    expect(conditions(kitchen('Rinse out the bowl, would you?'))).toEqual(washed);
    expect(conditions(kitchen('wash the bowl out'))).toEqual(washed);
  });
});

describe('a deed given as a noun', () => {
  it('"give the mirror a wipe", "giv the mirror a good clean": the mirror cleaned', () => {
    const clean = [{ exists: { type: 'Mirror', is: ['clean'] } }];
    expect(conditions(bathroom('give the mirror a wipe'))).toEqual(clean);
    expect(conditions(bathroom('giv the mirror a good clean'))).toEqual(clean);
  });

  it('giving a thing to someone is still handing it over', () => {
    expect(conditions(bathroom('give me the soap'))).toEqual([{ exists: { type: ['SoapBar', 'SoapBottle'], is: ['held'] } }]);
  });

  it('cleaning what never gets dirty and cannot be carried to a tap is refused, never a goal that holds untouched', () => {
    expect(refusalOf(bathroom('give the bath a good scrub'))).toMatch(/BathtubBasin never gets dirty .*dirtyable/);
    expect(refusalOf(bathroom('clean the toilet'))).toMatch(/Toilet never gets dirty/);
    expect(refusalOf(readerIn('FloorPlan301')('wipe down the desk'))).toMatch(/Desk never gets dirty/);
  });

  it('washing what can be carried where no tap runs is refused, never cleaned in the hand (FloorPlan303: a bedroom, a dirty mug)', () => {
    const bedroom303 = readerIn('FloorPlan303');
    expect(refusalOf(bedroom303('this mug is grotty, give it a wash'))).toMatch(/no tap here/);
    expect(refusalOf(bedroom303('wash the mug'))).toMatch(/no tap here/);
  });
});

describe('where a thing goes, said loosely', () => {
  const living = readerIn('FloorPlan202');
  const onStand = [{ exists: { type: 'RemoteControl', directlyIn: ['TVStand'] } }];

  it('"the remote goes / belongs on the tv stand": put there, the keeping word out of the title', () => {
    expect(conditions(living('the remote belongs on the tv stand'))).toEqual(onStand);
    const goes = living('the remote goes on the tv stand');
    expect(conditions(goes)).toEqual(onStand);
    expect(title(goes)).not.toMatch(/goes/);
  });

  it('"..., not the chair, sort it": the place it is not to go is said aside, and "sort it" asks nothing more', () => {
    const read = living('remote goes on the tv stand not the chair, sort it');
    expect(conditions(read)).toEqual(onStand);
    expect(read.kind === 'goal' && read.notes).toContain("Read but not checked: 'not the chair'.");
    expect(conditions(living('put the remote on the tv stand, deal with it please'))).toEqual(onStand);
  });

  it('"sort it out" with nothing asked before it is about the thing named: "there\'s an empty loo roll on the holder, sort it out"', () => {
    expect(conditions(readerIn('FloorPlan426')("there's an empty loo roll on the holder, sort it out would you"))).toEqual([
      { exists: { type: 'ToiletPaper', directlyIn: 'ToiletPaperHanger', isUsedUp: false } },
    ]);
  });

  it('"laptop off the couch n onto the desk plz before someone sits on it": one thing, off one place and onto another', () => {
    const study = readerIn('FloorPlan204');
    const onDesk = [{ exists: { type: 'Laptop', directlyIn: ['Desk'] } }];
    expect(conditions(study('laptop off the couch n onto the desk plz before someone sits on it'))).toEqual(onDesk);
    expect(conditions(study('put the laptop on the desk before someone sits on it'))).toEqual(onDesk);
  });

  it('"at least get the dirty cloths into the wash basket": the cloths in the hamper', () => {
    expect(conditions(bedroom('this room is a tip, at least get the dirty cloths into the wash basket'))).toEqual([{ none: { type: 'Cloth', notIn: ['LaundryHamper'] } }]);
  });

  it('"chuck some bread in the toaster": a slice goes where the loaf cannot (the catalogue\'s receptacles)', () => {
    const toaster = readerIn('FloorPlan13');
    expect(conditions(toaster('chuck some bread in the toaster would ya'))).toEqual([{ exists: { type: 'BreadSliced', directlyIn: ['Toaster'] } }]);
    expect(conditions(toaster('put the bread in the fridge'))).toEqual([{ exists: { type: 'Bread', directlyIn: ['Fridge'] } }]);
  });
});

describe('a thing seated or stood somewhere', () => {
  it('is put there ("sit the teddy on the chair"); the person sitting stays theirs to do', () => {
    const bedroom = readerIn('FloorPlan320');
    expect(conditions(bedroom('Sit the teddy on the chair'))).toEqual([{ exists: { type: 'TeddyBear', directlyIn: ['Chair'] } }]);
    expect(refusalOf(bedroom('I want to sit on the chair'))).toMatch(/is yours to do/);
  });
});
