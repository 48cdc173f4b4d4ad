/**
 * A resumed session is confined to its own folder (issue 37, items 1, 2 and 20): whatever its
 * transcript says, `plan --resume` writes only inside the folder it was given, reads no team file
 * outside it (a path in `options.teamFile` or `team` is never followed: not to /etc/passwd, not to
 * a FIFO), refuses flags it cannot honour, names a tampered code event, and reports a finished
 * session's recorded verdict. Real sessions: the offline planner over a real bridge.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { ROOT } from '../helpers/bridge.js';
import { PlanHarness, TEST_KITCHEN } from '../helpers/plan-harness.js';

const h = new PlanHarness();
/** A finished session the offline planner wrote; each test works on a copy of it. */
let finished: string;
let serial = 0;

beforeAll(async () => {
  await Promise.all([h.start(), ensureBuilt()]);
  await h.script();
  const run = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--json']);
  expect(run.code, run.stderr).toBe(0);
  finished = run.result().sessionDir;
});
afterAll(() => h.stop());

type Event = Record<string, unknown> & { type: string };

function readEvents(dir: string): Event[] {
  return readFileSync(join(dir, 'transcript.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Event);
}

function writeEvents(dir: string, events: readonly Event[]): void {
  writeFileSync(join(dir, 'transcript.jsonl'), events.map((e) => JSON.stringify(e) + '\n').join(''));
}

/** A copy of `source` in a folder of its own (as a person would receive it). */
function copyOf(source: string): string {
  serial += 1;
  const dir = join(h.scratch.dir, 'received', `session-${serial}`);
  mkdirSync(join(dir, '..'), { recursive: true });
  cpSync(source, dir, { recursive: true });
  return dir;
}

/** A copy of `source` cut after the code's approval: resuming it runs the code. */
function approvedCopy(source: string, edit: (events: Event[]) => void = () => {}): string {
  const dir = copyOf(source);
  const events = readEvents(dir);
  const cut = events.slice(0, events.findIndex((e) => e.type === 'decision' && e.decision === 'approve') + 1);
  edit(cut);
  writeEvents(dir, cut);
  for (const name of ['result.json', 'outcome.json', 'state-before.json', 'state-after.json', 'steps.jsonl', 'summary.md', 'report.html']) rmSync(join(dir, name), { force: true });
  return dir;
}

function startOptions(events: Event[]): Record<string, unknown> {
  return (events.find((e) => e.type === 'start') as unknown as { options: Record<string, unknown> }).options;
}

describe('a resumed session writes only inside its own folder (item 1)', () => {
  test('a forged end.result.sessionDir: result.json goes to the resumed folder, the victim is untouched', async () => {
    const dir = copyOf(finished);
    const victim = join(h.scratch.dir, `victim-${serial}`);
    mkdirSync(victim);
    writeFileSync(join(victim, 'result.json'), 'the victim\n');
    const originalResult = readFileSync(join(finished, 'result.json'), 'utf8');
    const events = readEvents(dir);
    const end = events.find((e) => e.type === 'end') as unknown as { result: { sessionDir: string } };
    end.result.sessionDir = victim;
    writeEvents(dir, events);
    rmSync(join(dir, 'result.json'));

    const { code, stdout, stderr } = await h.run(['--resume', dir, '--planner', 'offline', '--yes']);
    expect(code, stderr).toBe(0);
    expect(readFileSync(join(victim, 'result.json'), 'utf8')).toBe('the victim\n');
    expect(readFileSync(join(finished, 'result.json'), 'utf8')).toBe(originalResult);
    expect(JSON.parse(readFileSync(join(dir, 'result.json'), 'utf8'))).toMatchObject({ sessionDir: dir, success: true });
    expect(stdout).toContain(`Session written to ${dir}`);
  });

  test('a copy of a finished session, resumed, leaves the original alone', async () => {
    const dir = copyOf(finished);
    const originalResult = readFileSync(join(finished, 'result.json'), 'utf8');
    const { code, result } = await h.run(['--resume', dir, '--planner', 'offline', '--yes', '--json']);
    expect(code).toBe(0);
    expect(result().sessionDir).toBe(dir);
    expect(readFileSync(join(finished, 'result.json'), 'utf8')).toBe(originalResult);
  });
});

describe('a resumed session reads no team file outside its folder (item 2)', () => {
  test("options.teamFile naming /etc/passwd is not followed: the recorded shipped team 'paper' is used", async () => {
    const dir = approvedCopy(finished, (events) => {
      startOptions(events).teamFile = '/etc/passwd';
    });
    const { code, stderr, result } = await h.run(['--resume', dir, '--planner', 'offline', '--yes', '--json']);
    expect(code, stderr).toBe(0);
    expect(stderr).not.toContain('passwd');
    expect(result()).toMatchObject({ success: true, team: 'paper' });
  });

  test('a team value that is a path (a FIFO) is refused, exit 2, without opening it', async () => {
    const fifo = join(h.scratch.dir, `team-fifo-${serial}.yaml`);
    execFileSync('mkfifo', [fifo]);
    const dir = approvedCopy(finished, (events) => {
      Object.assign(startOptions(events), { team: fifo, teamFile: fifo });
    });
    // The built CLI in a child: a read of the FIFO would block its whole process.
    const child = spawn(process.execPath, [BIN, 'plan', '--resume', dir, '--planner', 'offline', '--yes', '--bridge', h.bridge.url, '--out', h.out], { env: h.env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    // Opening the FIFO for writing completes only when someone opens it for reading.
    const writer = open(fifo, 'w');
    const first = await Promise.race([exited.then((code) => ({ exit: code })), writer.then(() => ({ opened: true }))]);
    if ('opened' in first) {
      child.kill('SIGKILL');
      await (await writer).close();
      throw new Error('the resumed session opened the FIFO named by its transcript');
    }
    expect(first.exit, stderr).toBe(2);
    expect(stderr).toContain('--team');
    // Let the pending open finish (it would otherwise keep the test process waiting).
    const reader = await open(fifo, 'r');
    await (await writer).close();
    await reader.close();
  });

  test('a session started with a team file keeps a copy in its folder and resumes with it after the file is gone', async () => {
    const teamFile = join(h.scratch.dir, 'our-team.yaml');
    copyFileSync(join(ROOT, 'skills', 'teams', 'two-robots.yaml'), teamFile);
    // Interrupted after approval: a fresh session cut where the code was approved.
    const first = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--json', '--team', teamFile]);
    expect(first.code, first.stderr).toBe(0);
    const source = first.result().sessionDir;
    expect(readFileSync(join(source, 'team.yaml'), 'utf8')).toBe(readFileSync(teamFile, 'utf8'));
    rmSync(teamFile);
    const dir = approvedCopy(source);
    const { code, stderr, result } = await h.run(['--resume', dir, '--planner', 'offline', '--yes', '--json']);
    expect(code, stderr).toBe(0);
    expect(result().team).toBe('our-team');
    expect(result().allocation?.map((row) => row.agent)).toEqual(expect.arrayContaining(['robot2']));
  });
});

describe('resume refuses what it cannot honour and reports what it recorded (item 20)', () => {
  test('--scene on resume is refused, exit 2, naming it', async () => {
    const dir = approvedCopy(finished);
    const { code, stderr } = await h.run(['--resume', dir, '--scene', 'FloorPlan1', '--planner', 'offline', '--yes']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--scene FloorPlan1.*TestKitchen/);
  });

  test('a new request on resume is refused, exit 2, naming it', async () => {
    const dir = approvedCopy(finished);
    const { code, stderr } = await h.run(['Make me a salad', '--resume', dir, '--planner', 'offline', '--yes']);
    expect(code).toBe(2);
    expect(stderr).toContain('Make me a salad');
    expect(stderr).toContain('I feel hungry');
  });

  test('the same request or scene again is accepted', async () => {
    const dir = approvedCopy(finished);
    const { code, stderr } = await h.run(['I feel hungry', '--resume', dir, '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes']);
    expect(code, stderr).toBe(0);
  });

  test('a tampered code event is exit 2 naming the transcript line and the code version', async () => {
    let line = 0;
    const dir = approvedCopy(finished, (events) => {
      const index = events.findIndex((e) => e.type === 'code');
      line = index + 1;
      events[index]!.code = "import os\nos.system('id')\n";
    });
    const { code, stderr } = await h.run(['--resume', dir, '--planner', 'offline', '--yes']);
    expect(code, stderr).toBe(2);
    expect(stderr).toContain(`${join(dir, 'transcript.jsonl')}:${line}: code v1`);
    expect(stderr).not.toContain('unexpected error');
  });

  test('resuming a finished success without its outcome.json reports the recorded verdict', async () => {
    const dir = copyOf(finished);
    rmSync(join(dir, 'outcome.json'));
    const { code, stdout, stderr } = await h.run(['--resume', dir, '--planner', 'offline', '--yes']);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^Done: success\./m);
    expect(stdout).not.toContain('not checked');
    expect(existsSync(join(dir, 'result.json'))).toBe(true);
  });
});

describe('a resumed session keeps the planner it started with (item 10)', () => {
  test('an offline session resumed without --planner, an LLM endpoint configured: planned offline, nothing sent to the endpoint', async () => {
    const dir = copyOf(finished);
    const events = readEvents(dir);
    // Cut before any code: the resumed session has code to write.
    writeEvents(dir, events.slice(0, events.findIndex((e) => e.type === 'code')));
    for (const name of ['result.json', 'outcome.json', 'code-v1.py']) rmSync(join(dir, name), { force: true });
    const server = await h.script();
    const { code, stderr, result } = await h.run(['--resume', dir, '--yes', '--json'], { env: { OPENAI_API_KEY: 'sk-test' } });
    expect(code, stderr).toBe(0);
    expect(server.requests).toEqual([]);
    expect(result().planner).toBe('offline');
  });
});

