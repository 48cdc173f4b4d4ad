/**
 * Readings that planned another task, or none, for people who fast or diet, who speak of holidays and
 * seasons, who are moving house, and for Thai and Greek learners of English (issue 38), by cause:
 * another's thing binned to stop them; another's card taken to book something; the person's own habit
 * with a thing at a place, then a "but"; a fast broken, its hours and wudu; a meal of the fast said
 * as when; Thai politeness particles; seasons, feasts and presents; a call expected; things spread
 * over a surface; a light said to stay on all the night; dozed off; festive; a tub's basin the
 * listing types as a sink's; things still out while packing. Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { binnedToStop, saysStopping } from '../../../../src/planning/offline/understand/binned-to-stop.js';
import { ownHabitWithThing } from '../../../../src/planning/offline/understand/habit-with-thing.js';
import { saysPaying } from '../../../../src/planning/offline/understand/others-card.js';
import { packingAway } from '../../../../src/planning/offline/understand/packing-away.js';
import { withoutAfterAMeal } from '../../../../src/planning/offline/understand/after-a-meal.js';
import { faucetsOfScene } from '../../../../src/planning/offline/understanding.js';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan3');
const living = readerIn('FloorPlan210');
const bedroom = readerIn('FloorPlan309');
const bathroom = readerIn('FloorPlan404');

describe("another's things thrown away to stop them", () => {
  const anyThing = (clause: readonly string[], at: number) => (['bread', 'cigarettes', 'newspaper'].includes(clause[at]!) ? 1 : 0);

  it('says when the deed is to keep someone from something', () => {
    expect(saysStopping('bin it so he can not have any'.split(' '))).toBe(true);
    expect(saysStopping('she keeps cheating on her diet'.split(' '))).toBe(true);
    expect(saysStopping('put the knife away so she can not reach it'.split(' '))).toBe(true);
    expect(saysStopping('bin the old newspaper , he is done with it'.split(' '))).toBe(false);
  });

  it('needs a verb of throwing away and a thing that is someone else’s', () => {
    expect(binnedToStop('chuck his bread in the bin'.split(' '), 'chuck his bread in the bin so he can not'.split(' '), anyThing)).toBe('his bread');
    expect(binnedToStop('chuck my bread in the bin'.split(' '), 'chuck my bread in the bin so he can not'.split(' '), anyThing)).toBeUndefined();
    expect(binnedToStop('put her bread away'.split(' '), 'put her bread away so she can not'.split(' '), anyThing)).toBeUndefined();
  });

  it('refuses it, and still bins a thing when no one is to be stopped', () => {
    expect(refusalOf(kitchen("my brother's meant to be cutting down, toss his bread in the bin so he can't have toast"))).toMatch(/someone else's things/);
    expect(goalIds(kitchen('throw the bread in the bin'))).toEqual(['as-asked']);
  });
});

describe("another's card taken to book something", () => {
  it('reads booking and hiring as paying, and a book as no paying', () => {
    expect(saysPaying('so i can book the taxi'.split(' '))).toBe(true);
    expect(saysPaying('i am hiring a van'.split(' '))).toBe(true);
    expect(saysPaying('put his card on the book'.split(' '))).toBe(false);
  });

  it('refuses taking it', () => {
    expect(refusalOf(bedroom("my sister's out, take her card out of the drawer so we can book a taxi"))).toMatch(/someone else's card/);
  });
});

describe("the person's own habit with a thing at a place, then a but", () => {
  it('puts the thing there, and a habit alone asks nothing', () => {
    expect(ownHabitWithThing('in the mornings i like to read my book on the sofa, but the kids took it')).toBe('put my book on the sofa, but the kids took it');
    expect(ownHabitWithThing('i always read my book on the sofa')).toBe('i always read my book on the sofa');
  });

  it('reads the newspaper wanted on the armchair, not a lamp and the paper put away', () => {
    expect(conditionsOf(living('I always read my paper in the armchair, but my son put it on the sofa'))).toEqual([[{ exists: { type: 'Newspaper', directlyIn: ['ArmChair'] } }]]);
  });
});

describe('a fast and its hours', () => {
  it('reads a fast broken as something to eat, never daylight', () => {
    expect(goalIds(kitchen("we've been fasting since dawn and there's nothing to break our fast with"))).not.toEqual(expect.arrayContaining(['blinds-open']));
    expect(conditionsOf(kitchen('the sun sets in five minutes and I have nothing for iftar'))).not.toHaveProperty('kind', 'none');
  });

  it('takes a meal of the fast said as when out', () => {
    expect(withoutAfterAMeal('after iftar i sit here').trim()).toBe('i sit here');
    expect(withoutAfterAMeal('after suhoor i go back to bed').trim()).toBe('i go back to bed');
  });

  it('reads wudu as the tap at the sink', () => {
    expect(goalIds(bathroom('I have to make wudu before prayer'))).toEqual(['tap-running']);
  });
});

describe('words around a request that ask nothing', () => {
  it('sets Thai politeness particles aside in commands and needs', () => {
    expect(goalIds(bathroom('please turn off the light krub'))).toEqual(['as-asked']);
    expect(conditionsOf(kitchen('I am very hungry ka'))).not.toHaveProperty('kind', 'none');
  });

  it('sets seasons, feasts and presents aside', () => {
    expect(goalIds(living('the empty tissue box has sat on the coffee table all winter'))).not.toHaveProperty('kind', 'none');
    expect(conditionsOf(kitchen('Eid morning, the kids are opening their presents and want toast'))).toEqual([[{ exists: { type: 'BreadSliced', is: ['cooked'] } }]]);
  });
});

describe('needs said by what is expected or how things lie', () => {
  it('reads a call expected as the phone on', () => {
    expect(conditionsOf(bedroom("the landlord is supposed to call me and my phone's off"))).toEqual([[{ exists: { type: 'CellPhone', is: ['on'] } }]]);
  });

  it('reads things spread over a surface as lying about there', () => {
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan405')('the cleaning stuff is scattered all over the counter')))).toContain('SprayBottle');
  });

  it('reads a light said to stay on all the night as switched off', () => {
    expect(conditionsOf(bathroom('the light it stays on all the night'))).toEqual([[{ none: { type: 'LightSwitch', is: ['on'] } }]]);
  });

  it('reads a baby dozed off as asleep, and festive as mood lighting', () => {
    expect(goalIds(living("she's dozed off and the big light is right in her eyes"))).not.toHaveProperty('kind', 'none');
    expect(goalIds(bathroom('make the bathroom a bit festive for the guests'))).not.toHaveProperty('kind', 'none');
  });
});

describe("a tub's basin the floorplan listing types as a sink's", () => {
  it('is run by the bath tap, never the tap at the sink', () => {
    const faucets = faucetsOfScene([
      { id: 'Faucet|a', type: 'Faucet', controls: 'Bathtub|x|SinkBasin' },
      { id: 'Faucet|b', type: 'Faucet', controls: 'Sink|y|SinkBasin' },
      { id: 'Bathtub|x|SinkBasin', type: 'SinkBasin' },
      { id: 'Sink|y|SinkBasin', type: 'SinkBasin' },
    ]);
    expect(faucets('SinkBasin')).toEqual(['Faucet|b']);
    expect(faucets('BathtubBasin')).toEqual(['Faucet|a']);
  });
});

describe('things still out while the person packs', () => {
  it('puts them in the box only when packing is said', () => {
    expect(packingAway('we are packing up tonight and my books are still out on the shelf')).toBe('we are packing up tonight and put my books in the box');
    expect(packingAway('my books are still out on the shelf')).toBe('my books are still out on the shelf');
  });

  it('reads the thing into the box', () => {
    expect(conditionsOf(readerIn('FloorPlan301')("I'm packing for the move and the CDs are still out"))).toEqual([[{ exists: { type: 'CD', directlyIn: 'Box' } }]]);
  });
});
