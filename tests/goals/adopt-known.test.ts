import { describe, expect, test } from 'vitest';
import { adoptKnownGoals, type Alternative } from '../../src/goals/index.js';

const dimmed: Alternative = {
  name: 'lights dimmed',
  all: [{ none: { type: 'LightSwitch', is: ['on'] } }, { exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }],
};
const inBed: Alternative = { name: 'something to enjoy in bed', all: [{ exists: { type: ['Laptop', 'Book'], in: 'Bed', is: ['open'] } }] };

describe('adoptKnownGoals', () => {
  test('an alternative named as a known goal (any case and spacing) takes its conditions', () => {
    const stated: Alternative[] = [{ name: ' Lights  Dimmed', all: [{ exists: { type: 'DeskLamp', is: ['on'] } }] }];
    expect(adoptKnownGoals(stated, [dimmed, inBed])).toEqual([dimmed]);
  });

  test('an alternative of its own stays as stated, beside the adopted ones, and a goal named twice is kept once', () => {
    const own: Alternative = { name: 'window open', all: [{ exists: { type: 'Window', is: ['open'] } }] };
    const stated: Alternative[] = [{ name: 'lights dimmed', all: [] as never }, own, { name: 'LIGHTS DIMMED', all: [] as never }];
    expect(adoptKnownGoals(stated, [dimmed])).toEqual([dimmed, own]);
    expect(adoptKnownGoals([own], [])).toEqual([own]);
  });
});

describe('adoptKnownGoals by the object an alternative is about', () => {
  const toast: Alternative = { name: 'toast', all: [{ exists: { type: 'BreadSliced', is: ['cooked'] } }] };
  const friedEgg: Alternative = { name: 'fried egg', all: [{ exists: { type: 'EggCracked', is: ['cooked'] } }] };

  test("an alternative whose first condition is about a known goal's main object, or the whole it is cut from, takes that goal", () => {
    const hotSliceInToaster: Alternative = { name: 'BreadSliced', all: [{ exists: { type: 'BreadSliced', in: 'Toaster', is: ['hot'] } }, { exists: { type: 'Knife', is: ['held'] } }] };
    const slicedEgg: Alternative = { name: 'sliced egg', all: [{ exists: { type: 'Egg', is: ['sliced'] } }] };
    expect(adoptKnownGoals([hotSliceInToaster], [friedEgg, toast])).toEqual([toast]);
    expect(adoptKnownGoals([slicedEgg, hotSliceInToaster], [toast, friedEgg])).toEqual([friedEgg, toast]);
  });

  test('an alternative about another object stays as stated (a toast plan for a request the household reads as coffee)', () => {
    const coffee: Alternative = { name: 'coffee', all: [{ exists: { type: ['Mug', 'Cup'], in: 'CoffeeMachine', is: ['filled'] } }] };
    const slicedBread: Alternative = { name: 'sliced bread', all: [{ exists: { type: 'Bread', in: 'CounterTop', is: ['sliced'] } }] };
    expect(adoptKnownGoals([slicedBread], [coffee])).toEqual([slicedBread]);
  });
});
