/**
 * Readings that planned a goal weaker than or beside the person's (issue 38: a run reporting
 * success while the person's goal is not met), by class: a placing verb with nowhere said kept
 * in hand instead of binned; a used-up thing read as any of its kind; a slip of spelling turning a
 * verb into a thing to fetch; a person acted on read for the rest of the clause; a thing in the
 * way left where it is while a need beside it is served; a bath full of clutter read as towels to
 * hang. Each is the right reading, a stricter goal, or a refusal saying why.
 */
import { describe, expect, it } from 'vitest';
import type { Predicate } from '../../../../src/goals/index.js';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from './reader-in.js';

/** The conditions of a goal's only alternative. */
function conditions(u: Understanding): readonly Predicate[] {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  expect(u.goal.alternatives).toHaveLength(1);
  return u.goal.alternatives[0]!.all;
}

const living = readerIn('FloorPlan203');
const bathroom = readerIn('FloorPlan401');
const bedroom = readerIn('FloorPlan307');

describe('a placing verb with nowhere said', () => {
  it('"dump it", "lob it" after a used-up thing bin the used-up one, never keep it in hand', () => {
    for (const text of ['the box of tissues has run out, dump it', 'lob the empty tissue box please']) {
      expect(conditions(living(text))).toEqual([{ exists: { type: 'TissueBox', isUsedUp: true, directlyIn: ['GarbageCan'] } }]);
    }
  });

  it('with a place said it places, as before', () => {
    expect(conditions(living('chuck the remote on the sofa'))).toEqual([{ exists: { type: 'RemoteControl', directlyIn: ['Sofa'] } }]);
  });
});

describe('a thing said to be used up', () => {
  it('is the used-up one, checked, not a full roll binned in its place', () => {
    const u = bathroom('the finished toilet roll, throw it out');
    expect(conditions(u)).toContainEqual({ exists: { type: 'ToiletPaper', isUsedUp: true, directlyIn: ['GarbageCan'] } });
    expect(u.kind === 'goal' && u.notes.some((n) => n.includes("'finished'"))).toBe(false);
  });

  it('"a spare roll" is still one not used up', () => {
    expect(conditions(bathroom('put a spare toilet roll on the holder'))).toEqual([{ exists: { type: 'ToiletPaper', isUsedUp: false, directlyIn: ['ToiletPaperHanger'] } }]);
  });
});

describe('what no skill does for the room', () => {
  it('unblocking is refused saying why, and "plunge" is never read as the plunger to fetch', () => {
    for (const text of ['the basin is clogged up again, can you plunge it', 'unclog the sink for me']) {
      expect(refusalOf(bathroom(text))).toMatch(/unblocking a toilet, sink or drain.*never blocked/);
    }
  });

  it('a blocked toilet said, with nothing asked of a robot, still brings the plunger', () => {
    expect(conditions(bathroom('the toilet is blocked'))).toEqual([{ exists: { type: 'Plunger', is: ['held'] } }]);
  });

  it('a person acted on ("lift him up", "settle her") is refused, never read for "sleep" beside it', () => {
    for (const text of ['my son is upset, lift him up and settle him down to sleep', 'the little one woke up, cuddle her till she sleeps']) {
      expect(refusalOf(bedroom(text))).toMatch(/looking after a person.*no skill acts on a person/);
    }
  });

  it('"her" before a thing of hers is no person acted on', () => {
    expect(JSON.stringify(bedroom('grab her laptop'))).not.toMatch(/looking after a person/);
  });
});

describe('a thing in the way', () => {
  it('is moved off the place named and put down; the need beside it is why, not an errand', () => {
    const u = bedroom('i want to use the desk for homework but the keychain is in my way');
    expect(conditions(u)).toEqual([{ exists: { type: 'KeyChain', notIn: ['Desk'], isPickedUp: false } }]);
  });

  it('with no place named, it is put away', () => {
    const [condition] = conditions(bedroom('the laptop keeps getting in the way'));
    expect(condition).toMatchObject({ exists: { type: 'Laptop' } });
    expect('exists' in condition! && condition.exists.directlyIn).toBeDefined();
  });
});

describe('a bath or a sink full of clutter', () => {
  it('is that bath cleared, in the tub and on its rim, never towels hung instead', () => {
    expect(conditions(bathroom('the bathtub is piled with stuff'))).toEqual([{ none: { pickupable: true, in: ['Bathtub', 'BathtubBasin'] } }]);
  });
});
