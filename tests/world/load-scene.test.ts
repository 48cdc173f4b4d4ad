import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { loadCatalogue } from '../../src/world/load-catalogue.js';
import { canonicalSceneName, listScenes, loadScene } from '../../src/world/load-scene.js';
import { copyFixtures, thrown, type FixtureCopy } from './fixture-copy.js';

const SCENE = 'scenes/FloorPlan1.yaml';
const EGG = 'Egg|-02.04|+00.81|+01.24';
const FRIDGE = 'Fridge|-02.10|+00.00|+01.09';

let copy: FixtureCopy;
beforeEach(() => {
  copy = copyFixtures();
});
afterEach(() => copy.remove());

function load(name = 'FloorPlan1') {
  return loadScene(name, loadCatalogue(copy.scenes), copy.scenes);
}

/** Loads the scene, which must fail; returns the InputError. */
function loadError(): InputError {
  const error = thrown(() => load());
  expect(error).toBeInstanceOf(InputError);
  return error as InputError;
}

describe('loadScene', () => {
  it('loads the fixture scene with defaults filled in', () => {
    const scene = load();
    expect(scene.roomType).toBe('Kitchen');
    const egg = scene.objects.find((object) => object.id === EGG);
    expect(egg).toEqual({ id: EGG, type: 'Egg', parent: FRIDGE, state: {} });
  });

  it.each(['../FloorPlan1', 'scenes/FloorPlan1', '/etc/passwd', '..', '.', '', 'FloorPlan1.yaml', 'a\\b', '-x'])(
    'refuses %j as a scene name',
    (name) => {
      const error = thrown(() => load(name));
      expect(error).toBeInstanceOf(InputError);
      expect((error as Error).message).toContain('not a path');
    },
  );

  it('names the available scenes for an unknown one', () => {
    copy.write('scenes/FloorPlan2.yaml', 'scene: FloorPlan2\n');
    const error = thrown(() => load('FloorPlan9'));
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe("unknown scene 'FloorPlan9'; did you mean FloorPlan1 or FloorPlan2?; available scenes: FloorPlan1, FloorPlan2");
  });

  it('a name that differs only in case is the scene itself; another is judged by the loader as given', () => {
    expect(canonicalSceneName('floorplan1', copy.scenes)).toBe('FloorPlan1');
    expect(canonicalSceneName('FLOORPLAN1', copy.scenes)).toBe('FloorPlan1');
    expect(canonicalSceneName('FloorPlan1', copy.scenes)).toBe('FloorPlan1');
    expect(canonicalSceneName('Kitchen', copy.scenes)).toBe('Kitchen');
    expect(canonicalSceneName('floorplan1', `${copy.scenes}/no-such-folder`)).toBe('floorplan1');
  });

  it('reports a parent that is not in the scene at its line, naming the entry and field', () => {
    copy.edit(SCENE, `parent: "${FRIDGE}"`, 'parent: "Fridge|+09.00|+00.00|+01.09"');
    const line = copy.lineOf(SCENE, 'parent: "Fridge|+09.00');
    const error = loadError();
    expect(error.message).toBe(
      `${copy.path(SCENE)}:${line}: objects[4] (${EGG}).parent: 'Fridge|+09.00|+00.00|+01.09' is not an object of this scene`,
    );
    expect(error.line).toBe(line);
    expect(error.file).toBe(copy.path(SCENE));
  });

  it('reports a type missing from the catalogue', () => {
    copy.edit(SCENE, 'type: Knife', 'type: Spork');
    copy.edit(SCENE, '"Knife|+00.90|+00.25|-02.18"', '"Spork|+00.90|+00.25|-02.18"');
    const line = copy.lineOf(SCENE, 'type: Spork');
    expect(loadError().message).toBe(
      `${copy.path(SCENE)}:${line}: objects[5] (Spork|+00.90|+00.25|-02.18).type: unknown type 'Spork' (not in the object-type catalogue)`,
    );
  });

  it.each([
    ['Egg|-02.04|+00.81', "has 3 '|'-separated fields"],
    ['Egg|-02.04|+0x.81|+01.24', "has y coordinate '+0x.81'"],
    ['Egg|-02.04|+00.8|+01.24', "has y coordinate '+00.8'"],
    ['Apple|-02.04|+00.81|+01.24', 'names type Apple, not Egg'],
  ])('reports the malformed id %s', (badId, reason) => {
    copy.edit(SCENE, `id: "${EGG}"`, `id: "${badId}"`);
    const line = copy.lineOf(SCENE, `id: "${badId}"`);
    expect(loadError().message).toContain(`${copy.path(SCENE)}:${line}: objects[4] (${badId}).id: '${badId}' ${reason}`);
  });

  it('reports a duplicate id at its second use', () => {
    copy.edit(SCENE, '  - id: "Sink|', `  - id: "${EGG}"\n    type: Egg\n  - id: "Sink|`);
    const line = copy.lineOf(SCENE, `  - id: "${EGG}"\n    type: Egg\n  - id: "Sink|`);
    expect(loadError().message).toBe(`${copy.path(SCENE)}:${line}: objects[10] (${EGG}).id: duplicate id, already used by objects[4]`);
  });

  it('reports a state key the type does not allow', () => {
    copy.edit(SCENE, 'state: { isDirty: true }', 'state: { isDirty: true, isOpen: true }');
    const line = copy.lineOf(SCENE, 'isOpen: true');
    expect(loadError().message).toBe(
      `${copy.path(SCENE)}:${line}: objects[6] (Plate|-00.10|+01.16|+00.02).state.isOpen: isOpen needs the property openable, which Plate does not have`,
    );
  });

  it('reports an object placed in an incompatible receptacle', () => {
    copy.edit(SCENE, 'parent: "Drawer|+00.95|+00.22|-02.20"', `parent: "${FRIDGE}"`);
    const line = copy.lineOf(SCENE, `parent: "${FRIDGE}"\n  - id: "Plate`);
    expect(loadError().message).toContain(`:${line}: objects[5] (Knife|+00.90|+00.25|-02.18).parent: a Knife cannot be in or on a Fridge`);
  });

  it('reports a parent that is not a receptacle', () => {
    copy.edit(SCENE, 'parent: "Drawer|+00.95|+00.22|-02.20"', `parent: "${EGG}"`);
    const line = copy.lineOf(SCENE, `parent: "${EGG}"`);
    expect(loadError().message).toBe(
      `${copy.path(SCENE)}:${line}: objects[5] (Knife|+00.90|+00.25|-02.18).parent: '${EGG}' is an Egg, which is not a receptacle`,
    );
  });

  it('reports a cycle of parents', () => {
    copy.edit(SCENE, 'type: StoveBurner\n', 'type: StoveBurner\n    parent: "Pan|-00.05|+00.95|-02.36"\n');
    const message = loadError().message;
    expect(message).toContain('objects[7] (StoveBurner|-00.04|+00.93|-02.37).parent:');
    expect(message).toContain('parents form a cycle');
  });

  it('reports a controls link to an object of the wrong type', () => {
    copy.edit(SCENE, 'controls: "StoveBurner|-00.04|+00.93|-02.37"', 'controls: "Pan|-00.05|+00.95|-02.36"');
    const line = copy.lineOf(SCENE, 'controls: "Pan');
    expect(loadError().message).toBe(
      `${copy.path(SCENE)}:${line}: objects[9] (StoveKnob|-00.02|+00.91|-02.32).controls: 'Pan|-00.05|+00.95|-02.36' is a Pan, but a StoveKnob links to a StoveBurner`,
    );
  });

  it('refuses a derived type in a fresh scene', () => {
    copy.edit(SCENE, 'type: Apple\n', 'type: AppleSliced\n');
    copy.edit(SCENE, '"Apple|-01.65|+00.81|+00.07"', '"Apple|-01.65|+00.81|+00.07|AppleSliced_1"');
    expect(loadError().message).toContain('AppleSliced is derived from Apple and cannot be in a fresh scene');
  });

  it('reports schema problems at their line: a missing field, an unknown key, a bad room type', () => {
    copy.edit(SCENE, 'parent: "Drawer|+00.95|+00.22|-02.20"', 'parnet: "Drawer|+00.95|+00.22|-02.20"');
    copy.edit(SCENE, 'roomType: Kitchen', 'roomType: Garage');
    const unknownKeyLine = copy.lineOf(SCENE, 'parnet:');
    const roomLine = copy.lineOf(SCENE, 'roomType:');
    const error = loadError();
    expect(error.message).toContain(`${copy.path(SCENE)}:${roomLine}: roomType: `);
    expect(error.message).toContain(
      `${copy.path(SCENE)}:${unknownKeyLine}: objects[5] (Knife|+00.90|+00.25|-02.18).parnet: unknown key 'parnet'`,
    );
    expect(error.line).toBe(Math.min(roomLine, unknownKeyLine));
  });

  it('reports a missing field at its entry', () => {
    copy.edit(SCENE, '    type: Drawer\n', '');
    const line = copy.lineOf(SCENE, '- id: "Drawer');
    expect(loadError().message).toBe(
      `${copy.path(SCENE)}:${line}: objects[2] (Drawer|+00.95|+00.22|-02.20).type: is missing (expected string)`,
    );
  });

  it('reports invalid YAML with its line', () => {
    copy.edit(SCENE, '    type: Drawer\n', '    type: Drawer\n   broken: [\n');
    const error = loadError();
    expect(error.message).toMatch(new RegExp(`^${escape(copy.path(SCENE))}:\\d+: invalid YAML: `));
    expect(error.line).toBeGreaterThan(0);
  });

  it('reports a scene whose name differs from its file', () => {
    copy.edit(SCENE, 'scene: FloorPlan1', 'scene: FloorPlan7');
    expect(loadError().message).toBe(`${copy.path(SCENE)}:1: scene: is 'FloorPlan7' but the file is named FloorPlan1`);
  });
});

describe('listScenes', () => {
  it('lists scene files in natural order, without the catalogue', () => {
    for (const name of ['FloorPlan10', 'FloorPlan2', 'FloorPlan201']) copy.write(`scenes/${name}.yaml`, '');
    copy.write('scenes/notes.txt', '');
    expect(listScenes(copy.scenes)).toEqual(['FloorPlan1', 'FloorPlan2', 'FloorPlan10', 'FloorPlan201']);
  });

  it('explains a missing scenes directory', () => {
    const error = thrown(() => listScenes(copy.path('nowhere')));
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toContain('ITERAPLAN_SCENES');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
