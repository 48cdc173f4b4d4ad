/**
 * Readings that planned another task, or none, for people working from home between calls, with an
 * arm in a cast, without their glasses, and for Italian, Portuguese and Korean learners of English
 * (issue 38), by cause: a prank said as the purpose after a command; another's card taken behind
 * their back; a thing others should not see read as light to see by; a hand out of use read as
 * hands to wash; a tap the person cannot turn; a curtain "drawn across"; the thing said before its
 * verb; a meeting just over read as work; a camera about to go on; a programme; "of last night";
 * a lie down; a light not needed on; what happened last time; glasses not on; harm feared for
 * oneself; a thing not to lose; a smell said without the verb's "s"; a dark shape on camera. Sentences of our own; real
 * reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { drawnAcross } from '../../../../src/planning/offline/understand/drawn-across.js';
import { withoutLastTime } from '../../../../src/planning/offline/understand/last-time.js';
import { notNeededOn } from '../../../../src/planning/offline/understand/not-needed-on.js';
import { notToLose } from '../../../../src/planning/offline/understand/not-to-lose.js';
import { withoutGlasses } from '../../../../src/planning/offline/understand/without-glasses.js';
import { meetingOver } from '../../../../src/planning/offline/understand/meeting-over.js';
import { ofWhen } from '../../../../src/planning/offline/understand/of-when.js';
import { saysBehindBack } from '../../../../src/planning/offline/understand/others-card.js';
import { seenByOthers } from '../../../../src/planning/offline/understand/seen-by-others.js';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan3');
const living = readerIn('FloorPlan201');
const bedroom = readerIn('FloorPlan309');
const bathroom = readerIn('FloorPlan404');

describe('what the robots will not do, said as why after a command', () => {
  it('refuses a prank said as the purpose of switching the light off', () => {
    expect(refusalOf(bathroom('my sister is in the bath, switch the light off to scare her'))).toMatch(/'scare her' asks for a prank on someone/);
  });

  it('still switches off for a purpose it does not know', () => {
    expect(conditionsOf(bathroom('turn off the light to save power'))).not.toHaveProperty('kind', 'none');
  });
});

describe("another's card taken behind their back", () => {
  it('says when the owner is not to know', () => {
    expect(saysBehindBack('my husband is asleep , take his card , he will not know'.split(' '))).toBe(true);
    expect(saysBehindBack('grab her card without her knowing'.split(' '))).toBe(true);
    expect(saysBehindBack('i do not know where my card is'.split(' '))).toBe(false);
  });

  it('refuses taking it, and still puts away a card left out', () => {
    expect(refusalOf(bedroom('my husband is asleep, get his card out of the drawer for me, he will never notice'))).toMatch(/someone else's card/);
    expect(conditionsOf(bedroom('dad left his card on the bed, put it in the drawer'))).toEqual([[{ exists: { type: 'CreditCard', directlyIn: ['Drawer'] } }]]);
  });
});

describe('a thing others should not see where it is', () => {
  it('is said as not wanted there, only when someone else sees it', () => {
    expect(seenByOthers("i would rather my boss did not see the laptop on the bed")).toBe('i do not want the laptop on the bed');
    expect(seenByOthers('i do not want the guests to see my phone on the sofa')).toBe('i do not want my phone on the sofa');
    expect(seenByOthers('i can not see the phone on the bed')).toBe('i can not see the phone on the bed');
  });

  it('moves the thing off, never a lamp switched on', () => {
    expect(conditionsOf(bedroom("I've a call soon and I'd rather my team didn't see the laptop on the bed"))).not.toEqual([[{ exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]]);
    expect(JSON.stringify(conditionsOf(bedroom("I'd rather my colleagues didn't see my teddy on the bed")))).toContain('"notIn":["Bed"]');
    expect(goalIds(living("I can't see the laptop on the sofa"))).toContain('lamp-on');
  });
});

describe('a hand, wrist or arm out of use', () => {
  it('is why the person asks, never hands to wash', () => {
    expect(goalIds(kitchen("I can't use my left hand today and the kettle's empty"))).not.toEqual(['tap-running']);
    expect(goalIds(kitchen('my arm is in a sling, put the apple in the fridge'))).toEqual(['as-asked']);
    expect(goalIds(kitchen('my hands are filthy'))).toEqual(['tap-running']);
  });

  it('reads a tap the person cannot turn as turned on, and "off" as said', () => {
    expect(conditionsOf(bathroom("my wrist's strapped up and I can't turn the tap"))).toEqual([[{ exists: { type: 'Faucet', is: ['on'] } }]]);
    expect(conditionsOf(bathroom("I can't turn the tap off"))).toEqual([[{ exists: { type: 'Faucet', is: ['off'] } }]]);
  });
});

describe('a curtain drawn across', () => {
  it('is closed, and drawn back is left as said', () => {
    expect(drawnAcross('the shower curtain is drawn right across the bath')).toBe('the shower curtain is closed');
    expect(drawnAcross('the blinds are drawn')).toBe('the blinds are closed');
    expect(drawnAcross('the curtain is drawn back')).toBe('the curtain is drawn back');
  });

  it('opens it for someone who wants to get in', () => {
    expect(conditionsOf(bathroom("the shower curtain's drawn across the bath and I want to get in"))).toEqual([[{ exists: { type: 'ShowerCurtain', is: ['open'] } }]]);
  });
});

describe('the thing said before its verb, as Korean speakers order it', () => {
  it('is placed where said', () => {
    expect(conditionsOf(kitchen('Potato put in the fridge please'))).toEqual([[{ exists: { type: 'Potato', directlyIn: ['Fridge'] } }]]);
    expect(conditionsOf(bathroom('Spray bottle put on the shelf please'))).toEqual([[{ exists: { type: 'SprayBottle', directlyIn: ['Shelf'] } }]]);
  });
});

describe('a meeting just over, a camera about to go on', () => {
  it('says a meeting that is over away, and keeps one to come', () => {
    expect(meetingOver('i have just finished a two-hour meeting and i am starving')).toBe(' ,  and i am starving');
    expect(meetingOver('i have a meeting at two')).toBe('i have a meeting at two');
  });

  it('reads the rest, never the laptop readied for work that is over', () => {
    expect(goalIds(kitchen("just got out of a long meeting and I haven't had a bite since breakfast"))).toEqual(['meal']);
    expect(goalIds(living('I have a meeting in a minute'))).toEqual(['laptop-ready']);
    expect(goalIds(living('camera goes on in two minutes'))).toEqual(['laptop-ready']);
  });
});

describe('a programme, a time said with "of", a lie down', () => {
  it('reads a programme about to start as the TV on', () => {
    expect(goalIds(bedroom('my programme is starting'))).toEqual(['tv-on']);
  });

  it('reads "of last night" as "from last night"', () => {
    expect(ofWhen('the cup of this morning is still here')).toBe('the cup from this morning is still here');
    expect(ofWhen('a glass of water')).toBe('a glass of water');
    expect(JSON.stringify(conditionsOf(living('the plate of last night is still on the coffee table')))).toContain('"none":{"type":"Plate","in":["CoffeeTable"]}');
  });

  it('reads a lie down as rest, the lights out among its readings', () => {
    expect(goalIds(bedroom("I'm going to have a lie down"))).toContain('dark-for-sleep');
  });
});

describe('a light not needed on, what happened last time, glasses not on', () => {
  it('says a thing not needed on as switched off', () => {
    expect(notNeededOn("we do not need the big light on, it is sunny")).toBe('turn the big light off, it is sunny');
    expect(notNeededOn('i do not need the kettle')).toBe('i do not need the kettle');
    expect(conditionsOf(bathroom("such a sunny morning, we don't need the big light on, it costs a fortune"))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
  });

  it('says what happened last time away, and reads what is asked after it', () => {
    expect(withoutLastTime('last time i burnt the toast, but i would love some toast')).toBe(' , but i would love some toast');
    expect(goalIds(kitchen("last time I dropped the pan on the hob, but I'd love a fried egg"))).toEqual(['fried-egg']);
  });

  it('says glasses not on away: the eyes, not the room, and what else is said is read', () => {
    expect(withoutGlasses('i can not read the labels without my glasses and the spray is by the soap')).toBe(' ,  and the spray is by the soap');
    expect(withoutGlasses('i have not got my glasses on and it is so dim')).toBe(' ,  and it is so dim');
    expect(goalIds(bathroom("I can't read the labels without my glasses and my flatmate left the spray by the soap"))).not.toEqual(['lights-on']);
    expect(goalIds(living("I haven't got my glasses on and it's so dim by the sofa"))).toEqual(['lamp-on']);
  });

  it('puts the knife away for someone who fears cutting themselves, never slices it', () => {
    expect(conditionsOf(kitchen("put the knife in a drawer, I'll cut myself"))).toEqual([[{ exists: { type: 'Knife', directlyIn: ['Drawer'] } }]]);
  });
});

describe('a smell said as learners say it, a dark shape on camera', () => {
  it('lights a candle for a bathroom that "smell very bad"', () => {
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan401')('the bathroom smell very bad')))).toContain('"type":"Candle"');
  });

  it('reads a dark shape at the desk as light wanted', () => {
    expect(goalIds(bedroom("I'm just a dark shape at this desk"))).toContain('lamp-on');
  });
});

describe('a thing the person must not lose', () => {
  it('is put away, and other losing is left as said', () => {
    expect(notToLose('my ring, i can not lose it tonight')).toBe('my ring, put it away tonight');
    expect(notToLose('we do not want to lose the match')).toBe('we do not want to lose the match');
    expect(notToLose('i lost my keys')).toBe('i lost my keys');
    expect(JSON.stringify(conditionsOf(living('My keys, I cannot lose it before the trip')))).toContain('"type":"KeyChain"');
  });
});
