/** Scenes directories for tests: the real catalogue plus fixture scenes, in a temporary folder. */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findProjectRoot } from '../../src/world/index.js';

/** The fixture scenes shipped with the test helpers. */
export const FIXTURE_SCENES = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures', 'scenes');
export const TEST_KITCHEN = 'TestKitchen';

/**
 * A temporary scenes directory holding the project's object-type catalogue and the given fixture
 * scenes (default: TestKitchen). Returns the path and a function that removes it.
 */
export function makeScenesDir(sceneNames: readonly string[] = [TEST_KITCHEN]): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'iteraplan-scenes-'));
  copyFileSync(join(findProjectRoot(), 'scenes', 'object-types.yaml'), join(dir, 'object-types.yaml'));
  for (const name of sceneNames) {
    const file = join(FIXTURE_SCENES, `${name}.yaml`);
    copyFileSync(file, join(dir, basename(file)));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
