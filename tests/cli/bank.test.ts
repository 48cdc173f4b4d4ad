/**
 * `iteraplan bank build | stats | export` end to end (a launched symbolic bridge, one room), and
 * `--examples` asked for where there is no bank: exit 2 naming the folder.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { readBank } from '../../src/planning/index.js';
import { captureIO } from '../helpers/capture.js';

const scratch = mkdtempSync(join(tmpdir(), 'iteraplan-bank-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; out: string; err: string }> {
  const captured = captureIO(env);
  const code = await main(args, captured.io);
  return { code, out: captured.stdout(), err: captured.stderr() };
}

describe('iteraplan bank', () => {
  const dir = join(scratch, 'bank');

  it('builds a bank of one room with progress, counts it, and exports it by floorplan', async () => {
    const built = await run(['bank', 'build', '--scenes', 'FloorPlan302', '--per-scene', '5', '--paraphrases', '0', '--seed', '3', '--bank', dir]);
    expect(built.code, built.err).toBe(0);
    expect(built.err).toMatch(/Building the plan bank in .*: 1 rooms, 5 requests a room, seed 3\n\[1\/1\] FloorPlan302 \(Bedroom, (train|validation)\): \d+ kept, \d+ dropped; bank \d+\n/);
    const bank = readBank(dir);
    expect(built.out).toMatch(new RegExp(`^${bank.examples.length} verified examples of 5 requests in `));
    expect(bank.examples.length).toBeGreaterThan(0);
    expect(bank.manifest.build.options).toMatchObject({ seed: 3, perScene: 5, scenes: 'FloorPlan302' });

    const stats = await run(['bank', 'stats', '--bank', dir]);
    expect(stats.code).toBe(0);
    expect(stats.out).toMatch(new RegExp(`^Plan bank ${dir}: ${bank.examples.length} verified examples \\(schema 1, seed 3,`));
    expect(stats.out).toMatch(/\nSources: generated \d+\n/);

    const out = join(scratch, 'ft');
    const exported = await run(['bank', 'export', '--format', 'sharegpt', '--out', out, '--bank', dir]);
    expect(exported.code, exported.err).toBe(0);
    const split = bank.examples[0]!.split;
    const lines = readFileSync(join(out, `${split}.jsonl`), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(bank.examples.length);
    expect(readFileSync(join(out, split === 'train' ? 'validation.jsonl' : 'train.jsonl'), 'utf8')).toBe('');
  });

  it('refuses examples from a folder with no bank (exit 2, naming it), and stats of a missing bank', async () => {
    const none = join(scratch, 'none');
    const env = { ...process.env, OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_API_KEY: 'k' };
    const plan = await run(['plan', 'I am thirsty', '--scene', 'FloorPlan1', '--planner', 'openai', '--yes', '--examples', '2', '--bank', none, '--out', join(scratch, 'runs')], env);
    expect(plan.code).toBe(2);
    expect(plan.err).toContain(`--bank ${none}: there is no plan bank in ${none} (iteraplan bank build makes one)`);
    const stats = await run(['bank', 'stats', '--bank', none]);
    expect(stats.code).toBe(2);
    expect(stats.err).toContain(`${none}/manifest.json: cannot be read (ENOENT)`);
    expect(existsSync(none)).toBe(false);
  });
});
