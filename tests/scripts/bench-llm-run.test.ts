/**
 * `npm run bench:llm` end to end against the scripted OpenAI-compatible server (--endpoint: no
 * llama.cpp build): one run measures a suite with and without plan-bank examples, the real `openai`
 * SDK in the real CLI sends the examples only in the first, and the section written holds a row
 * for each, task success by the suite's goal and false successes included.
 */
import { execa } from 'execa';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { writeBank } from '../../src/planning/index.js';
import { ROOT } from '../helpers/bridge.js';
import { ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { reply, startScriptedOpenAI, type ReceivedRequest, type ScriptedOpenAI } from '../helpers/openai-server.js';
import { EXAMPLES } from '../planning/examples/fixtures.js';

interface ChatBody {
  messages: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
}

const program = (...calls: string[]) => '```python\ndef task():\n' + calls.map((c) => `    ${c}\n`).join('') + '\ntask()\n```';

/** The scripted model: plans "Turn off the light." as switching the light switch off, stating that goal. */
function answer(request: ReceivedRequest): string | object {
  const body = request.body as ChatBody;
  const plan = { taskDescription: 'Turn the light off.', subtasks: ['Switch off the light.'], neededObjects: ['LightSwitch'] };
  switch (body.response_format?.json_schema?.name) {
    case 'clarify':
      return { action: 'plan', question: '', options: [] };
    case 'task_decomposition':
      return plan;
    case 'stated_plan':
      return { ...plan, goal: [{ name: 'dark', all: [{ none: { type: ['LightSwitch'], in: null, is: ['on'], fillLiquid: null, was: null } }] }] };
    case 'allocation': {
      const user = body.messages.at(-1)!.content;
      return { assignments: [...user.matchAll(/^line (\d+):/gm)].map((m) => ({ line: Number(m[1]), agent: 'human' })) };
    }
  }
  return program("SwitchOff('LightSwitch')");
}

let scratch: Scratch;
let server: ScriptedOpenAI;
beforeAll(async () => {
  await ensureBuilt();
  scratch = makeScratch('bench-llm-run-');
  server = await startScriptedOpenAI();
  server.enqueue(...Array.from({ length: 40 }, () => reply.decided(answer)));
});
afterAll(async () => {
  await server?.close();
  scratch?.remove();
});

describe('npm run bench:llm with --endpoint', () => {
  test('with and without retrieval in one run: examples only in the first, a headline row and a slice section for each', async () => {
    const suite = join(scratch.dir, 'lights.yaml');
    writeFileSync(
      suite,
      'suite: lights\ntasks:\n  - id: lights-off\n    instruction: Turn off the light.\n    roomType: Bedroom\n    scenes: [FloorPlan301]\n    success:\n      - name: dark\n        all: [{ none: { type: LightSwitch, isToggled: true } }]\n',
    );
    const bank = join(scratch.dir, 'bank');
    writeBank(bank, EXAMPLES, { seed: 1, bySource: { generated: EXAMPLES.length, paraphrase: 0, 'alfred-expert': 0, augmented: 0 }, bySplit: { train: EXAMPLES.length, validation: 0 }, floorplans: { train: [], validation: [] }, rejected: {}, duplicates: 0, build: { options: {}, seconds: 0 } });
    const benchmarks = join(scratch.dir, 'BENCHMARKS.md');
    writeFileSync(benchmarks, '# Benchmarks\n\nKept.\n');
    const out = join(scratch.dir, 'out');
    const run = await execa(process.execPath, [join(ROOT, 'scripts', 'bench-llm.mjs'), '--endpoint', server.baseURL, '--no-snapshot', '--suite', `${suite}=all`, '--examples', '2,0', '--bank', bank, '--variants', 'off', '--requests', 'none', '--out', out, '--benchmarks', benchmarks], { cwd: ROOT, reject: false, env: { OPENAI_API_KEY: 'unused' } });
    expect(run.exitCode, run.stderr).toBe(0);

    // The first experiment's prompts hold the bank's examples; the second's none.
    const users = server.requests.map((r) => (r.body as ChatBody).messages.find((m) => m.role === 'user')?.content ?? '');
    const withExamples = users.findIndex((u) => u.includes('Verified examples'));
    expect(withExamples).toBeGreaterThanOrEqual(0);
    expect(users[withExamples]).toMatch(/Example 1\. Room: \w+\. Request: "/);
    expect(users[withExamples]).not.toContain('Example 3.');
    const last = users.map((u, i) => (u.includes('Request: "Turn off the light."') ? i : -1)).reduce((a, b) => Math.max(a, b));
    expect(last).toBeGreaterThan(withExamples);
    expect(users[last]).not.toContain('Verified examples');

    const section = readFileSync(benchmarks, 'utf8');
    expect(section).toContain('Kept.');
    expect(section).toMatch(/\| lights \| every episode \| openai \| 2 \| skill code as text \| 1 of 1 \| \*\*1\/1 \(100%\)\*\* \| \*\*0\*\* of 1 reported \|/);
    expect(section).toMatch(/\| lights \| every episode \| openai \| none \| skill code as text \| 1 of 1 \| \*\*1\/1 \(100%\)\*\* \| \*\*0\*\* of 1 reported \|/);
    expect(section).toContain('### Suite lights slice: 1 of 1 (openai, 2 plan-bank examples, skill code as text) episodes run');
    expect(section).toContain('the OpenAI-compatible server at');

    // Another run's section shows this run's figures beside its own (--also OUT).
    const other = join(scratch.dir, 'BENCHMARKS-other.md');
    const beside = await execa(process.execPath, [join(ROOT, 'scripts', 'bench-llm.mjs'), '--endpoint', server.baseURL, '--no-snapshot', '--suite', `${suite}=all`, '--examples', '0', '--variants', 'off', '--requests', 'none', '--out', join(scratch.dir, 'out2'), '--benchmarks', other, '--also', out, '--summarise-only'], { cwd: ROOT, reject: false });
    expect(beside.exitCode, beside.stderr).toBe(0);
    const both = readFileSync(other, 'utf8');
    expect(both).toMatch(/Shown beside it: the run of `npm run bench:llm -- --endpoint [^`]*--examples 2,0[^`]*` \(code of commit /);
    expect(both).toMatch(/\| lights \| every episode \| openai \| 2 \| skill code as text \| 1 of 1 \| \*\*1\/1 \(100%\)\*\*/);
  });

  test('bad usage before anything runs: a slice the suite cannot give, examples without a bank, another run without its summary (exit 2, naming them)', async () => {
    const bench = (...args: string[]) => execa(process.execPath, [join(ROOT, 'scripts', 'bench-llm.mjs'), '--endpoint', server.baseURL, '--out', join(scratch.dir, 'bad'), ...args], { cwd: ROOT, reject: false });
    const slice = await bench('--suite', 'teach=slice');
    expect(slice.exitCode).toBe(2);
    expect(slice.stderr).toContain("--suite teach: --episodes slice is the paper suite's slice");
    const noBank = await bench('--examples', '3', '--bank', join(scratch.dir, 'nowhere'));
    expect(noBank.exitCode).toBe(2);
    expect(noBank.stderr).toContain(`there is no plan bank in ${join(scratch.dir, 'nowhere')}`);
    const noRun = await bench('--also', join(scratch.dir, 'nowhere'));
    expect(noRun.exitCode).toBe(2);
    expect(noRun.stderr).toContain(`--also ${join(scratch.dir, 'nowhere')}: no summary.json there`);
  });
});
