/**
 * The input limits of src/limits.ts, on their own and through the commands: an instruction over
 * 4,000 characters and a code file over 2,000 lines or 256 KiB are refused with the limit named
 * (exit 2) before anything is parsed, planned or started. An LLM's reply is held to the same
 * code limits (a validation error the planner is asked to repair) and refused outright, unkept,
 * past 256 KiB (llmReplyBytes); feedback and answers are bounded like the instruction.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ExitCode } from '../../src/errors.js';
import { checkCodeFile, checkInstruction, countLines, LIMITS, LimitExceededError, textOverLimit } from '../../src/limits.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { makeScenesDir, TEST_KITCHEN } from '../helpers/scenes.js';
import { runCli } from './cli-run.js';
import { fenced, PlanHarness, reply, SALAD_PLAN, STAGE1, STAGE2, transcript } from '../helpers/plan-harness.js';
import { readdirSync, statSync } from 'node:fs';

/** A valid TestKitchen program of exactly `lines` lines (a final newline included). */
function programOfLines(lines: number): string {
  const calls = Array.from({ length: lines - 3 }, (_, i) => (i % 2 === 0 ? "    OpenObject('Drawer')" : "    CloseObject('Drawer')"));
  return `def f():\n${calls.join('\n')}\n\nf()\n`;
}

describe('checkInstruction', () => {
  test('accepts exactly the limit and refuses one more, naming the limit', () => {
    expect(() => checkInstruction('a'.repeat(LIMITS.instructionChars))).not.toThrow();
    const error = (() => {
      try {
        checkInstruction('a'.repeat(LIMITS.instructionChars + 1));
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(LimitExceededError);
    expect(error).toMatchObject({ limit: 'instructionChars', actual: 4001, maximum: 4000, exitCode: ExitCode.badInput });
    expect((error as Error).message).toBe('the instruction is 4,001 characters long; the limit is 4,000 characters (instructionChars)');
  });

  test('counts characters as a person does: an emoji is one, not two UTF-16 units', () => {
    expect(() => checkInstruction('🍳'.repeat(LIMITS.instructionChars))).not.toThrow();
    expect(() => checkInstruction('🍳'.repeat(LIMITS.instructionChars + 1))).toThrow(/4,001 characters/);
  });

  test('takes other limits', () => {
    expect(() => checkInstruction('abcd', { ...LIMITS, instructionChars: 3 })).toThrow(/limit is 3 characters/);
  });
});

describe('textOverLimit (what the approval menu\'s feedback and answer prompts refuse with)', () => {
  test('says nothing within the limit and names the limit past it', () => {
    expect(textOverLimit('z'.repeat(LIMITS.feedbackChars), 'feedbackChars')).toBeUndefined();
    expect(textOverLimit('z'.repeat(LIMITS.feedbackChars + 1), 'feedbackChars')).toBe('the feedback is 4,001 characters long; the limit is 4,000 characters (feedbackChars)');
    expect(textOverLimit('z'.repeat(LIMITS.answerChars + 1), 'answerChars')).toBe('the answer is 4,001 characters long; the limit is 4,000 characters (answerChars)');
  });
});

describe('checkCodeFile', () => {
  test('lines: a final newline ends a line, it does not start one', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines('a\n\n')).toBe(2);
  });

  test('accepts 2,000 lines and refuses 2,001 with the file and the limit', () => {
    expect(() => checkCodeFile('plan.py', programOfLines(2000))).not.toThrow();
    expect(() => checkCodeFile('plan.py', programOfLines(2001))).toThrow(
      'plan.py has 2,001 lines; the limit for a skill-code file is 2,000 lines (codeFileLines)',
    );
  });

  test('accepts 256 KiB and refuses one byte more, counting UTF-8 bytes', () => {
    const max = LIMITS.codeFileBytes;
    expect(() => checkCodeFile('p.py', '#'.repeat(max))).not.toThrow();
    expect(() => checkCodeFile('p.py', '#'.repeat(max + 1))).toThrow(/p\.py is 262,145 bytes; .* 262,144 bytes \(codeFileBytes, 256 KiB\)/);
    // 'é' is two bytes: half as many characters already reach the limit.
    expect(() => checkCodeFile('p.py', 'é'.repeat(max / 2 + 1))).toThrow(LimitExceededError);
  });
});

describe('the limits through the commands', () => {
  let scenes: ReturnType<typeof makeScenesDir>;
  let scratch: Scratch;
  // A Python that does not exist: a command that got as far as the bridge would exit 3, not 2.
  const env = () => bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, ITERAPLAN_PYTHON: '/nonexistent/python' });
  beforeAll(() => {
    scenes = makeScenesDir();
    scratch = makeScratch();
  });
  afterAll(() => {
    scenes?.remove();
    scratch?.remove();
  });

  test('plan: a 1 MB instruction is refused with the limit named, and no session is created', async () => {
    const out = join(scratch.dir, 'runs');
    const { code, stderr } = await runCli(
      ['plan', 'I feel hungry. '.repeat(70_000), '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--out', out],
      env(),
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/^iteraplan: the instruction is 1,050,000 characters long; the limit is 4,000 characters \(instructionChars\)\n$/);
    expect(existsSync(out)).toBe(false);
  });

  test.each([
    ['--feedback', 'the feedback', 'feedbackChars'],
    ['--answer', 'the answer', 'answerChars'],
  ])('plan: a 100,000-character %s is refused with the limit named, before any session', async (flag, what, limit) => {
    const out = join(scratch.dir, 'runs-text');
    const { code, stderr } = await runCli(['plan', 'I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--out', out, flag, 'y'.repeat(100_000)], env());
    expect(code).toBe(2);
    expect(stderr).toBe(`iteraplan: ${what} is 100,000 characters long; the limit is 4,000 characters (${limit})\n`);
    expect(existsSync(out)).toBe(false);
  });

  test.each(['check', 'execute', 'allocate'])('%s: a 10,000-line code file is refused naming the file and the limit', async (command) => {
    const file = scratch.write(`long-${command}.py`, programOfLines(10_000));
    const { code, stdout, stderr } = await runCli([command, file, '--scene', TEST_KITCHEN], env());
    expect(code).toBe(2);
    expect(stderr).toContain(`${file} has 10,000 lines; the limit for a skill-code file is 2,000 lines (codeFileLines)`);
    expect(stdout).toBe('');
  });

  test.each(['check', 'execute', 'allocate'])('%s: a file over 256 KiB in few lines is refused naming the byte limit', async (command) => {
    const file = scratch.write(`wide-${command}.py`, `def f():\n    # ${'x'.repeat(300_000)}\n    pass\n`);
    const { code, stderr } = await runCli([command, file, '--scene', TEST_KITCHEN], env());
    expect(code).toBe(2);
    expect(stderr).toContain('(codeFileBytes, 256 KiB)');
  });

  test('check: a file of exactly 2,000 lines is still read and validated', async () => {
    const file = scratch.write('max.py', programOfLines(2000));
    const { code, stdout, stderr } = await runCli(['check', file, '--scene', TEST_KITCHEN], env());
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('(1997 skill calls)');
  });
});

describe('LLM replies are held to the limits', () => {
  const h = new PlanHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());
  const plan = (...extra: string[]) => h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify', ...extra]);

  /** Bytes of every file under `dir`. */
  const sizeOf = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? sizeOf(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);

  // A 1 MB reply is read (the HTTP body's own bound, llmReplyBodyBytes, is 2 MiB: tests/llm/hostile-replies.test.ts) and refused by its text.
  test('a 1 MB reply (code with a huge comment) is refused unkept: exit 3, the session stays small and resumable', async () => {
    const huge = `def f():\n    # ${'x'.repeat(1024 * 1024)}\n    OpenObject('Drawer')\n\nf()\n`;
    await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(huge));
    const { code, stderr } = await plan();
    expect(code).toBe(3);
    expect(stderr).toMatch(/LLM call for stage 'codegen' gave no usable reply \(oversized\): the reply is 1,048,\d{3} bytes; the limit is 262,144 bytes \(llmReplyBytes\)/);
    expect(stderr).toContain('continue it with: iteraplan plan --resume');
    const dir = /--resume (\S+)/.exec(stderr)![1]!;
    expect(sizeOf(dir)).toBeLessThan(100_000);
    expect(transcript(dir).some((e) => e.type === 'code')).toBe(false);
  });

  test('code of 2,500 lines within the reply limit is a validation error the planner repairs', async () => {
    const long = `def f():\n${"    OpenObject('Drawer')\n".repeat(2_500)}\nf()\n`;
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(long), fenced(SALAD_PLAN));
    const { code, result } = await plan();
    expect(code).toBe(0);
    const repair = server.requests.find((r) => JSON.stringify(r.body).includes('codeFileLines'));
    expect(repair).toBeDefined();
    const validation = transcript(result().sessionDir).find((e) => e.type === 'validation');
    expect(validation).toMatchObject({ version: 1, errors: [{ line: 1, column: 1, message: expect.stringContaining('has 2,503 lines; the limit for a skill-code file is 2,000 lines (codeFileLines)') }] });
  });
});
