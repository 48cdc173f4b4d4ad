/**
 * "in" or "on" for every receptacle type of the real catalogue: what AI2-THOR opens or fills takes
 * things inside it, and the furniture it neither opens nor fills (Dresser, TVStand, ShelvingUnit
 * among them) holds things on top.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/world/load-catalogue.js';
import { placePreposition, placePrepositionOfId, type ObjectProperty } from '../../src/world/index.js';

const catalogue = loadCatalogue();
const receptacles = [...catalogue.types].filter(([, info]) => info.properties.includes('receptacle'));
const has = (property: ObjectProperty) => receptacles.filter(([, info]) => info.properties.includes(property)).map(([type]) => type);

describe('placePreposition', () => {
  it('says "on" for the Dresser, the TVStand and the ShelvingUnit', () => {
    expect(['Dresser', 'TVStand', 'ShelvingUnit'].map(placePreposition)).toEqual(['on', 'on', 'on']);
  });

  it('says "in" for every receptacle that opens, but the Toilet whose lid things sit on', () => {
    const opening = has('openable').filter((t) => t !== 'Toilet');
    expect(opening.length).toBeGreaterThan(4);
    expect(opening.filter((t) => placePreposition(t) !== 'in')).toEqual([]);
    expect(placePreposition('Toilet')).toBe('on');
  });

  it('says "in" for every receptacle that holds a liquid', () => {
    const vessels = has('canFillWithLiquid');
    expect(vessels).toEqual(expect.arrayContaining(['Bowl', 'Cup', 'Mug', 'Pot']));
    expect(vessels.filter((t) => placePreposition(t) !== 'in')).toEqual([]);
  });

  it('reads the type from an object id', () => {
    expect(placePrepositionOfId('Dresser|-01.33|+00.00|-00.75')).toBe('on');
    expect(placePrepositionOfId('Fridge|-02.10|+00.00|+01.07')).toBe('in');
  });
});
