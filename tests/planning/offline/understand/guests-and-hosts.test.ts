/**
 * Issue 38, requests of guests, hosts and people getting ready for a visit: a host's card taken to
 * shop with, a shower door opened on someone in it, the dark wanted as a condition of sleep, an
 * instruction passed on ("the host said to ..."), guests checking in, a time said first, hands
 * dried, a reading that wants only what was left out, reminders and choices left after "or", a
 * book club, people of a holiday let and things left standing on show. Sentences of our own; real
 * reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { bookClub } from '../../../../src/planning/offline/understand/book-club.js';
import { checkedIn } from '../../../../src/planning/offline/understand/checked-in.js';
import { withoutFrontedWhen } from '../../../../src/planning/offline/understand/fronted-when.js';
import { reminded } from '../../../../src/planning/offline/understand/reminded.js';
import { choiceLeftAfterList } from '../../../../src/planning/offline/understand/choice-left-open.js';
import { reportedInstruction } from '../../../../src/planning/offline/understand/reported-instruction.js';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan10');
const sliceKitchen = readerIn('FloorPlan17');
const bedroom = readerIn('FloorPlan315');
const deskBedroom = readerIn('FloorPlan307');
const livingRoom = readerIn('FloorPlan229');
const curtainBathroom = readerIn('FloorPlan401');
const doorBathroom = readerIn('FloorPlan413');
const rolllessBathroom = readerIn('FloorPlan410');
const plungerBathroom = readerIn('FloorPlan403');
const isVerb = (word: string) => ['leave', 'put', 'open', 'slice', 'close', 'pop'].includes(word);

describe("a host's card taken to shop with", () => {
  it('is refused, the card named in a clause that only tells', () => {
    expect(refusalOf(kitchen("the host's bank card is in the drawer, take it out and leave it on the counter, I'll pop to the shops with it"))).toMatch(/someone else's card/);
  });

  it("the person's own card is moved as asked", () => {
    expect(conditionsOf(kitchen("my bank card is in the drawer, take it out and leave it on the counter, I'll pop to the shops with it"))).toEqual([
      [{ exists: { type: 'CreditCard', directlyIn: ['CounterTop'] } }],
    ]);
  });
});

describe('a shower door or curtain opened on someone in it', () => {
  it('is refused', () => {
    expect(refusalOf(doorBathroom("my brother-in-law's in the shower, open the shower door and tell him dinner's ready"))).toMatch(/opening the shower on someone in it/);
    expect(refusalOf(curtainBathroom("my sister's in the bath, pull the shower curtain open"))).toMatch(/opening the shower on someone in it/);
  });

  it('is opened when no one else is said to be in there', () => {
    expect(conditionsOf(doorBathroom('open the shower door'))).toEqual([[{ exists: { type: 'ShowerDoor', is: ['open'] } }]]);
    expect(conditionsOf(curtainBathroom("I'm in the bath, open the shower curtain"))).toEqual([[{ exists: { type: 'ShowerCurtain', is: ['open'] } }]]);
  });
});

describe('the dark as the condition someone sleeps on', () => {
  it('is the lights off, never a lamp on', () => {
    expect(goalIds(bedroom("my father-in-law sleeps in here tonight and he can't drop off unless the room is pitch dark"))).toEqual(['lights-off']);
  });

  it('the dark complained of still asks for light', () => {
    expect(goalIds(bedroom("it's dark in here, I can't see"))).toEqual(['lamp-on', 'blinds-open']);
  });
});

describe('an instruction passed on', () => {
  it('is the instruction, "always" at its start no complaint', () => {
    expect(reportedInstruction('the host said to always leave a spare loo roll on the cistern', isVerb)).toBe('leave a spare loo roll on the cistern');
    expect(reportedInstruction('mum told me to put the keys away', isVerb)).toBe('put the keys away');
    expect(conditionsOf(doorBathroom("The host said to always leave a spare loo roll on top of the cistern before guests check in, and they're all in the cupboard"))).toEqual([
      [{ exists: { type: 'ToiletPaper', isUsedUp: false, directlyIn: ['Toilet'] } }],
    ]);
  });

  it('leaves what someone always does, and what someone said that is no deed, as said', () => {
    expect(reportedInstruction('he always leaves the keys on the sofa', isVerb)).toBe('he always leaves the keys on the sofa');
    expect(reportedInstruction('she said to me the lamp is broken', isVerb)).toBe('she said to me the lamp is broken');
  });
});

describe('guests checking in, and a time said first', () => {
  it('is arriving, a clause of when', () => {
    expect(checkedIn('before the guests check in')).toBe('before the guests arrive');
    expect(checkedIn('they checked out at ten')).toBe('they went at ten');
    expect(checkedIn('check in the drawer for my keys')).toBe('check in the drawer for my keys');
    expect(withoutFrontedWhen('before the guests arrive, slice the bread')).toBe('slice the bread');
    expect(withoutFrontedWhen('before the guests arrive')).toBe('before the guests arrive');
  });

  it('asks only what the rest asks, no need of the guests', () => {
    expect(conditionsOf(sliceKitchen('Before the guests check in, slice the bread'))).toEqual([[{ exists: { type: 'Bread', is: ['sliced'] } }]]);
  });
});

describe('hands dried, and a reading that wants only what was left out', () => {
  it('drying hands is a towel, washing them the tap', () => {
    expect(goalIds(rolllessBathroom('I need to dry my hands'))).toEqual(['towel-to-hand']);
    expect(goalIds(rolllessBathroom('I need to wash my hands'))).toEqual(['tap-running']);
  });

  it('a towel refused where the towel was left out', () => {
    expect(refusalOf(rolllessBathroom('she likes kitchen roll by the sink to dry her hands, not the towel'))).toMatch(/towel brought to you, but also says 'not the towel'/);
  });
});

describe('reminders, and a choice left after "or"', () => {
  it('is the deed, the choice the "or" said', () => {
    expect(reminded('make sure to put the phone on the desk', isVerb)).toBe('put the phone on the desk');
    expect(choiceLeftAfterList('the bedside table or the desk, either is fine')).toBe('the bedside table or the desk');
    expect(choiceLeftAfterList('put the keys in a drawer, any drawer')).toBe('put the keys in a drawer');
    expect(conditionsOf(deskBedroom('make sure to put the phone on the desk'))).toEqual([[{ exists: { type: 'CellPhone', directlyIn: ['Desk'] } }]]);
    expect(conditionsOf(deskBedroom("put the phone on the bedside table or the desk, either's fine"))).toEqual([[{ exists: { type: 'CellPhone', directlyIn: ['SideTable', 'Desk'] } }]]);
    expect(conditionsOf(livingRoom('Remember to put the keys in a drawer, any drawer'))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Drawer'] } }]]);
  });
});

describe('a book club, the people of a holiday let, and a thing on show', () => {
  it('a book club is an occasion, not a book', () => {
    expect(bookClub('book club is at ours tonight')).toBe('club is at ours tonight');
    expect(goalIds(readerIn('FloorPlan220')("Book club is at ours tonight and I'd love a bit of candlelight when everyone comes in"))).toEqual(['candle-lit']);
  });

  it('a nurse is a person, whom nothing here acts on', () => {
    expect(goalIds(readerIn('FloorPlan209')("The nurse visits at ten and she always says she can't see a thing over there"))).toEqual(['lamp-on']);
  });

  it('a thing standing there for everyone to see is put away', () => {
    expect(conditionsOf(plungerBathroom('the plunger is just standing there by the loo for everyone to see'))).toEqual([[{ none: { type: 'Plunger', notIn: ['Cabinet'] } }]]);
  });
});

describe('a thing said to sit where things are shut away', () => {
  it('is not out of place there: refused, never taken out onto a shelf', () => {
    expect(refusalOf(readerIn('FloorPlan7')("the wine's still sat in the cupboard"))).toMatch(/in a Cabinet, where things are put away/);
  });

  it('a thing lying out is still put away', () => {
    expect(conditionsOf(readerIn('FloorPlan8')('the big knife is lying out on the counter'))).toEqual([[{ none: { type: 'Knife', notIn: ['Drawer'] } }]]);
  });
});
