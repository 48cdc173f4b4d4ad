/** Reading one session for export: what counts as successful, failed, unfinished or broken. */
import { appendFileSync, copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSessionForExport as readWith } from '../../src/export/session-record.js';
import { successVerifier, type SuccessVerifier } from '../../src/export/verify-success.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { makeScenesDir } from '../helpers/scenes.js';
import { EGG_CODE, EGG_PLAN, minute, plannedSession, writeSession } from './sessions.js';

let scratch: Scratch;
let scenes: ReturnType<typeof makeScenesDir>;
let verifier: SuccessVerifier;
/** A real finished session whose goal, states and steps the written sessions borrow. */
let world: string;
beforeAll(async () => {
  scenes = makeScenesDir();
  verifier = successVerifier(scenes.dir);
  world = await plannedSession(scenes.dir);
});
afterAll(() => scenes?.remove());
beforeEach(() => {
  scratch = makeScratch('iteraplan-read-');
});
afterEach(() => scratch.remove());

const readSessionForExport = (dir: string) => readWith(dir, verifier);

type Json = Record<string, unknown>;

/** Rewrites the transcript's end event and result.json alike (a forger who changes both). */
function forgeBoth(dir: string, change: (result: Json) => void): void {
  const transcript = join(dir, 'transcript.jsonl');
  const events = readFileSync(transcript, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Json);
  const end = events.find((e) => e['type'] === 'end')!;
  change(end['result'] as Json);
  change(end);
  writeFileSync(transcript, events.map((e) => JSON.stringify(e) + '\n').join(''));
  const result = JSON.parse(readFileSync(join(dir, 'result.json'), 'utf8')) as Json;
  change(result);
  writeFileSync(join(dir, 'result.json'), JSON.stringify(result, null, 2));
}

/** Lines of a file, 1-based, for locating what a test changed. */
function lineNumberOf(file: string, text: string): number {
  return readFileSync(file, 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1;
}

describe('readSessionForExport', () => {
  it('a successful session gives the instruction, scene, plan, approved code and counts', () => {
    const session = writeSession(scratch.dir, {
      instruction: 'I feel hungry.',
      refinements: ['human-refinement', 'execution-refinement'],
      clarification: { question: 'Eggs or toast?', answer: 'eggs' },
      spokenTranscript: 'I fell hungry.',
      at: minute(1),
      world,
    });
    const reading = readSessionForExport(session.dir);
    expect(reading).toEqual({
      kind: 'ok',
      session: {
        dir: session.dir,
        id: session.id,
        instruction: 'I feel hungry.',
        scene: 'TestKitchen',
        planner: 'offline',
        model: null,
        clarification: { question: 'Eggs or toast?', answer: 'eggs' },
        plan: EGG_PLAN,
        code: EGG_CODE,
        counts: { humanRefinements: 1, executionRefinements: 1, validationRepairs: 0, executions: 1 },
        spokenTranscript: 'I fell hungry.',
        preferences: [],
        resultFile: join(session.dir, 'result.json'),
        sceneLine: lineNumberOf(join(session.dir, 'result.json'), '"scene"'),
      },
    });
  });

  it('a failed session and an unfinished one are told apart from broken ones', () => {
    const failed = writeSession(scratch.dir, { instruction: 'failed', success: false, at: minute(1) });
    const unfinished = writeSession(scratch.dir, { instruction: 'unfinished', unfinished: true, at: minute(2) });
    expect(readSessionForExport(failed.dir)).toEqual({ kind: 'failed', dir: failed.dir });
    expect(readSessionForExport(unfinished.dir)).toEqual({ kind: 'unfinished', dir: unfinished.dir });
  });

  it('a bad transcript line is reported with the transcript file and the line', () => {
    const session = writeSession(scratch.dir, { instruction: 'x', at: minute(1) });
    const transcript = join(session.dir, 'transcript.jsonl');
    const lines = readFileSync(transcript, 'utf8').split('\n');
    lines.splice(2, 0, '{"type": "code", "time": "t", "version": 0');
    writeFileSync(transcript, lines.join('\n'));
    expect(readSessionForExport(session.dir)).toEqual({
      kind: 'broken',
      problem: { file: transcript, line: 3, message: 'not valid JSON' },
    });
  });

  it('an event that does not fit the schema is reported with its line and field', () => {
    const session = writeSession(scratch.dir, { instruction: 'x', at: minute(1) });
    const transcript = join(session.dir, 'transcript.jsonl');
    const count = readFileSync(transcript, 'utf8').trim().split('\n').length;
    appendFileSync(transcript, '{"type": "decision", "time": "t", "version": 1, "decision": "maybe"}\n{"type": "clarify", "time": "t", "question": "q", "answer": "a"}\n');
    const reading = readSessionForExport(session.dir);
    expect(reading.kind).toBe('broken');
    expect(reading.kind === 'broken' && reading.problem).toMatchObject({ file: transcript, line: count + 1 });
    expect(reading.kind === 'broken' && reading.problem.message).toMatch(/^decision: /);
  });

  it('result.json that is not JSON is reported with the line of the syntax error', () => {
    const session = writeSession(scratch.dir, { instruction: 'x', at: minute(1) });
    const result = join(session.dir, 'result.json');
    const text = readFileSync(result, 'utf8').split('\n');
    text[3] = '  "model": null,,';
    writeFileSync(result, text.join('\n'));
    const reading = readSessionForExport(session.dir);
    expect(reading.kind === 'broken' && reading.problem).toMatchObject({ file: result, line: 4 });
    expect(reading.kind === 'broken' && reading.problem.message).toMatch(/^not valid JSON \(/);
  });

  it('a field of result.json of the wrong kind is reported with its line', () => {
    const session = writeSession(scratch.dir, { instruction: 'x', at: minute(1) });
    const result = join(session.dir, 'result.json');
    const parsed = JSON.parse(readFileSync(result, 'utf8')) as { counts: Record<string, unknown> };
    parsed.counts['humanRefinements'] = 'none';
    writeFileSync(result, JSON.stringify(parsed, null, 2));
    const reading = readSessionForExport(session.dir);
    expect(reading.kind === 'broken' && reading.problem).toMatchObject({
      file: result,
      line: lineNumberOf(result, '"humanRefinements"'),
    });
    expect(reading.kind === 'broken' && reading.problem.message).toMatch(/^counts\.humanRefinements: /);
  });

  it('a success without final code, or without a transcript, is broken', () => {
    const noCode = writeSession(scratch.dir, { instruction: 'no code', at: minute(1) });
    const result = join(noCode.dir, 'result.json');
    writeFileSync(result, readFileSync(result, 'utf8').replace(/"finalCode": ".*",/, '"finalCode": null,'));
    expect(readSessionForExport(noCode.dir)).toEqual({
      kind: 'broken',
      problem: { file: result, line: lineNumberOf(result, '"finalCode"'), message: 'finalCode: a successful session must have its final code' },
    });

    const noTranscript = writeSession(scratch.dir, { instruction: 'no transcript', at: minute(2) });
    rmSync(join(noTranscript.dir, 'transcript.jsonl'));
    const reading = readSessionForExport(noTranscript.dir);
    expect(reading.kind === 'broken' && reading.problem).toMatchObject({ file: join(noTranscript.dir, 'transcript.jsonl'), line: undefined });
  });
});

describe('readSessionForExport judges success again from the records (issue 37, item 3)', () => {
  it('success flipped to true in result.json alone: failed, as the transcript says', () => {
    const session = writeSession(scratch.dir, { instruction: 'failed', success: false, at: minute(1), world });
    const result = join(session.dir, 'result.json');
    writeFileSync(result, readFileSync(result, 'utf8').replace('"success": false', '"success": true'));
    expect(readSessionForExport(session.dir)).toEqual({ kind: 'failed', dir: session.dir });
  });

  it('success flipped in the transcript too: the goal does not hold in the final state it kept', () => {
    const session = writeSession(scratch.dir, { instruction: 'failed', success: false, at: minute(1), world });
    copyFileSync(join(session.dir, 'state-before.json'), join(session.dir, 'state-after.json'));
    forgeBoth(session.dir, (r) => {
      r['success'] = true;
      if ('reason' in r) r['reason'] = 'success';
      if ('ending' in r) r['ending'] = 'succeeded';
    });
    const reading = readSessionForExport(session.dir);
    expect(reading).toMatchObject({ kind: 'unverified', problem: { file: join(session.dir, 'state-after.json') } });
    expect(reading.kind === 'unverified' && reading.problem.message).toMatch(/goal .* does not hold in its final state/);
  });

  it('a success with no recorded final state, or no goal, is not exported', () => {
    const noStates = writeSession(scratch.dir, { instruction: 'no states', at: minute(1) });
    expect(readSessionForExport(noStates.dir)).toMatchObject({ kind: 'unverified', problem: { message: expect.stringMatching(/no goal was stated/) } });
  });

  it.each([
    ['an import', "import os\nos.system('touch /tmp/pwned')\n", /forbidden|import/i],
    ['an unknown skill', "def f():\n    TeleportObject('Fridge')\n\nf()\n", /not a skill of the library|TeleportObject/],
  ])('final code with %s, in result.json and the transcript alike: not exported, naming the checker', (_name, code, problem) => {
    const session = writeSession(scratch.dir, { instruction: 'injected', at: minute(1), world });
    forgeBoth(session.dir, (r) => {
      if ('finalCode' in r) r['finalCode'] = code;
    });
    const reading = readSessionForExport(session.dir);
    expect(reading).toMatchObject({ kind: 'unverified', problem: { file: join(session.dir, 'transcript.jsonl') } });
    expect(reading.kind === 'unverified' && reading.problem.message).toMatch(/^the final code does not pass the checker/);
    expect(reading.kind === 'unverified' && reading.problem.message).toMatch(problem);
  });

  it('result.json whose code is not the code the transcript ended with: not exported, naming the field', () => {
    const session = writeSession(scratch.dir, { instruction: 'swapped', at: minute(1), world });
    const result = join(session.dir, 'result.json');
    const parsed = JSON.parse(readFileSync(result, 'utf8')) as Json;
    parsed['finalCode'] = "def f():\n    OpenObject('Fridge')\n\nf()\n";
    writeFileSync(result, JSON.stringify(parsed, null, 2));
    expect(readSessionForExport(session.dir)).toMatchObject({ kind: 'unverified', problem: { file: result, message: expect.stringMatching(/^finalCode: result\.json says otherwise/) } });
  });
});
