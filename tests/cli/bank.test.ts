/**
 * `iteraplan bank build | stats | export` end to end (a launched symbolic bridge, one room), and
 * `--examples` asked for where there is no bank: exit 2 naming the folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { EpisodeLog } from '../../src/experiments/index.js';
import { readBank } from '../../src/planning/index.js';
import { record } from '../experiments/records.js';
import { ALFRED_TRAIN } from '../bank/served-bridge.js';
import { captureIO } from '../helpers/capture.js';
import { reply, startScriptedOpenAI } from '../helpers/openai-server.js';

const scratch = mkdtempSync(join(tmpdir(), 'iteraplan-bank-cli-'));
const TRAIN = ALFRED_TRAIN;
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; out: string; err: string }> {
  const captured = captureIO(env);
  const code = await main(args, captured.io);
  return { code, out: captured.stdout(), err: captured.stderr() };
}

describe('iteraplan bank', () => {
  const dir = join(scratch, 'bank');

  it('builds a bank of one room with progress, counts it, and exports it by floorplan', async () => {
    const built = await run(['bank', 'build', '--scenes', 'FloorPlan302', '--per-scene', '5', '--paraphrases', '0', '--seed', '4', '--bank', dir]);
    expect(built.code, built.err).toBe(0);
    expect(built.err).toMatch(/Building the plan bank in .*: 1 rooms, 5 requests a room, seed 4\n\[1\/1\] FloorPlan302 \(Bedroom, (train|validation)\): \d+ kept, \d+ dropped; bank \d+\n/);
    const bank = readBank(dir);
    expect(built.out).toMatch(new RegExp(`^${bank.examples.length} verified examples of 5 requests in `));
    expect(bank.examples.length).toBeGreaterThan(0);
    expect(bank.manifest.build.options).toMatchObject({ seed: 4, perScene: 5, scenes: 'FloorPlan302' });

    const stats = await run(['bank', 'stats', '--bank', dir]);
    expect(stats.code).toBe(0);
    expect(stats.out).toMatch(new RegExp(`^Plan bank ${dir}: ${bank.examples.length} verified examples \\(schema 1, seed 4,`));
    expect(stats.out).toMatch(/\nSources: generated \d+\n/);

    const out = join(scratch, 'ft');
    const exported = await run(['bank', 'export', '--format', 'sharegpt', '--out', out, '--bank', dir]);
    expect(exported.code, exported.err).toBe(0);
    const split = bank.examples[0]!.split;
    const lines = readFileSync(join(out, `${split}.jsonl`), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(bank.examples.length);
    expect(readFileSync(join(out, split === 'train' ? 'validation.jsonl' : 'train.jsonl'), 'utf8')).toBe('');
  });

  it("takes ALFRED's train trajectories a suite does not hold, counts what it dropped and why, and aims at an experiment's failures", async () => {
    const results = join(scratch, 'results');
    new EpisodeLog(join(results, 'episodes.jsonl')).append(record({ roomType: 'Kitchen', taskType: 'pick_cool_then_place_in_recep', instruction: 'Chill an apple slice.', success: false }));
    const alfredDir = join(scratch, 'alfred-bank');
    const built = await run(['bank', 'build', '--scenes', 'FloorPlan4,FloorPlan12', '--per-scene', '2', '--seed', '3', '--bank', alfredDir, '--alfred', TRAIN, '--alfred-commit', 'f91f4c0c96c7a29f33d0557f86b0a21035379b3b', '--augment-from', results, '--augment-per-scene', '1', '--no-paraphrase-llm']);
    expect(built.code, built.err).toBe(0);
    expect(built.err).toContain(`ALFRED trajectories of ${TRAIN} (at most 8 a floorplan), aimed at alfred:pick_cool_then_place_in_recep@Kitchen, command:cool@Kitchen`);
    // suites/alfred-train-sample.yaml holds 8 of the 9 fixture trajectories: only FloorPlan4's tomato is taken, and our PutObject never forces a knife into the fridge as ALFRED's expert did.
    expect(built.err).toMatch(/\[1\/2\] FloorPlan4 \(Kitchen, \w+\): \d+ kept, \d+ dropped; ALFRED 0\/1 trajectories, 0 kept; bank \d+\n/);
    expect(built.out).toMatch(/ verified examples of \d+ requests and 1 ALFRED trajectories in /);
    const bank = readBank(alfredDir);
    expect(bank.manifest.rejected).toMatchObject({ 'alfred:held-out-trajectory': 2, 'alfred:execution-failed': 1 });
    expect(bank.examples.filter((e) => e.source.kind === 'augmented').every((e) => e.taskType === 'command:cool')).toBe(true);
    const stats = await run(['bank', 'stats', '--bank', alfredDir]);
    expect(stats.out).toContain('\nDropped (ALFRED): held-out-trajectory 2, execution-failed 1\n');
    expect(stats.out).toContain('\nALFRED: 1 train trajectories taken (0 more left by the cap a floorplan); 0 ran only with objects named by id\n');
    expect(stats.out).toContain(`\nAugmentation from ${results} (1 failed of 1 episodes): aimed at alfred:pick_cool_then_place_in_recep@Kitchen (1 failed), command:cool@Kitchen (1 failed)\n`);
  });

  it("aims at what a failed task is by the words of its request (by its suite's goal where they say nothing: tests/bank/augment-from.test.ts), and counts the rules of a room alone", async () => {
    // Real results of the offline planner: it refuses TEACh's sandwich (its toast is a use the list of components cannot name), makes the coffee, and rightly refuses to order a pizza.
    const teach = join(scratch, 'results-teach');
    const everyday = join(scratch, 'results-everyday');
    const ran = await run(['experiment', '--suite', 'teach', '--planner', 'offline', '--episodes', 'teach-sandwich-0-0-floorplan21@*,teach-coffee-floorplan3@*', '--out', teach, '--concurrency', '1']);
    expect(ran.code, ran.err).toBe(0);
    const refused = await run(['experiment', '--suite', 'everyday', '--planner', 'offline', '--episodes', 'k-order-pizza@*', '--out', everyday, '--concurrency', '1']);
    expect(refused.code, refused.err).toBe(0);
    const aimedDir = join(scratch, 'aimed-bank');
    const built = await run(['bank', 'build', '--scenes', 'FloorPlan16', '--per-scene', '2', '--paraphrases', '0', '--seed', '3', '--bank', aimedDir, '--augment-from', teach, '--augment-from', everyday, '--augment-per-scene', '6', '--no-paraphrase-llm']);
    expect(built.code, built.err).toBe(0);
    // The sandwich's words: a sandwich, toast, a plate cleaned, the bread heated; the right refusal is no failure.
    expect(built.err).toContain(', aimed at command:clean@Kitchen, command:heat@Kitchen, need:clean@Kitchen, use:sandwich@Kitchen, use:toast@Kitchen\n');
    expect(built.err).toContain(`Augmentation from ${teach}, ${everyday}: 1 failed of 3 episodes, read by ALFRED's task type 0, by their words 1, by their suite's goal 0, by nothing 0; 5 rules, 0 of a room type alone\n`);
    const bank = readBank(aimedDir);
    const augmented = bank.examples.filter((e) => e.source.kind === 'augmented');
    expect(augmented.length).toBeGreaterThan(0);
    expect(augmented.every((e) => ['command:clean', 'command:heat', 'need:clean', 'use:sandwich', 'use:toast'].includes(e.taskType)), augmented.map((e) => e.taskType).join(', ')).toBe(true);
    expect(bank.manifest.sources).toMatchObject({ augmentation: { failures: 1, episodes: 3, readBy: { alfred: 0, words: 1, goal: 0, room: 0 }, roomOnlyRules: 0 } });
    const stats = await run(['bank', 'stats', '--bank', aimedDir]);
    expect(stats.out).toContain("\nFailures read by ALFRED's task type 0, by their words 1, by their suite's goal 0, by nothing (their room alone) 0\n");
    expect(stats.out).toContain('\nRules of a room type alone (every task type of the room matches): 0 of 5\n');
  });

  it('rewords with the LLM endpoint when one is set, and not with --no-paraphrase-llm', async () => {
    const server = await startScriptedOpenAI();
    try {
      server.addRule((r) => r.path === '/v1/chat/completions', () => reply.decided((r) => ({ wordings: [`Um, ${/Request: (.*)\n/.exec((r.body as { messages: { content: string }[] }).messages.at(-1)!.content)![1]!}`, 'Qwxz vrrp kkt.'] })));
      const env = { ...process.env, OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'k' };
      const llmDir = join(scratch, 'llm-bank');
      const built = await run(['bank', 'build', '--scenes', 'FloorPlan1', '--per-scene', '2', '--paraphrases', '0', '--seed', '2', '--bank', llmDir], env);
      expect(built.code, built.err).toBe(0);
      expect(built.err).toContain(', rewordings by the LLM (2 an example)');
      const bank = readBank(llmDir);
      const generated = bank.examples.filter((e) => e.source.kind === 'generated').length;
      expect(server.requests.length).toBe(generated);
      expect(bank.manifest.build.options).toMatchObject({ llmParaphrases: { by: 'gpt-4o', count: 2 } });
      expect(bank.manifest.rejected['paraphrase-unread']).toBe(generated);
      const stats = await run(['bank', 'stats', '--bank', llmDir]);
      expect(stats.out).toMatch(new RegExp(`LLM \\d+ of ${2 * generated}\n`));
      const rules = await run(['bank', 'build', '--scenes', 'FloorPlan1', '--per-scene', '2', '--paraphrases', '0', '--seed', '2', '--no-paraphrase-llm', '--bank', join(scratch, 'no-llm')], env);
      expect(rules.code, rules.err).toBe(0);
      expect(server.requests.length).toBe(generated);
    } finally {
      await server.close();
    }
  });

  it("refuses ALFRED's held-out splits, --alfred without its commit or with --bridge, before any bridge starts (exit 2)", async () => {
    const valid = join(scratch, 'data', 'json_2.1.0', 'valid_seen');
    mkdirSync(valid, { recursive: true });
    const refused = await run(['bank', 'build', '--scenes', 'FloorPlan4', '--bank', join(scratch, 'x'), '--alfred', valid, '--alfred-commit', 'abc']);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`${valid}: ALFRED's valid_seen split is held out (never read)`);
    const noCommit = await run(['bank', 'build', '--scenes', 'FloorPlan4', '--bank', join(scratch, 'x'), '--alfred', TRAIN]);
    expect(noCommit.code).toBe(2);
    expect(noCommit.err).toContain('--alfred needs --alfred-commit');
    const bridged = await run(['bank', 'build', '--scenes', 'FloorPlan4', '--bank', join(scratch, 'x'), '--alfred', TRAIN, '--alfred-commit', 'abc', '--bridge', 'ws://127.0.0.1:9']);
    expect(bridged.code).toBe(2);
    expect(bridged.err).toContain('leave out --bridge');
    expect(existsSync(join(scratch, 'x'))).toBe(false);
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
