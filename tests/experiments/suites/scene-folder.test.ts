/**
 * A suite's `sceneFolder` resolves inside the suite's own folder or the project's scenes (issue 37,
 * item 11): `experiment` copies every .yaml of it into its results, and an absolute path copied a
 * person's preferences store. Real suite files, loaded as `experiment --suite FILE` loads them.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSuiteFile } from '../../../src/experiments/suites/load-suite.js';
import { makeScratch, type Scratch } from '../../helpers/files.js';

let scratch: Scratch;
beforeAll(() => {
  scratch = makeScratch('iteraplan-scene-folder-');
  mkdirSync(join(scratch.dir, 'suite', 'own-scenes'), { recursive: true });
  mkdirSync(join(scratch.dir, 'elsewhere'));
  symlinkSync(join(scratch.dir, 'elsewhere'), join(scratch.dir, 'suite', 'linked'));
});
afterAll(() => scratch?.remove());

function suiteWith(sceneFolder: string): string {
  const file = join(scratch.dir, 'suite', `s-${sceneFolder.replace(/\W+/g, '-')}.yaml`);
  writeFileSync(file, `suite: t\ndescription: t\nsceneFolder: ${JSON.stringify(sceneFolder)}\ntasks:\n  - id: a\n    instruction: I feel hungry\n    roomType: Kitchen\n    scenes: [FloorPlan1]\n    success:\n      - name: toast\n        all: [{ exists: { type: BreadSliced, isCooked: true } }]\n`);
  return file;
}

describe("a suite's scene folder", () => {
  test.each([['an absolute path', '/etc'], ['a path out of the suite folder', '../elsewhere'], ['a link out of it', 'linked']])('%s is refused, naming the field and its line', (_name, folder) => {
    const file = suiteWith(folder);
    expect(() => loadSuiteFile(file, ['FloorPlan1'])).toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3: sceneFolder: .*outside the suite's folder and the project's scenes`));
  });

  test('a folder beside the suite is accepted', () => {
    const file = suiteWith('own-scenes');
    expect(loadSuiteFile(file, ['FloorPlan1']).sceneFolder).toBe(join(scratch.dir, 'suite', 'own-scenes'));
  });
});
