/**
 * `iteraplan export` end to end: sessions written by the offline planner through a real bridge
 * (`iteraplan plan`), plus failed and broken ones written with the Session class.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { ExitCode } from '../../src/errors.js';
import type { ChatExample, PlainRecord } from '../../src/export/index.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { TEST_KITCHEN, makeScenesDir } from '../helpers/scenes.js';
import { writeSession } from './sessions.js';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
let runs: string;
let brokenResult: string;
let env: NodeJS.ProcessEnv;
/** A planned session: its goal, states and steps are borrowed by a written one. */
let world: string;

async function run(argv: string[]) {
  const captured = captureIO(env);
  const code = await main(argv, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

beforeAll(async () => {
  scenes = makeScenesDir();
  scratch = makeScratch('iteraplan-export-');
  env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir });
  runs = join(scratch.dir, 'runs');
  const plan = (...extra: string[]) =>
    run(['plan', 'I feel hungry.', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--out', runs, ...extra]);
  expect((await plan()).code).toBe(ExitCode.ok);
  expect((await plan('--feedback', 'serve it on a plate')).code).toBe(ExitCode.ok);
  // Written as of 2020 so that they sort before the planned sessions (named by the time now).
  writeSession(runs, { instruction: 'a failed one', success: false, at: new Date(Date.UTC(2020, 0, 1)) });
  writeSession(runs, { instruction: 'an interrupted one', unfinished: true, at: new Date(Date.UTC(2020, 0, 2)) });
  const broken = writeSession(runs, { instruction: 'a broken one', at: new Date(Date.UTC(2020, 0, 3)) });
  brokenResult = join(broken.dir, 'result.json');
  writeFileSync(brokenResult, readFileSync(brokenResult, 'utf8').replace('"success": true', '"success": "yes"'));
  const planned = readdirSync(runs).find((name) => name.endsWith('-i-feel-hungry'))!;
  world = join(runs, planned);
  writeSession(runs, { instruction: 'refined after a failure', refinements: ['execution-refinement'], at: new Date(Date.UTC(2020, 0, 4)), world });
});
afterAll(() => {
  scratch?.remove();
  scenes?.remove();
});

function lines(stdout: string): unknown[] {
  return stdout.trim() === '' ? [] : stdout.trim().split('\n').map((line) => JSON.parse(line) as unknown);
}

describe('iteraplan export', () => {
  it('--format openai-chat: one chat example per successful session, the broken one warned about', async () => {
    const { code, stdout, stderr } = await run(['export', runs, '--format', 'openai-chat']);
    expect(code).toBe(ExitCode.ok);
    const examples = lines(stdout) as ChatExample[];
    expect(examples).toHaveLength(3);
    for (const example of examples) {
      expect(Object.keys(example)).toEqual(['messages']);
      expect(example.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    }
    const planned = examples.filter((e) => e.messages[1].content.startsWith('Request: I feel hungry.'));
    expect(planned).toHaveLength(2);
    // The assistant's code is the session's approved code, fenced.
    const sessionDirs = readdirSync(runs).filter((name) => name.endsWith('-i-feel-hungry') || name.endsWith('-i-feel-hungry-2')).sort();
    const finalCodes = sessionDirs.map((name) => (JSON.parse(readFileSync(join(runs, name, 'result.json'), 'utf8')) as { finalCode: string }).finalCode);
    expect(planned.map((e) => e.messages[2].content.split('```python\n')[1])).toEqual(finalCodes.map((c) => `${c.trimEnd()}\n\`\`\``));
    expect(planned[1]!.messages[2].content).toContain("'Plate'");

    const brokenLine = readFileSync(brokenResult, 'utf8').split('\n').findIndex((l) => l.includes('"success"')) + 1;
    expect(stderr).toContain(`iteraplan export: warning: ${brokenResult}:${brokenLine}: success: `);
    expect(stderr).toContain('(session skipped)');
    expect(stderr).toContain('Exported 3 of 6 sessions (1 failed, 1 unfinished, 1 broken).');
  });

  it('--no-human-refinement keeps only sessions approved as first shown', async () => {
    const { code, stdout, stderr } = await run(['export', runs, '--no-human-refinement']);
    expect(code).toBe(ExitCode.ok);
    const users = (lines(stdout) as ChatExample[]).map((e) => e.messages[1].content.split('\n')[0]);
    expect(users).toEqual(['Request: refined after a failure', 'Request: I feel hungry.']);
    expect(stderr).toContain('1 left out for human refinement');
  });

  it('--min-success also drops sessions that needed an execution refinement', async () => {
    const { stdout } = await run(['export', runs, '--no-human-refinement', '--min-success']);
    expect((lines(stdout) as ChatExample[]).map((e) => e.messages[1].content.split('\n')[0])).toEqual(['Request: I feel hungry.']);
  });

  it('--format jsonl: a plain record per session', async () => {
    const { code, stdout } = await run(['export', runs, '--format', 'jsonl']);
    expect(code).toBe(ExitCode.ok);
    const records = lines(stdout) as PlainRecord[];
    expect(records.map((r) => [r.instruction, r.counts.humanRefinements])).toEqual([
      ['refined after a failure', 0],
      ['I feel hungry.', 0],
      ['I feel hungry.', 1],
    ]);
    expect(records[1]).toMatchObject({ scene: TEST_KITCHEN, roomType: 'Kitchen', planner: 'offline' });
    expect(records[1]!.code).toMatch(/^def \w+\(\):/);
  });

  it('a directory that does not exist: exit 2', async () => {
    const missing = join(scratch.dir, 'nowhere');
    const { code, stdout, stderr } = await run(['export', missing]);
    expect(code).toBe(ExitCode.badInput);
    expect(stdout).toBe('');
    expect(stderr).toContain(`iteraplan: ${missing}: no such directory of sessions`);
  });

  it('an unknown format is bad usage: exit 2', async () => {
    const { code, stderr } = await run(['export', runs, '--format', 'csv']);
    expect(code).toBe(ExitCode.badInput);
    expect(stderr).toMatch(/argument 'csv' is invalid/);
  });
});

describe('export judges success from the transcript and the final state, not result.json (issue 37, item 3)', () => {
  type Json = Record<string, unknown>;
  const rewrite = (file: string, change: (value: Json) => void) => {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Json;
    change(value);
    writeFileSync(file, JSON.stringify(value, null, 2));
  };

  it('a failed session with success flipped in result.json is counted failed; one forged in the transcript too, with code that imports os, is not exported and is named', async () => {
    const forged = join(scratch.dir, 'forged');
    const flipped = writeSession(forged, { instruction: 'flipped', success: false, at: new Date(Date.UTC(2020, 1, 1)), world });
    rewrite(join(flipped.dir, 'result.json'), (r) => (r['success'] = true));
    const injected = writeSession(forged, { instruction: 'injected', at: new Date(Date.UTC(2020, 1, 2)), world });
    const payload = "import os\nos.system('touch /tmp/pwned')\n";
    rewrite(join(injected.dir, 'result.json'), (r) => (r['finalCode'] = payload));
    const transcript = join(injected.dir, 'transcript.jsonl');
    writeFileSync(transcript, readFileSync(transcript, 'utf8').split('\n').map((line) => (line.includes('"type":"end"') ? line.replace(/"finalCode":"(?:[^"\\]|\\.)*"/, `"finalCode":${JSON.stringify(payload)}`) : line)).join('\n'));

    const { code, stdout, stderr } = await run(['export', forged, '--format', 'jsonl']);
    expect(code).toBe(ExitCode.ok);
    expect(stdout).toBe('');
    expect(stdout).not.toContain('import os');
    expect(stderr).toContain(`iteraplan export: warning: ${transcript}: not exported: it says it succeeded, but the final code does not pass the checker (line 1`);
    expect(stderr).toContain('Exported 0 of 2 sessions (1 failed, 1 not borne out by their records).');
  });
});
