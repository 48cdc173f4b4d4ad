import { describe, expect, it } from 'vitest';
import { article, fullStop } from '../src/english.js';
import { placePreposition } from '../src/world/index.js';

describe('English for people', () => {
  it('puts "an" before a type name read with a vowel first, "a" before the others', () => {
    expect(['Egg', 'EggCracked', 'Apple', 'Mug', 'Knife', 'Ottoman'].map(article)).toEqual(['an Egg', 'an EggCracked', 'an Apple', 'a Mug', 'a Knife', 'an Ottoman']);
  });

  it('ends a sentence once: a message already ending with a full stop gets no second', () => {
    expect(fullStop('Open the Drawer first.')).toBe('Open the Drawer first.');
    expect(fullStop('the plan ran to its end')).toBe('the plan ran to its end.');
    expect(fullStop('(line 3: closed.)')).toBe('(line 3: closed.)');
  });

  it('says things are on a surface and in a container', () => {
    expect(['CoffeeTable', 'CounterTop', 'Sofa', 'Plate', 'Fridge', 'Bowl', 'SinkBasin', 'Drawer'].map(placePreposition)).toEqual(['on', 'on', 'on', 'on', 'in', 'in', 'in', 'in']);
  });
});
