import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayPath, findProjectRoot, scenesDir, skillsDir } from '../../src/world/paths.js';
import { FIXTURES } from './fixture-copy.js';

describe('paths', () => {
  const root = findProjectRoot();

  it('finds the project root from the source tree', () => {
    expect((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string }).name).toBe('iteraplan');
    expect(existsSync(join(root, 'src', 'world', 'paths.ts'))).toBe(true);
  });

  it('finds the same root from deeper or compiled locations below it', () => {
    expect(findProjectRoot(join(root, 'dist', 'world'))).toBe(root);
    expect(findProjectRoot(FIXTURES)).toBe(root);
  });

  it('fails clearly above any project', () => {
    expect(() => findProjectRoot('/')).toThrow('cannot find the iteraplan project root');
  });

  it('uses ITERAPLAN_SCENES when set, else <root>/scenes', () => {
    expect(scenesDir({ ITERAPLAN_SCENES: FIXTURES })).toBe(FIXTURES.replace(/\/$/, ''));
    expect(scenesDir({})).toBe(join(root, 'scenes'));
    expect(scenesDir({ ITERAPLAN_SCENES: '' })).toBe(join(root, 'scenes'));
    expect(skillsDir()).toBe(join(root, 'skills'));
  });

  it('shows files inside the project relative to its root and others as given', () => {
    expect(displayPath(join(root, 'scenes', 'FloorPlan1.yaml'))).toBe(join('scenes', 'FloorPlan1.yaml'));
    expect(displayPath('/tmp/elsewhere.yaml')).toBe('/tmp/elsewhere.yaml');
  });
});
