import { describe, expect, it } from 'vitest';
import { closestNames, editDistance, orList } from '../../src/code/suggest.js';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('Fridge', 'Fridge')).toBe(0);
    expect(editDistance('Fridg', 'Fridge')).toBe(1);
  });
});

describe('closestNames', () => {
  const types = ['Apple', 'AppleSliced', 'Fridge', 'Mug', 'CoffeeMachine', 'Microwave', 'Bowl'];

  it('ranks near misses first, case-insensitively', () => {
    expect(closestNames('fridg', types)).toEqual(['Fridge']);
    expect(closestNames('Aple', types)).toEqual(['Apple']);
    expect(closestNames('Apple', types)).toEqual(['Apple', 'AppleSliced']);
    expect(closestNames('OpenObjekt', ['OpenObject', 'CloseObject', 'PutObject'])).toEqual(['OpenObject']);
  });

  it('includes names that contain the wanted one or that it contains', () => {
    expect(closestNames('CoffeeMug', types)).toContain('Mug');
    expect(closestNames('Coffee', types)).toEqual(['CoffeeMachine']);
  });

  it('returns nothing for unrelated names and respects the limit', () => {
    expect(closestNames('Television', types)).toEqual([]);
    expect(closestNames('Mug', ['Cup', 'Egg', 'Rug'])).toEqual(['Rug']);
    expect(closestNames('Bowel', ['Bowl', 'Towel', 'Bowls'], 2)).toEqual(['Bowl', 'Towel']);
  });
});

describe('orList', () => {
  it('joins with commas and a final or', () => {
    expect(orList([])).toBe('');
    expect(orList(['A'])).toBe('A');
    expect(orList(['A', 'B', 'C'])).toBe('A, B or C');
  });
});
