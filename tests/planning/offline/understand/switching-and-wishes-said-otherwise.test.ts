/**
 * Switching and wishing said as speakers of English as a second language and those who wish aloud
 * say them (issue 38): Nigerian English "abeg", "on the telly", "off the light"; a French speaker's
 * "close the light"; a thing wanted "to hand" or "in my hand" (never hands to wash); "wouldn't it
 * be great if ...", "it'd be nice to have ..."; what the person would do otherwise ("instead of
 * dripping across the floor") and a thing "waiting" for them. Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan204');
const living207 = readerIn('FloorPlan207');
const bedroom = readerIn('FloorPlan328');
const bathroom = readerIn('FloorPlan409');
const kitchen = readerIn('FloorPlan11');

describe('"on" and "off" as verbs, and "abeg"', () => {
  it('switch what they open a clause with', () => {
    expect(conditionsOf(living('on the telly abeg'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
    expect(conditionsOf(bedroom('abeg on the desk lamp'))).toEqual([[{ exists: { type: 'DeskLamp', is: ['on'] } }]]);
    expect(conditionsOf(bathroom('off the light jare'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
  });

  it('reads past Ghanaian and Kenyan exclamations ("ei", "chale", "sasa", "aki")', () => {
    expect(conditionsOf(bathroom('ei, off the light'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(conditionsOf(living('chale, on the telly'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
    expect(conditionsOf(bedroom('sasa, turn on the desk lamp, aki'))).toEqual([[{ exists: { type: 'DeskLamp', is: ['on'] } }]]);
  });

  it('leave "on" as a place where it is one', () => {
    expect(conditionsOf(living('put the remote on the sofa'))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['Sofa'] } }]]);
  });
});

describe('a light or a tap closed or opened', () => {
  it('is switched off or on', () => {
    expect(conditionsOf(living('close the light please'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(conditionsOf(bedroom('close the big light'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(conditionsOf(kitchen('open the tap'))).toEqual([[{ exists: { type: 'Faucet', is: ['on'] } }]]);
  });

  it('leaves what opens as said', () => {
    expect(conditionsOf(bedroom('open the laptop'))).toEqual([[{ exists: { type: 'Laptop', is: ['open'] } }]]);
  });
});

describe('a thing wanted to hand', () => {
  it('is brought to the person, never hands to wash', () => {
    const remote = [[{ exists: { type: 'RemoteControl', is: ['held'] } }]];
    expect(conditionsOf(living207('wouldn\'t it be great if the remote was actually in my hand for once'))).toEqual(remote);
    expect(conditionsOf(living207('I want the remote in my hand'))).toEqual(remote);
    expect(conditionsOf(living207('the remote to hand please'))).toEqual(remote);
    expect(JSON.stringify(bathroom("it'd be nice to have my towel to hand when I get out instead of dripping across the floor"))).toContain('"Towel"');
    expect(JSON.stringify(bathroom("it'd be nice to have my towel to hand when I get out instead of dripping across the floor"))).not.toContain('Faucet');
  });

  it('leaves hands said of the person as hands', () => {
    expect(JSON.stringify(bathroom('I need to wash my hands'))).toContain('Faucet');
  });
});

describe('a wish said aloud', () => {
  it('"wouldn\'t it be great if there was ... waiting" is wanting it', () => {
    const u = kitchen("wouldn't it be great if there was a glass of water waiting when I get back from my run");
    expect(JSON.stringify(conditionsOf(u))).toContain('"fillLiquid":"water"');
  });
});

describe('the lounge, a place a thing should not live, and what is so already', () => {
  const living202 = readerIn('FloorPlan202');

  it('"a tidy lounge" is the room, and "the laptop shouldn\'t live on the sofa" moves it off', () => {
    const u = living("I want to come home to a tidy lounge, the laptop shouldn't live on the sofa");
    const text = JSON.stringify(conditionsOf(u));
    expect(text).toContain('{"exists":{"type":"Laptop","notIn":["Sofa"],"isPickedUp":false}}');
    expect(text).not.toContain('Television');
  });

  it('"lounge" as a deed stays one', () => {
    expect(JSON.stringify(conditionsOf(living('I just want to lounge on the sofa')))).toContain('Television');
  });

  it('a light already on serves no gloom: a lamp is switched on', () => {
    const lamp = [[{ exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]];
    expect(conditionsOf(living202("back from holiday and it's so gloomy in here even with the big light on"))).toEqual(lamp);
    expect(conditionsOf(living202("it's so gloomy in here"))).toEqual(lamp);
  });
});
