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
