/**
 * Stated alternatives rest on the request (src/planning/goal-grounds.ts): each kind of alternative
 * that is no way of being done is dropped with why; one about what the request or the reader names,
 * or one of the reader's goals, stands. The prompts' own example is the one the check knows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Alternative } from '../../src/goals/index.js';
import { checkStatedGoal, PROMPT_EXAMPLE_GOALS, readerGoal, type RequestGrounds } from '../../src/planning/goal-grounds.js';
import { findProjectRoot } from '../../src/world/index.js';

const alt = (name: string, ...all: Alternative['all']): Alternative => ({ name, all });
const knifeHeld = alt('knife held', { exists: { type: ['Knife'], is: ['held'] } });
const toasterOff = alt('toaster off', { exists: { type: 'Toaster', is: ['off'] } });
const fridgeClosed = alt('fridge closed', { exists: { type: 'Fridge', is: ['closed'] } });
const blindsOpen = alt('blinds open', { exists: { type: 'Blinds', is: ['open'] } });
const chilledApple = alt('chilled apple', { exists: { type: ['Apple'], in: 'DiningTable', is: ['cold'] } });
const hotEgg = alt('hot egg', { exists: { type: 'Egg', in: 'Microwave', is: ['hot'] } });
const lettuceOnCounter = alt('cold lettuce', { exists: { type: 'Lettuce', in: 'CounterTop', is: ['cold'] } });

const CONTAINERS = new Set(['Fridge', 'Microwave', 'Drawer']);
const SWITCHES = new Set(['DeskLamp', 'FloorLamp', 'LightSwitch', 'Toaster', 'Television']);
function check(stated: Alternative[], grounds: RequestGrounds, holds: readonly Alternative[] = []) {
  const makes = (place: string) => (place === 'Fridge' ? (['cold'] as const) : []);
  return checkStatedGoal(stated, { grounds, holdsAtStart: (a) => holds.some((h) => JSON.stringify(h.all) === JSON.stringify(a.all)), container: (t) => CONTAINERS.has(t), switchable: (t) => SWITCHES.has(t), makes });
}
const words = (...named: string[]): RequestGrounds => ({ goals: [], named });

describe('checkStatedGoal', () => {
  it("drops a tool held ('Knife is held' for an egg in the microwave), keeping the egg", () => {
    const { kept, dropped } = check([knifeHeld, hotEgg], words('Egg', 'Microwave'));
    expect(kept).toEqual([hotEgg]);
    expect(dropped).toEqual([{ alternative: knifeHeld, why: 'tool-held', says: "'knife held' is only something held, which the request does not ask for" }]);
  });

  it("drops an appliance left off, or a container only closed, for a cake; keeps them where the request names them ('turn off the toaster')", () => {
    expect(check([toasterOff, fridgeClosed], words()).dropped.map((d) => d.why)).toEqual(['appliance-state', 'appliance-state']);
    expect(check([toasterOff], words('Toaster')).kept).toEqual([toasterOff]);
  });

  it("drops something switched on that the request does not name ('LightSwitch on' for a lamp, 'Toaster on' for a drink); keeps what it names", () => {
    const switchOn = alt('lights on', { exists: { type: 'LightSwitch', is: ['on'] } });
    const toasterOn = alt('toaster on', { none: { type: 'Toaster', is: ['off'] } });
    const lampOn = alt('a lamp on', { exists: { type: 'FloorLamp', is: ['on'] } });
    const { kept, dropped } = check([switchOn, lampOn], words('DeskLamp', 'FloorLamp'));
    expect(kept).toEqual([lampOn]);
    expect(dropped).toEqual([{ alternative: switchOn, why: 'switched-unnamed', says: "'lights on' only switches on something the request does not name" }]);
    const water = alt('water to drink', { exists: { type: ['Cup', 'Mug'], fillLiquid: 'water' } });
    expect(check([toasterOn], { goals: [water], named: [] }).dropped.map((d) => d.why)).toEqual(['switched-unnamed']);
    // Named by the request, or by the reader's goal ("it's too dark": the lights), or nothing named at all: it stands.
    expect(check([switchOn], words('LightSwitch')).kept).toEqual([switchOn]);
    expect(check([switchOn], { goals: [alt('lights', { none: { type: 'LightSwitch', is: ['off'] } })], named: [] }).kept).toEqual([switchOn]);
    expect(check([switchOn], words()).kept).toEqual([switchOn]);
  });

  it("drops another switch put in the place of the one the request names ('a Book held and the LightSwitch on' for 'with a textbook, turn on a lamp')", () => {
    const bookHeld = { exists: { type: 'Book', is: ['held' as const] } };
    const bySwitch = alt('LightSwitch', bookHeld, { exists: { type: 'LightSwitch', is: ['on'] } });
    const byLamp = alt('look at the book', bookHeld, { exists: { type: 'DeskLamp', is: ['on'] } });
    const { kept, dropped } = check([byLamp, bySwitch], words('Book', 'DeskLamp', 'FloorLamp'));
    expect(kept).toEqual([byLamp]);
    expect(dropped.map((d) => [d.alternative.name, d.why])).toEqual([['LightSwitch', 'switched-unnamed']]);
    // A cooked potato with the stove on: the request names no switch, so the stove stands.
    const potato = alt('cooked potato', { exists: { type: 'Potato', is: ['cooked'] } }, { exists: { type: 'StoveKnob', is: ['on'] } });
    expect(check([potato], words('Potato')).kept).toEqual([potato]);
  });

  it("drops what needs a type the request leaves out ('a fried egg' for 'no eggs'), even when the reader reads it; not a list with another type", () => {
    const friedEgg = alt('fried egg', { exists: { type: 'EggCracked', is: ['cooked'] } });
    const water = alt('water', { exists: { type: ['Mug', 'Cup'], fillLiquid: 'water' } });
    const grounds = { goals: [friedEgg], named: ['Egg', 'Mug'], avoid: ['Egg', 'EggCracked', 'Cup'] };
    const { kept, dropped } = check([friedEgg, water], grounds);
    expect(kept).toEqual([water]);
    expect(dropped).toEqual([{ alternative: friedEgg, why: 'left-out', says: "'fried egg' needs what the request leaves out" }]);
    expect(check([alt('no eggs cooked', { none: { type: 'EggCracked', is: ['cooked'] } })], grounds).kept).toHaveLength(1);
  });

  it("drops an alternative about nothing the request or its reading names (toast for 'I'm thirsty'); with nothing named it stands", () => {
    const water = alt('water to drink', { exists: { type: ['Cup', 'Mug', 'Bottle'], fillLiquid: 'water' } });
    const toast = alt('Toasted', { exists: { type: 'BreadSliced', in: 'Toaster', is: ['hot'] } });
    const { kept, dropped } = check([toast], { goals: [water], named: [] });
    expect(kept).toEqual([]);
    expect(dropped).toEqual([{ alternative: toast, why: 'not-the-request', says: "'Toasted' is about nothing the request or its reading names, so it is another task" }]);
    expect(check([toast, water], { goals: [water], named: [] }).kept).toEqual([water]);
    expect(check([toast], words()).kept).toEqual([toast]);
  });

  it('keeps opening what is opened for itself (Blinds), and a held object the request names', () => {
    expect(check([blindsOpen], words()).kept).toEqual([blindsOpen]);
    expect(check([knifeHeld], words('Knife')).kept).toEqual([knifeHeld]);
  });

  it("drops the prompt's own example for a lettuce task, by its condition or its name; keeps it for an apple request", () => {
    const renamed = { ...chilledApple, name: 'the apple' };
    const { kept, dropped } = check([chilledApple, renamed, lettuceOnCounter], words('Lettuce', 'CounterTop'));
    expect(kept).toEqual([lettuceOnCounter]);
    expect(dropped.map((d) => [d.alternative.name, d.why])).toEqual([
      ['chilled apple', 'prompt-example'],
      ['the apple', 'prompt-example'],
    ]);
    expect(check([chilledApple], words('Apple')).kept).toEqual([chilledApple]);
    // The place it names is the request's too ("put the lettuce on the dining table"): still the example, about an apple.
    expect(check([chilledApple], words('Lettuce', 'DiningTable')).dropped.map((d) => d.why)).toEqual(['prompt-example']);
  });

  it("drops a state that holds already, unless the reader's reading holds too (the request is done already)", () => {
    const reading = alt('egg in the fridge', { exists: { type: 'Egg', directlyIn: ['Fridge'] } });
    expect(check([hotEgg], words('Egg'), [hotEgg]).dropped).toEqual([{ alternative: hotEgg, why: 'holds-at-start', says: "'hot egg' holds already: nothing would be done" }]);
    expect(check([hotEgg], { goals: [reading], named: ['Egg'] }, [hotEgg, reading]).kept).toEqual([hotEgg]);
  });

  it("drops one whose conditions on the named things hold already and whose changes are all about others ('Bread' chilled for 'sunny side up egg', the Egg left cold in the Fridge where it is)", () => {
    const eggInFridge: Alternative['all'][number] = { exists: { type: 'Egg', in: 'Fridge', is: ['cold'] } };
    const bread = alt('Bread', { exists: { type: 'Bread', in: 'Fridge', is: ['cold'] } }, eggInFridge, { exists: { type: 'Plate', in: 'CounterTop', is: ['cold'] } });
    const sunnySideUp: RequestGrounds = { goals: [alt('fried egg', { exists: { type: 'EggCracked', is: ['cooked'], in: 'Pan' } })], named: ['Egg'] };
    const { kept, dropped } = check([bread], sunnySideUp, [alt('egg where it is', eggInFridge)]);
    expect(kept).toEqual([]);
    expect(dropped).toEqual([{ alternative: bread, why: 'changes-unnamed', says: "'Bread' changes only things the request does not name (what it asks of those it names holds already)" }]);
    // Where the Egg is still to be put in the Fridge, the alternative asks a change of what the request names: it stands.
    expect(check([bread], sunnySideUp).kept).toEqual([bread]);
    // And where the reader's reading holds already, nothing is held against what holds.
    expect(check([bread], sunnySideUp, [alt('egg where it is', eggInFridge), ...sunnySideUp.goals]).kept).toEqual([bread]);
  });

  it("keeps one of the reader's goals as it is, and counts the reader's objects as named", () => {
    const lightsOff = alt('lights off', { none: { type: 'LightSwitch', is: ['on'] } });
    expect(check([lightsOff], { goals: [lightsOff], named: [] }).kept).toEqual([lightsOff]);
    const switchOff = alt('switch off', { exists: { type: 'LightSwitch', is: ['off'] } });
    expect(check([switchOff], { goals: [lightsOff], named: [] }).kept).toEqual([switchOff]);
    expect(check([switchOff], words()).dropped.map((d) => d.why)).toEqual(['appliance-state']);
  });
});

describe('checkStatedGoal: what an alternative asks of the states of things', () => {
  // "I feel so tired, need to relax." (FloorPlan401): the reader reads a candle lit or a bath running, each with no light on.
  const candleLit = alt('candle-lit', { exists: { type: 'Candle', is: ['on'] } }, { none: { type: 'LightSwitch', is: ['on'] } });
  const bath = alt('bath running, lights dimmed', { exists: { type: 'Faucet', is: ['on'] } }, { none: { type: 'LightSwitch', is: ['on'] } });
  const relax: RequestGrounds = { goals: [candleLit, bath], named: [] };

  it("drops switching on what every reading has off ('the LightSwitch on' and a tap for 'I feel so tired', the 1.5B model's false success)", () => {
    const lightsAndTap = alt('LightSwitch', { exists: { type: 'LightSwitch', is: ['on'] } }, { exists: { type: 'Faucet', is: ['on'] } });
    const { kept, dropped } = check([lightsAndTap, bath], relax);
    expect(kept).toEqual([bath]);
    expect(dropped).toEqual([{ alternative: lightsAndTap, why: 'against-the-reading', says: "'LightSwitch' asks the opposite of what the request is read as (candle-lit, or bath running, lights dimmed)" }]);
    // By a flag too, and in a list of types.
    const byFlag = alt('bright bath', { exists: { type: ['LightSwitch'], isToggled: true } }, { exists: { type: 'Faucet', isToggled: true } });
    expect(check([byFlag], relax).dropped.map((d) => d.why)).toEqual(['against-the-reading']);
  });

  it('keeps what agrees with the reading, what it says nothing of, and everything off where a reading has a thing on', () => {
    const tapOnly = alt('bath running', { exists: { type: 'Faucet', is: ['on'] } });
    const lightsOff = alt('lights off', { exists: { type: 'LightSwitch', is: ['off'] } });
    expect(check([tapOnly, lightsOff], relax).kept).toEqual([tapOnly, lightsOff]);
    // "I'm off out" read as a lamp or the lights on: the model's lights all off is another reading, not undone by it.
    const lampOrLights = { goals: [alt('a lamp on', { exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }), alt('lights on', { none: { type: 'LightSwitch', is: ['off'] } })], named: [] };
    const allOff = alt('the lights off', { none: { type: 'LightSwitch', isToggled: true } }, { none: { type: ['DeskLamp', 'FloorLamp'], isToggled: true } });
    expect(check([allOff], lampOrLights).kept).toEqual([allOff]);
    // Readings that disagree (one with no light on, one with a light on) hold it to nothing.
    const lit = alt('lights on', { exists: { type: 'LightSwitch', is: ['on'] } });
    expect(check([lit], { goals: [candleLit, lit], named: [] }).kept).toEqual([lit]);
  });

  // "Place the cup with the knife in it next to the tomato." (ALFRED train, FloorPlan24): the reader reads no goal, every word is known.
  const cupKnifeTomato: RequestGrounds = { goals: [], named: ['Cup', 'Mug', 'Knife', 'ButterKnife', 'Tomato'], asks: [] };

  it("drops a change no word asks for where the reader reads no goal ('a Cup filled in the SinkBasin' for placing the cup, the combined planner's false success)", () => {
    const sliceInCup = alt('sliced tomato', { exists: { type: 'TomatoSliced', in: 'Cup', is: ['sliced'] } });
    const cupFilled = alt('sliced tomato', { exists: { type: 'Cup', in: 'SinkBasin', is: ['filled'] } });
    const cupHot = alt('sliced tomato', { exists: { type: 'Cup', in: 'SinkBasin', is: ['hot'] } });
    const { kept, dropped } = check([sliceInCup, cupFilled, cupHot], cupKnifeTomato);
    expect(kept).toEqual([]);
    expect(dropped.map((d) => [d.why, d.says])).toEqual([
      ['unasked-change', "'sliced tomato' makes something sliced, which no word of the request asks for"],
      ['unasked-change', "'sliced tomato' makes something filled, which no word of the request asks for"],
      ['unasked-change', "'sliced tomato' makes something hot, which no word of the request asks for"],
    ]);
    // Where it is put and what it is in are the request's: those stand.
    const knifeInCup = alt('knife in the cup', { exists: { type: 'ButterKnife', directlyIn: 'Cup' } }, { exists: { type: 'Cup', in: 'CounterTop' } });
    expect(check([knifeInCup], cupKnifeTomato).kept).toEqual([knifeInCup]);
  });

  it("keeps the changes ALFRED's commands ask for, and what they bring with them or the place gives", () => {
    const asking = (asks: RequestGrounds['asks'], ...named: string[]): RequestGrounds => ({ goals: [], named, asks });
    // "Put a heated mug in the coffee maker".
    const hotMug = alt('hot mug', { exists: { type: 'Mug', in: 'CoffeeMachine', temperature: 'Hot' } });
    expect(check([hotMug], asking(['hot'], 'Mug', 'CoffeeMachine')).kept).toEqual([hotMug]);
    // "Rinse off a mug and place it in the coffee maker": a mug rinsed under the tap fills with water.
    const rinsed = alt('clean mug', { exists: { type: 'Mug', in: 'CoffeeMachine', is: ['clean', 'filled'] } });
    expect(check([rinsed], asking(['clean'], 'Mug', 'CoffeeMachine')).kept).toEqual([rinsed]);
    // "Toast a piece of bread": toast is a slice, cooked.
    const toast = alt('toast', { exists: { type: 'BreadSliced', is: ['cooked'] } });
    expect(check([toast], asking(['cooked'], 'Bread')).kept).toEqual([toast]);
    // "Put the apple in the fridge": the Fridge chills it, which the words need not ask.
    const chilled = alt('apple in the fridge', { exists: { type: 'Apple', in: 'Fridge', is: ['cold'] } });
    expect(check([chilled], asking([], 'Apple', 'Fridge')).kept).toEqual([chilled]);
    expect(check([{ ...chilled, all: [{ exists: { type: 'Apple', in: 'CounterTop', is: ['cold'] } }] }], asking([], 'Apple', 'Fridge')).dropped.map((d) => d.why)).toEqual(['unasked-change']);
    // Words not all known ("get the spuds on"): no list of what they ask, so nothing is held to one.
    const cooked = alt('a potato cooked', { exists: { type: 'Potato', isCooked: true } });
    expect(check([cooked], { goals: [], named: ['Potato'] }).kept).toEqual([cooked]);
    // Where the reader reads a goal, its goal and the other rules judge, not the words' changes.
    expect(check([cooked], { goals: [toast], named: ['Potato'], asks: [] }).kept).toEqual([cooked]);
  });
});

describe('readerGoal (--planner combined)', () => {
  const friedEgg = alt('fried egg', { exists: { type: 'EggCracked', is: ['cooked'] } });
  const toast = alt('toast', { exists: { type: 'BreadSliced', is: ['cooked'] } });

  it("takes the reader's alternatives the model chose, with the reader's conditions, and drops the rest as not the reading", () => {
    const stated = [alt('Toast', { exists: { type: 'BreadSliced', in: 'Toaster' } }), knifeHeld];
    expect(readerGoal(stated, [friedEgg, toast])).toEqual({
      kept: [toast],
      dropped: [{ alternative: knifeHeld, why: 'not-the-reading', says: "'knife held' is not the goal the household reader reads the request as (fried egg, or toast)" }],
    });
  });

  it("takes all the reader's alternatives when the model chose none", () => {
    const { kept, dropped } = readerGoal([blindsOpen], [friedEgg, toast]);
    expect(kept).toEqual([friedEgg, toast]);
    expect(dropped.map((d) => d.why)).toEqual(['not-the-reading']);
  });
});

describe("the prompts' own goal example", () => {
  it('is the one the stage-2 prompts show, in both forms', () => {
    const prompts = join(findProjectRoot(), 'prompts');
    const compact = readFileSync(join(prompts, 'stage2-format-compact.md'), 'utf8');
    const json = readFileSync(join(prompts, 'stage2-format-json.md'), 'utf8');
    expect(PROMPT_EXAMPLE_GOALS).toHaveLength(1);
    expect(compact).toContain('Done when chilled apple: Apple in DiningTable is cold');
    expect(json).toContain('"Put a chilled apple on the table" is\n{"exists": {"type": ["Apple"], "in": "DiningTable", "is": ["cold"]');
  });
});
