/**
 * French turns said word for word ("it makes cold", "I have hunger", "I would like that you ..."),
 * a first choice with a fallback ("a book, or the newspaper if there's no book"), a deed regretted
 * ("I should've put my keys away"), the roll down to its cardboard, a plant feared for ("the plant
 * might die") and photos looked through on a laptop (issue 38). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan11');
const kitchen4 = readerIn('FloorPlan4');
const bedroom = readerIn('FloorPlan306');
const bedroom321 = readerIn('FloorPlan321');
const living = readerIn('FloorPlan212');
const living210 = readerIn('FloorPlan210');
const bathroom = readerIn('FloorPlan405');

describe('French turns of English', () => {
  it('"it makes cold" is the cold, and what is asked beside it is done', () => {
    expect(JSON.stringify(conditionsOf(kitchen('it makes so cold this morning, I need something hot to drink before I go out')))).toContain('"is":["hot"]');
  });

  it('"I have hunger" is hunger', () => {
    expect(goalIds(kitchen('I have hunger since this morning'))).toEqual(['meal']);
  });

  it('"I would like that you give me" asks it', () => {
    expect(conditionsOf(bedroom('I would like that you give me my phone'))).toEqual([[{ exists: { type: 'CellPhone', is: ['held'] } }]]);
  });
});

describe('a first choice and a fallback', () => {
  it('are either, in the order said, never the room said to lack the first', () => {
    expect(conditionsOf(living("something to read please, a book, or the newspaper if there's no book"))).toEqual([
      [{ exists: { type: 'Book', is: ['held'] } }],
      [{ exists: { type: 'Newspaper', is: ['held'] } }],
    ]);
  });
});

describe('a deed regretted', () => {
  it('is the deed asked now', () => {
    expect(conditionsOf(living210("I should've put my keys away"))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Drawer', 'Box'] } }]]);
  });

  it('so is a deed forgotten, and a forgotten errand of elsewhere asks nothing of the room', () => {
    expect(conditionsOf(kitchen('I think I forgot to turn off the tap'))).toEqual(conditionsOf(kitchen('turn off the tap')));
    expect(conditionsOf(bedroom('we forgot to switch off the lamp'))).toEqual(conditionsOf(bedroom('switch off the lamp')));
    expect(refusalOf(kitchen('I forgot to buy milk'))).toContain('shopping');
  });
});

describe('needs said in other words', () => {
  it('a fresh roll or towel put "on" is hung on its holder; a thing that switches is switched', () => {
    const onHolder = [[{ exists: { type: 'ToiletPaper', isUsedUp: false, directlyIn: ['ToiletPaperHanger'] } }]];
    expect(conditionsOf(bathroom('put a fresh roll of loo paper on'))).toEqual(onHolder);
    expect(conditionsOf(bathroom('stick a new toilet roll on please'))).toEqual(onHolder);
    expect(JSON.stringify(conditionsOf(bathroom('pop a fresh hand towel on')))).toContain('"directlyIn":["HandTowelHolder"]');
    expect(JSON.stringify(conditionsOf(living('put the telly on')))).toContain('"is":["on"]');
  });

  it('the roll down to its cardboard is a fresh roll on the holder', () => {
    expect(goalIds(bathroom("I forgot to put a new loo roll on, there's only the cardboard left"))).toContainEqual(expect.stringContaining('toilet-paper'));
  });

  it('a plant that might die is watered', () => {
    expect(goalIds(kitchen4('the plant might die'))).toEqual(['watered-plant']);
  });

  it('photos on the laptop are the laptop open and on', () => {
    expect(conditionsOf(bedroom321('back from holiday, I want to go through the photos on my laptop'))).toEqual([[{ exists: { type: 'Laptop', is: ['open', 'on'] } }]]);
  });
});

describe('a thing to be spared', () => {
  it('"so the plant doesn\'t die" is the plant watered', () => {
    expect(goalIds(kitchen4("I'm off for the weekend, so the plant in the kitchen doesn't die can you sort it"))).toEqual(['watered-plant']);
  });

  it('after a command, "so it doesn\'t go off" stays why', () => {
    expect(conditionsOf(kitchen4("put the bread in the fridge so it doesn't go off"))).toEqual([[{ exists: { type: 'Bread', directlyIn: ['Fridge'] } }]]);
  });
});

describe('a question about a thing', () => {
  it('offers no answer the room already shows: the light is on, so not "turn on the lights"', () => {
    const u = bedroom("the bedroom light? I'm away for the weekend");
    expect(u.kind).toBe('ask');
    if (u.kind === 'ask') {
      expect(u.options).toContain('turn off the lights');
      expect(u.options).not.toContain('turn on the lights');
    }
  });

  it('asked whether it was left on, is the worry that it was: switched off (asked-if-left.ts)', () => {
    const u = bedroom("did I leave the bedroom light on? I'm away for the weekend");
    expect(JSON.stringify(u.kind === 'goal' ? u.goal.alternatives.map((a) => a.all) : u)).not.toMatch(/"exists":\{"type":"LightSwitch","is":\["on"\]/);
    expect(u.kind).toBe('goal');
  });
});
