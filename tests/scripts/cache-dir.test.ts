/** scripts/llm/cache-dir.sh: where the llama.cpp build and the models are kept, from the environment only. */
import { execa } from 'execa';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findProjectRoot } from '../../src/world/index.js';

const SCRIPT = join(findProjectRoot(), 'scripts', 'llm', 'cache-dir.sh');

/** What `llm_cache_dir` prints with exactly `env` (and PATH) set. */
async function cacheDir(env: Record<string, string>): Promise<string> {
  const result = await execa('bash', ['-c', `source '${SCRIPT}' && llm_cache_dir`], { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ...env }, extendEnv: false });
  return result.stdout;
}

describe('llm_cache_dir', () => {
  test('ITERAPLAN_LLM_CACHE, else $XDG_CACHE_HOME/iteraplan, else ~/.cache/iteraplan; never a folder of one machine', async () => {
    expect(await cacheDir({ ITERAPLAN_LLM_CACHE: '/tmp/mine', XDG_CACHE_HOME: '/tmp/xdg', HOME: '/home/someone' })).toBe('/tmp/mine');
    expect(await cacheDir({ XDG_CACHE_HOME: '/tmp/xdg', HOME: '/home/someone' })).toBe('/tmp/xdg/iteraplan');
    expect(await cacheDir({ HOME: '/home/someone' })).toBe('/home/someone/.cache/iteraplan');
    expect(await cacheDir({ ITERAPLAN_LLM_CACHE: '', XDG_CACHE_HOME: '', HOME: '/home/someone' })).toBe('/home/someone/.cache/iteraplan');
  });
});
