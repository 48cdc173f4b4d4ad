import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { loadCatalogue } from '../../src/world/load-catalogue.js';
import { copyFixtures, thrown, type FixtureCopy } from './fixture-copy.js';

const FILE = 'scenes/object-types.yaml';

let copy: FixtureCopy;
beforeEach(() => {
  copy = copyFixtures();
});
afterEach(() => copy.remove());

function loadError(): InputError {
  const error = thrown(() => loadCatalogue(copy.scenes));
  expect(error).toBeInstanceOf(InputError);
  return error as InputError;
}

describe('loadCatalogue', () => {
  it('loads types with defaults for the optional fields', () => {
    const catalogue = loadCatalogue(copy.scenes);
    expect(catalogue.types.get('Apple')?.effects).toEqual({ sliceInto: 'AppleSliced', sliceCount: 7 });
    expect(catalogue.types.get('CounterTop')).toEqual({ properties: ['receptacle'], receptacles: [], interactions: '', effects: {} });
    expect(catalogue.types.get('AppleSliced')?.derivedFrom).toBe('Apple');
  });

  it('reports an unknown property at its line', () => {
    copy.edit(FILE, 'properties: [pickupable, receptacle, dirtyable, breakable]', 'properties: [pickupable, receptacle, washable]');
    const line = copy.lineOf(FILE, 'washable');
    const error = loadError();
    expect(error.message).toMatch(new RegExp(`:${line}: types\\.Plate\\.properties\\[2\\]: Invalid option`));
    expect(error.line).toBe(line);
  });

  it('reports a receptacle type missing from the catalogue', () => {
    copy.edit(FILE, 'receptacles: [CounterTop, Drawer]', 'receptacles: [CounterTop, Drawr]');
    const line = copy.lineOf(FILE, 'Drawr');
    expect(loadError().message).toBe(`${copy.path(FILE)}:${line}: types.Knife.receptacles[1]: 'Drawr' is not a type of the catalogue`);
  });

  it('reports an effect naming a missing type, and one that needs a missing property', () => {
    copy.edit(FILE, 'effects: { heatsThrough: [Pan] }', 'effects: { heatsThrough: [Wok] }');
    copy.edit(FILE, 'effects: { sharpTool: true }', 'effects: { sharpTool: true, sliceInto: AppleSliced }');
    const message = loadError().message;
    expect(message).toContain(`:${copy.lineOf(FILE, 'Wok')}: types.StoveBurner.effects.heatsThrough[0]: 'Wok' is not a type of the catalogue`);
    expect(message).toContain(`:${copy.lineOf(FILE, 'sharpTool: true, sliceInto')}: types.Knife.effects.sliceInto: sliceInto needs the property sliceable`);
  });

  it('reports an unknown effect key and a bad version', () => {
    copy.edit(FILE, 'effects: { sharpTool: true }', 'effects: { sharp: true }');
    copy.edit(FILE, 'version: 1', 'version: 2');
    const message = loadError().message;
    expect(message).toContain(`:${copy.lineOf(FILE, 'version: 2')}: version: `);
    expect(message).toContain(`:${copy.lineOf(FILE, 'sharp: true')}: types.Knife.effects.sharp: unknown key 'sharp'`);
  });

  it('refuses a controls effect naming several types, as the simulator does (one contract: contract/object-types.schema.json)', () => {
    copy.edit(FILE, 'effects: { controls: StoveBurner }', 'effects: { controls: [StoveBurner, Lamp] }');
    expect(loadError().message).toContain(`:${copy.lineOf(FILE, 'controls: [StoveBurner')}: types.StoveKnob.effects.controls: `);
  });

  it('reports a derivedFrom naming a missing type', () => {
    copy.edit(FILE, 'derivedFrom: Apple', 'derivedFrom: Appel');
    expect(loadError().message).toBe(
      `${copy.path(FILE)}:${copy.lineOf(FILE, 'Appel')}: types.AppleSliced.derivedFrom: 'Appel' is not a type of the catalogue`,
    );
  });

  it('names the file when it is missing', () => {
    const error = thrown(() => loadCatalogue(copy.path('nowhere')));
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(`${copy.path('nowhere/object-types.yaml')}: cannot read the file (ENOENT)`);
  });
});
