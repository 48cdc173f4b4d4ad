/** Listing and loading the scenes of the scenes directory. */
import { echo } from '../display.js';
import { closestNames, orList } from '../code/index.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import type { Catalogue } from './catalogue-schema.js';
import { CATALOGUE_FILE } from './load-catalogue.js';
import { displayPath, scenesDir } from './paths.js';
import { checkScene } from './scene-checks.js';
import { sceneSchema, type Scene } from './scene-schema.js';
import { throwIfProblems, validateSource } from './validate-source.js';
import { readYamlSource } from './yaml-source.js';

const SCENE_EXTENSION = '.yaml';
/** Up to this many scenes, an unknown name's error lists them all. */
const LISTED_SCENES = 24;

/** The scene names of `dir` (every `*.yaml` but the catalogue), in natural order. */
export function listScenes(dir: string = scenesDir()): string[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch (cause) {
    throw new InputError(`cannot list the scenes directory ${displayPath(dir)}; set ITERAPLAN_SCENES to a folder of scene files`, {
      file: displayPath(dir),
      cause,
    });
  }
  return files
    .filter((file) => file.endsWith(SCENE_EXTENSION) && file !== CATALOGUE_FILE)
    .map((file) => file.slice(0, -SCENE_EXTENSION.length))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/**
 * Loads scene `name` (a name such as FloorPlan1, never a path) and checks it against the
 * catalogue. An unknown name is an InputError listing the available scenes.
 */
export function loadScene(name: string, catalogue: Catalogue, dir: string = scenesDir()): Scene {
  assertSceneName(name);
  const available = listScenes(dir);
  if (!available.includes(name)) {
    const close = closestNames(name, available);
    const hint = close.length > 0 ? `; did you mean ${orList(close)}?` : '';
    const all = available.length <= LISTED_SCENES ? `available scenes: ${available.join(', ') || '(none)'}` : `\`iteraplan scenes\` lists the ${available.length} there are`;
    throw new InputError(`unknown scene '${echo(name)}'${hint}; ${all}`);
  }
  const source = readYamlSource(join(dir, name + SCENE_EXTENSION));
  const scene = validateSource(source, sceneSchema);
  throwIfProblems(source, checkScene(scene, catalogue, name));
  return scene;
}

/**
 * The scene's own spelling of `name` when it differs only in case (`floorplan1` → FloorPlan1);
 * otherwise `name` as given, for the loader or the bridge to judge.
 */
export function canonicalSceneName(name: string, dir: string = scenesDir()): string {
  let available: string[];
  try {
    available = listScenes(dir);
  } catch {
    return name;
  }
  if (available.includes(name)) return name;
  const same = available.filter((scene) => scene.toLowerCase() === name.toLowerCase());
  return same.length === 1 ? same[0]! : name;
}

/** A scene name is letters, digits, '_' and '-', so it can never reach outside the scenes directory. */
export function assertSceneName(name: string): void {
  const plain = name.length > 0 && [...name].every((char) => isNameChar(char)) && !name.startsWith('-');
  if (!plain) {
    throw new InputError(`scene name '${name}' is not a name: use a scene name such as FloorPlan1, not a path or file name`);
  }
}

function isNameChar(char: string): boolean {
  return (
    (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || (char >= '0' && char <= '9') || char === '_' || char === '-'
  );
}
