/**
 * contract/ is what the zod schemas say: the checked-in JSON Schema and constants the Python
 * bridge reads are regenerated here and compared (scripts/write-contract.mjs rewrites them).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ACTION_ERRORS, CONTRACT_DIR, contractFiles } from '../../src/bridge/index.js';
import { ROOT } from '../helpers/bridge.js';

const folder = join(ROOT, CONTRACT_DIR);

describe('contract/', () => {
  const files = contractFiles();

  test.each([...files.keys()])('%s is up to date (node scripts/write-contract.mjs after npm run build)', (name) => {
    expect(existsSync(join(folder, name)), `${name} is missing`).toBe(true);
    expect(readFileSync(join(folder, name), 'utf8')).toBe(files.get(name));
  });

  test('holds no file the schemas do not write', () => {
    expect(readdirSync(folder).filter((name) => !files.has(name))).toEqual([]);
  });

  test('every action error code says what its refusal is about', () => {
    const constants = JSON.parse(files.get('constants.json')!) as { actionErrors: Record<string, { about: string }> };
    expect(Object.keys(constants.actionErrors)).toEqual(Object.keys(ACTION_ERRORS));
    for (const info of Object.values(constants.actionErrors)) expect(['type', 'state']).toContain(info.about);
  });
});
