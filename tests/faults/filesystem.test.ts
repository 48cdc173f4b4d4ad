/**
 * File-system failures end with a message that names the path and says what is wrong, and the
 * convention's exit code — 2 when the path given is the wrong kind of thing (`--out` a file), 3
 * when the machine refuses (a folder read-only, a transcript that became a folder mid-run) —
 * never "unexpected error". An unwritable LLM cache only warns: the paid reply is used. Session
 * folders are claimed atomically: ten `plan` runs started together with one `--out` get ten.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { captureIO } from '../helpers/capture.js';
import { collectText } from '../helpers/wait.js';
import { happyReplies, PlanHarness, reply, STAGE1, STAGE2, TEST_KITCHEN, transcript } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(async () => {
  await Promise.all([h.start(), ensureBuilt()]);
});
afterAll(() => h.stop());

/** `iteraplan plan` in-process with `out` as --out (the harness's own --out is not used). */
async function plan(out: string, ...extra: string[]) {
  const captured = captureIO(h.env());
  // The scripted replies are skill code (the text path).
  const code = await main(['plan', 'I feel hungry', '--scene', TEST_KITCHEN, '--yes', '--no-clarify', '--code-by-construction', 'off', '--bridge', h.bridge.url, '--out', out, ...extra], captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

const asRoot = process.getuid?.() === 0;

describe('--out', () => {
  test('a file: bad usage, exit 2, saying so', async () => {
    await h.script();
    const file = h.scratch.write('not-a-folder', 'x');
    const { code, stderr } = await plan(file, '--planner', 'offline');
    expect(code).toBe(2);
    expect(stderr).toContain(`iteraplan: ${file} is a file, not a folder to write sessions in (--out)`);
    expect(stderr).not.toContain('unexpected error');
  });

  test('under a file: bad usage, exit 2, naming the path', async () => {
    await h.script();
    const file = h.scratch.write('plain-file', 'x');
    const { code, stderr } = await plan(join(file, 'runs'), '--planner', 'offline');
    expect(code).toBe(2);
    expect(stderr).toContain(`cannot create the sessions folder ${join(file, 'runs')}: a part of the path is a file, not a folder`);
  });

  test.skipIf(asRoot)('a read-only folder: the environment, exit 3', async () => {
    await h.script();
    const locked = join(h.scratch.dir, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o555);
    try {
      const { code, stderr } = await plan(join(locked, 'runs'), '--planner', 'offline');
      expect(code).toBe(3);
      expect(stderr).toContain('permission denied');
    } finally {
      chmodSync(locked, 0o755);
    }
  });
});

test('the transcript turned into a folder mid-run: exit 3 naming it, not an unexpected error', async () => {
  const out = join(h.scratch.dir, 'runs-mid');
  await h.script(
    reply.json(STAGE1),
    reply.handler((_request, response) => {
      const [id] = readdirSync(out);
      const file = join(out, id!, 'transcript.jsonl');
      rmSync(file);
      mkdirSync(file);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model: 'gpt-4o', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(STAGE2) } }] }));
    }),
  );
  const { code, stderr } = await plan(out, '--planner', 'openai');
  expect(code, stderr).toBe(3);
  expect(stderr).toMatch(/cannot write the session transcript .+transcript\.jsonl: it is a folder, not a file/);
  expect(stderr).not.toContain('unexpected error');
});

test('--resume of a session whose transcript.jsonl is a folder: bad input, exit 2', async () => {
  await h.script();
  const dir = join(h.scratch.dir, 'odd-session');
  mkdirSync(join(dir, 'transcript.jsonl'), { recursive: true });
  const { code, stderr } = await plan(join(h.scratch.dir, 'unused'), '--resume', dir);
  expect(code).toBe(2);
  expect(stderr).toContain('it is a folder, not a file');
});

test('an unwritable LLM cache warns once and the run goes on with the paid replies', async () => {
  await h.script(...happyReplies());
  const blocker = h.scratch.write('cache-blocker', 'x');
  const out = join(h.scratch.dir, 'runs-cache');
  const { code, stdout, stderr } = await plan(out, '--planner', 'openai', '--cache', join(blocker, 'cache'));
  expect(code, stderr).toBe(0);
  const warnings = stderr.split('\n').filter((l) => l.startsWith('iteraplan: warning: cannot write the LLM cache'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('a part of the path is a file, not a folder');
  expect(stdout).toContain('Done: success');
});

test('a bad --replay source: exit 2 and no empty session folder', async () => {
  await h.script();
  const out = join(h.scratch.dir, 'runs-replay');
  const bad = h.scratch.write('bad-transcript.jsonl', 'this is not json\n{"also": "bad"}\n');
  const { code, stderr } = await plan(out, '--planner', 'replay', '--replay', bad);
  expect(code, stderr).toBe(2);
  expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  const missing = await plan(out, '--planner', 'replay', '--replay', join(h.scratch.dir, 'nowhere'));
  expect(missing.code).toBe(2);
  expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
});

test('ten plan runs started together with one --out get ten session folders, each with its own transcript', async () => {
  await h.script();
  const out = join(h.scratch.dir, 'runs-ten');
  const runs = Array.from({ length: 10 }, () =>
    execa('node', [BIN, 'plan', 'I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--json', '--no-clarify', '--bridge', h.bridge.url, '--out', out], { env: h.env(), reject: false }),
  );
  const results = await Promise.all(runs);
  for (const r of results) expect(r.exitCode, r.stderr).toBe(0);
  const dirs = results.map((r) => (JSON.parse(r.stdout) as { sessionDir: string }).sessionDir);
  expect(new Set(dirs).size).toBe(10);
  expect(readdirSync(out)).toHaveLength(10);
  for (const dir of dirs) expect(transcript(dir).filter((e) => e.type === 'start')).toHaveLength(1);
});

test('Session.create in ten processes at the same instant, twenty each: 200 folders (mkdir claims, never shares)', async () => {
  const out = join(h.scratch.dir, 'runs-race');
  const go = join(h.scratch.dir, 'runs-race-go');
  // Every process, once loaded, says so and spins until the start file appears (made when all
  // ten are ready, however long a busy machine takes to start them), then claims twenty folders
  // as fast as it can.
  const script = `import { existsSync } from 'node:fs';
import { Session } from ${JSON.stringify(join(BIN, '..', '..', 'dist', 'session', 'session.js'))};
process.stderr.write('ready\\n');
while (!existsSync(${JSON.stringify(go)})) {}
const dirs = [];
for (let i = 0; i < 20; i++) dirs.push(Session.create(${JSON.stringify(out)}, 'same request', new Date('2026-01-01T00:00:00Z')).dir);
process.stdout.write(JSON.stringify(dirs));`;
  const file = join(h.scratch.dir, 'race.mjs');
  writeFileSync(file, script);
  const children = Array.from({ length: 10 }, () => execa('node', [file], { stderr: 'pipe' }));
  await Promise.all(children.map((child, i) => collectText(child.stderr).until(`process ${i + 1} of 10 ready`, (text) => text.includes('ready'))));
  writeFileSync(go, '');
  const results = await Promise.all(children);
  const dirs = results.flatMap((r) => JSON.parse(r.stdout) as string[]);
  expect(new Set(dirs).size).toBe(200);
  expect(readdirSync(out)).toHaveLength(200);
});

describe('a figure or map file the person names', () => {
  const full = existsSync('/dev/full') ? '/dev/full' : undefined;
  const cli = async (...argv: string[]) => {
    const captured = captureIO({ ...process.env, ITERAPLAN_SCENES: h.scenesDir });
    const code = await main(argv, captured.io);
    return { code, stderr: captured.stderr() };
  };
  const egg = () => h.scratch.write('egg-figures.py', "def f():\n    OpenObject('Fridge')\n    PutObject('Egg', 'Pan')\n\nf()\n");

  test.each([
    ['scenes show --map', (target: string) => ['scenes', 'show', TEST_KITCHEN, '--map', target], 'the map '],
    ['allocate --svg', (target: string) => ['allocate', egg(), '--scene', TEST_KITCHEN, '--svg', target], ''],
    ['allocate --png', (target: string) => ['allocate', egg(), '--scene', TEST_KITCHEN, '--png', target], ''],
  ])('%s: a folder is the person’s mistake (exit 2), a full disk the machine’s (exit 3), each said in words', async (_name, argv, what) => {
    const folder = join(h.scratch.dir, 'a-folder');
    mkdirSync(folder, { recursive: true });
    const wrong = await cli(...argv(folder));
    expect(wrong.stderr).toContain(`iteraplan: cannot write ${what}${folder}: it is a folder, not a file`);
    expect(wrong.stderr).not.toMatch(/EISDIR|illegal operation/);
    expect(wrong.code).toBe(2);
    if (full === undefined) return;
    const disk = await cli(...argv(full));
    expect(disk.stderr).toContain(`iteraplan: cannot write ${what}${full}: no space left on the device`);
    expect(disk.stderr).not.toContain('ENOSPC');
    expect(disk.code).toBe(3);
  });
});
