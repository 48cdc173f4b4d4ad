/**
 * How a worried person, a Welsh speaker and someone telling two places say what they want:
 * "I'm worried we've run out of loo roll" did not understand 'worried'; "I left the lamp on, can you
 * switch it off" took "switch" for the light switch and found nothing for "it"; "I don't want it on
 * all day" did not understand 'all', 'day'; "when you're done put ..." did not understand 'done';
 * "put the lamp on by there would you, tidy" held the lamp and tidied the seats; "put the tomato on
 * the counter in the fridge" left it on the counter; "can the newspaper go in the bin" asked what to
 * do with it; "keep an eye on her while I pop out" ran the bath (a false success to refuse);
 * "something light, nothing fried" offered a fried egg (a false success).
 */
import { describe, expect, it } from 'vitest';
import { requestConstraints, requestRules } from '../../../../src/planning/offline/understand/request-constraints.js';
import { loadCatalogue } from '../../../../src/world/index.js';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const living = readerIn('FloorPlan201');
const lounge = readerIn('FloorPlan209');
const bathroom = readerIn('FloorPlan401');

describe('a worry said before what is asked', () => {
  it('asks nothing itself ("worried", "scared")', () => {
    expect(all(bathroom("I'm worried the loo roll has run out"))).toEqual([[{ exists: { type: 'ToiletPaper', directlyIn: 'ToiletPaperHanger', isUsedUp: false } }]]);
    expect(all(kitchen("I'm scared I left the light on, can you switch it off? I don't want it on all day"))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
  });

  it('leaves "it" the thing named before when the verb opens after asking words', () => {
    expect(all(living('somebody left the lamp on, please switch it off'))).toEqual([[{ exists: { type: 'FloorLamp', is: ['off'] } }]]);
    expect(all(living('I left the lamp on, can you switch it off'))).toEqual([[{ exists: { type: 'FloorLamp', is: ['off'] } }]]);
  });

  it('reads the light named by its room as the light ("the kitchen light is still on": off, never on)', () => {
    expect(all(kitchen('the kitchen light is still on'))).toEqual([[{ none: { type: 'LightSwitch', is: ['on'] } }]]);
    expect(all(bathroom("power's back and the bathroom light's come on by itself, nobody's in there, switch it off"))).toEqual([
      [{ exists: { type: 'LightSwitch', is: ['off'] } }, { none: { type: 'LightSwitch', is: ['on'] } }],
    ]);
  });

  it('reads a thing come on by itself as one to switch off', () => {
    expect(all(living('the telly came on by itself in the night'))).toEqual([[{ none: { type: 'Television', is: ['on'] } }]]);
  });

  it('reads "when you are done" as now', () => {
    expect(all(bathroom("when you're done, put the cloth in the bin"))).toEqual([[{ exists: { type: 'Cloth', directlyIn: ['GarbageCan'] } }]]);
  });
});

describe('Welsh English', () => {
  it('reads a closing "tidy" as approval, and "by there" as no place', () => {
    expect(all(living('put the floor lamp on by there, tidy'))).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
    expect(all(living("switch the lamp on, that'd be tidy"))).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
    // A tidy-up asked is still one.
    expect(JSON.stringify(all(living('can you tidy up')))).toMatch(/Sofa/);
  });
});

describe('two places told', () => {
  it('puts the thing where the last says when the first is where it lies', () => {
    expect(all(kitchen('put the tomato on the counter in the fridge'))).toEqual([[{ exists: { type: 'Tomato', directlyIn: ['Fridge'] } }]]);
    // A place that can be carried is still put in the second ("the apple on the plate in the fridge": the plate in the fridge).
    expect(JSON.stringify(all(kitchen('put the apple on the plate in the fridge')))).toMatch(/"type":"Plate","directlyIn":\["Fridge"\]/);
    // Where it comes from said, the first place is where it goes and the second tells where that is (an ALFRED train
    // annotation: was read as the spoons put on the stove).
    expect(all(readerIn('FloorPlan11')('Put the spoons from the sink in the drawer on the left farthest away on stove side.'))).toEqual([[{ none: { type: 'Spoon', notIn: ['Drawer'] } }]]);
  });

  it('reads "can the X go in Y" as where it goes', () => {
    expect(all(lounge('can the newspaper on the sofa go in the bin'))).toEqual([[{ exists: { type: 'Newspaper', directlyIn: ['GarbageCan'] } }]]);
    expect(all(lounge('the newspaper can go in the bin'))).toEqual([[{ exists: { type: 'Newspaper', directlyIn: ['GarbageCan'] } }]]);
  });
});

describe('what must not happen', () => {
  it('refuses watching over a child left with the robot', () => {
    expect(refusalOf(bathroom('run a bath for the baby and keep an eye on her while I pop out'))).toMatch(/looking after a person/);
  });

  it('leaves frying out when food is wanted not fried', () => {
    for (const text of ['something light for lunch? nothing fried please', "I'm starving, no fried food", 'make me lunch, nothing greasy though']) {
      const { constraints } = requestConstraints(text, kitchen.vocabulary);
      const excluded = requestRules(constraints, loadCatalogue()).flatMap((r) => (r.rule !== null && 'exclude' in r.rule ? r.rule.exclude : []));
      expect(excluded, text).toEqual(expect.arrayContaining(['Pan', 'EggCracked']));
    }
    // A fried egg asked for is not left out.
    expect(requestConstraints('a fried egg please', kitchen.vocabulary).constraints).toEqual([]);
  });
});
