/**
 * A sick day as people type it: kept in bed or on the sofa ("stuck in bed", "laid up", "can't get
 * out of bed", "home sick on the couch") is why they ask, and the seat they are on is no thing asked
 * of; a cough is eased by a drink; "kleenex" is tissues; a programme put on is the TV on. A state
 * not wanted ("I don't want the big light on") or in the way ("can't sleep with the light on") is
 * undone; a causative ("make the fridge open") is the state; a thing whose name opens on a verb
 * ("scrub brush into a drawer") is put there.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan302: a bedroom (a CellPhone on a SideTable, a LightSwitch on); FloorPlan202: a living room (a Book on the Sofa,
// a RemoteControl on an ArmChair); FloorPlan309: a bedroom with a Television; FloorPlan6, FloorPlan9: kitchens;
// FloorPlan402: a bathroom with a TissueBox; FloorPlan426: a bathroom with a ScrubBrush on the CounterTop and Drawers.
const bedroom = readerIn('FloorPlan302');
const living = readerIn('FloorPlan202');

describe('a sick day, as it is said', () => {
  it('reads being kept in bed or on the sofa as why things are brought, never "stick" or the bed asked of', () => {
    for (const text of ["I'm stuck in bed with a temperature, pass me my phone", 'laid up in bed, can you fetch my phone', "I can't get out of bed, bring me the phone", "ill in bed today, get me my phone pls"]) {
      expect(conditionsOf(bedroom(text)), text).toEqual([[{ exists: { type: 'CellPhone', is: ['held'] } }]]);
    }
    expect(conditionsOf(living('stuck on the couch with flu, chuck me the remote'))).toEqual([[{ exists: { type: 'RemoteControl', is: ['held'] } }]]);
  });

  it('sets aside the seat the person is on when something else is asked, and asks about it when nothing is', () => {
    expect(goalIds(living("home sick on the sofa and bored, can I have something to read"))).toEqual(['reading-to-hand']);
    expect(goalIds(living("I'm lying on the couch, can I have something to read"))).toEqual(['reading-to-hand']);
    expect(living("I'm on the couch").kind).toBe('ask');
  });

  it('eases a cough with a drink of water', () => {
    expect(goalIds(readerIn('FloorPlan6')("can't stop coughing tonight"))).toEqual(['glass-of-water']);
  });

  it('reads kleenex as tissues', () => {
    expect(conditionsOf(readerIn('FloorPlan402')('bring me the kleenex, eh'))).toEqual([[{ exists: { type: 'TissueBox', isUsedUp: false, is: ['held'] } }]]);
  });

  it('reads a programme put on as the TV on', () => {
    expect(goalIds(readerIn('FloorPlan309')('too weak to get up, put something on the telly for me'))).toEqual(['tv-on']);
  });

  it('reads bills paid and slang emphasis as asking nothing', () => {
    expect(conditionsOf(readerIn('FloorPlan311')('the rent is due and I need to pay, where is my card'))).toEqual([[{ exists: { type: 'CreditCard', is: ['held'] } }]]);
  });
});

describe('a state not wanted, a causative, a name that opens on a verb', () => {
  it('undoes a state the person does not want a thing in', () => {
    expect(conditionsOf(bedroom('hungover af and that light is stabbing my eyes, i dont want it on'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(conditionsOf(bedroom("we don't want the big light on anymore"))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan9')("I don't want the fridge open when the kids are about"))).toEqual([[{ exists: { type: 'Fridge', is: ['closed'] } }]]);
  });

  it('undoes a state that stops the person doing something, never wanting it so', () => {
    expect(conditionsOf(bedroom("I can't sleep with that light on"))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(conditionsOf(living('cant hear myself think with the telly on'))).toEqual([[{ exists: { type: 'Television', is: ['off'] } }]]);
    expect(conditionsOf(bedroom("it's way too bright with the light on"))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    // What the state lets the person do is no hindrance.
    expect(conditionsOf(living('I can read with the lamp on'))).not.toEqual([[{ exists: { type: 'FloorLamp', is: ['off'] } }]]);
  });

  it('leaves a place said after "on" as a place, not a state', () => {
    expect(conditionsOf(bedroom("I don't want the phone on the side table"))).not.toEqual([[{ exists: { type: 'CellPhone', is: ['off'] } }]]);
  });

  it('reads "make the X open" as the X opened', () => {
    expect(conditionsOf(readerIn('FloorPlan9')('please make the microwave open'))).toEqual([[{ exists: { type: 'Microwave', is: ['open'] } }]]);
    expect(conditionsOf(bedroom('please make the light off'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
  });

  it('puts a thing whose name opens on a verb where it is said to go', () => {
    expect(conditionsOf(readerIn('FloorPlan426')('scrub brush in the drawer please'))).toEqual([[{ exists: { type: 'ScrubBrush', directlyIn: ['Drawer'] } }]]);
  });
});
