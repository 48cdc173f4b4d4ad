/**
 * Issue 38, everyday requests as people plainly type them (the kinds of blind12's misses, in
 * sentences of our own): a thing told of on furniture a wish needs is in its way, what the person
 * is busy with tells, a dry throat is thirst, a smell said in British words, a softer light than
 * the one on, a call to make needs the phone on, a verb's own -ed form is no slip of a noun, and
 * "over to where the laptop is" says where. Real reader, real knowledge, real scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan11');
const living = readerIn('FloorPlan201');
const bedroom = readerIn('FloorPlan303');
const bathroom = readerIn('FloorPlan401');
const darkBathroom = readerIn('FloorPlan410');

const conditions = conditionsOf;
const ids = goalIds;

describe('a thing told of on furniture a wish needs', () => {
  it('is moved off it, and the wish is why, not an errand of its own', () => {
    expect(conditions(living("I'd like to put my feet up but there's a box on the coffee table"))).toEqual([[{ exists: { type: 'Box', notIn: ['CoffeeTable'], isPickedUp: false } }]]);
    const u = living("there's old newspaper all over the settee and I wanna sit down");
    expect(conditions(u)).toEqual([[{ exists: { type: 'Newspaper', notIn: ['Sofa'], isPickedUp: false } }]]);
    expect(u.kind === 'goal' && u.reading.personal).toEqual(['sit down']);
  });

  it('is not moved when no wish is said: a thing told of only asks what to do with it', () => {
    expect(living("there's a box on the coffee table").kind).not.toBe('goal');
  });
});

describe('what the person is busy with', () => {
  it('tells, in words the reader does not know; the need beside it is read', () => {
    expect(ids(living("I'm zorping a button back on and can hardly see what I'm doing"))).toContain('lamp-on');
  });

  it('"I\'ve got my X here" tells what the person has', () => {
    expect(conditions(living("I've got my zorp here, can you turn on the tv"))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
  });
});

describe('needs said in everyday words', () => {
  it('a dry throat is thirst', () => {
    expect(ids(kitchen("my throat's really dry"))).toEqual(['glass-of-water']);
  });

  it('"it pongs" is a smell: a candle lit over it', () => {
    expect(ids(bathroom('it pongs a bit in here, maybe something nice-smelling would help'))).toEqual(['candle-lit']);
  });

  it('something softer than a blinding big light is a mood light, not the room left dark', () => {
    const u = darkBathroom('the big light is blinding, I just want something softer in here');
    expect(u.kind).toBe('goal');
    expect(JSON.stringify(conditions(u))).toContain('"Candle"');
  });

  it('a call or a text to make is the phone switched on', () => {
    expect(conditions(bedroom("I want to text my brother but my mobile's switched off"))).toEqual([[{ exists: { type: 'CellPhone', is: ['on'] } }]]);
  });
});

describe('a verb in -ed', () => {
  it('is never read as a slip of a noun ("switched" is no "switches")', () => {
    const u = bedroom('my mobile is switched off, I want to text my brother');
    expect(u.kind === 'goal' && u.reading.slips).toEqual([]);
  });
});

describe('"over to where the X is"', () => {
  it('says where: on what the X stands on, never the thing kept in hand', () => {
    const desk = readerIn('FloorPlan308');
    expect(conditions(desk('Could you bring the CD over to where the laptop is?'))).toEqual([[{ exists: { type: 'CD', directlyIn: ['Desk'] } }]]);
  });
});

describe('food put away', () => {
  it('goes where it is kept of its own (goals.yaml stores): the fridge, not any cupboard', () => {
    const places = conditions(kitchen('put the tomato away pls'));
    expect(places).toEqual([[{ exists: { type: 'Tomato', directlyIn: ['Fridge'] } }]]);
    // A thing with no place of its own keeps every place that stores.
    expect(JSON.stringify(conditions(bedroom('put the alarm clock away')))).not.toContain('Fridge');
  });
});

describe('chips', () => {
  it('are potato slices cooked, not a food the world lacks', () => {
    expect(conditions(readerIn('FloorPlan20')('I could really go for some chips tonight'))).toEqual([[{ exists: { type: 'PotatoSliced', is: ['cooked'] } }]]);
  });
});

describe('what a thing serves as, and what "so" leads to', () => {
  it('"my phone\'s my alarm, so I need it by the bed": the phone by the bed, no alarm clock', () => {
    const u = readerIn('FloorPlan305')("my phone's my alarm, so I need it by the bed tonight");
    expect(JSON.stringify(conditions(u))).toContain('"CellPhone"');
    expect(JSON.stringify(conditions(u))).not.toContain('AlarmClock');
  });

  it('"so" before what a command is for stays a purpose', () => {
    expect(conditions(kitchen('put the tomato in the fridge so it stays fresh'))).toEqual([[{ exists: { type: 'Tomato', directlyIn: ['Fridge'] } }]]);
  });
});

describe('when, and what is seen, beside a need', () => {
  it('"after that run" says when the throat got dry, no more', () => {
    expect(ids(kitchen("my throat's really dry after that run"))).toEqual(['glass-of-water']);
  });

  it('what the person cannot see is theirs, in words the reader need not know', () => {
    expect(ids(readerIn('FloorPlan304')("i can barely see my zorp, it's so dim at the desk"))).toContain('lamp-on');
  });
});

describe('a pet at a thing', () => {
  it('"the cat keeps pawing at the vase": the vase shut away', () => {
    expect(conditions(bedroom("the cat keeps pawing at the vase on the dresser, it's gonna go over"))).toEqual([[{ none: { type: 'Vase', notIn: ['Box'] } }]]);
  });
});

describe('a call promised', () => {
  it('"Promised I\'d ring Mum tonight and my phone\'s switched off somewhere": the phone switched on', () => {
    expect(conditions(readerIn('FloorPlan310')("Promised I'd ring Mum tonight and my phone's switched off somewhere"))).toEqual([[{ exists: { type: 'CellPhone', is: ['on'] } }]]);
  });
});

describe('a thing out of place said to be clutter', () => {
  it('offers the bin beside putting it away, and the answer picks', () => {
    const sitting = readerIn('FloorPlan209');
    const u = sitting("yesterday's paper is still lying about, it's just clutter now");
    expect(u.kind === 'tie' && u.options.map((o) => o.title)).toEqual(['the paper put away', 'the paper in the bin']);
    expect(JSON.stringify(conditions(sitting("yesterday's paper is still lying about, it's just clutter now", 'the paper in the bin')))).toContain('GarbageCan');
    // Said to lie about and nothing more, it is put away.
    expect(sitting('the newspaper is lying about').kind).toBe('goal');
  });
});

describe("a person's deed asked of a robot", () => {
  it('"the toilet\'s blocked, can you sort it out" is refused saying what can be done; said alone, the plunger is brought', () => {
    const loo = readerIn('FloorPlan410');
    const u = loo("the toilet's blocked, can you sort it out");
    expect(u.kind === 'none' && u.reason).toMatch(/unblock the toilet.*plunger/);
    expect(conditions(loo("the toilet's blocked"))).toEqual([[{ exists: { type: 'Plunger', is: ['held'] } }]]);
  });
});

describe('a wish shared by "and"', () => {
  it('"I need my bank card out and the laptop open": each thing as wished, none dropped', () => {
    const u = readerIn('FloorPlan321')('I need my bank card out and the laptop open');
    expect(conditions(u)).toEqual([[{ exists: { type: 'Laptop', is: ['open'] } }, { exists: { type: 'CreditCard', is: ['held'] } }]]);
  });
});

describe('somewhere out of reach', () => {
  it('"put the remote somewhere he can\'t get at it" is where things are kept safe, never any surface', () => {
    const places = JSON.stringify(conditions(readerIn('FloorPlan225')("Can you put the TV remote somewhere he can't get at it?")));
    expect(places).toContain('Drawer');
    expect(places).not.toContain('SideTable');
  });
});
