/**
 * `iteraplan plan` with the offline planner on a command that names several kinds of thing the
 * room has ("the soap" in FloorPlan401, which has a bar of soap and a soap bottle), through the
 * real CLI and a real bridge: `--answer` settles which; with no one to answer, the plan does what
 * the command says (any soap), and says so; the question is never an error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

let scratch: Scratch;
const env = () => {
  const base = bridgeEnv();
  delete base['ITERAPLAN_SCENES'];
  delete base['OPENAI_API_KEY'];
  delete base['OPENAI_BASE_URL'];
  return base;
};
beforeAll(() => {
  scratch = makeScratch();
});
afterAll(() => scratch?.remove());

async function plan(out: string, ...extra: string[]) {
  const captured = captureIO(env());
  const code = await main(['plan', 'Put the soap on the shelf', '--scene', 'FloorPlan401', '--planner', 'offline', '--yes', '--json', '--out', join(scratch.dir, out), ...extra], captured.io);
  const stdout = captured.stdout();
  return { code, stderr: captured.stderr(), result: () => JSON.parse(stdout) as { finalCode: string; sessionDir: string } };
}

const events = (dir: string) =>
  readFileSync(join(dir, 'transcript.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('which of several kinds of thing a command means', () => {
  test('--answer settles it: the soap bottle goes on the shelf, not the bar', async () => {
    const { code, stderr, result } = await plan('answered', '--answer', 'the soap bottle, please');
    expect(code, stderr).toBe(0);
    expect(result().finalCode).toMatch(/PutObject\('SoapBottle[^']*', 'Shelf/);
    expect(result().finalCode).not.toContain('SoapBar');
    expect(events(result().sessionDir).find((e) => e['type'] === 'dialogue-question')).toMatchObject({ question: 'Which do you mean: the SoapBar, or the SoapBottle?', optional: true });
    expect(events(result().sessionDir).find((e) => e['type'] === 'dialogue-answer')).toMatchObject({ answer: 'the soap bottle, please', kind: 'answer' });
  });

  test('with no one to answer, any soap will do, and the transcript says the question went unanswered', async () => {
    const { code, stderr, result } = await plan('unanswered');
    expect(code, stderr).toBe(0);
    expect(result().finalCode).toMatch(/PutObject\('Soap(Bar|Bottle)[^']*', 'Shelf/);
    // --yes with no --answer leaves the choice to the planner: "you decide", in the transcript.
    expect(events(result().sessionDir).find((e) => e['type'] === 'dialogue-answer')).toMatchObject({ answer: 'you decide', kind: 'you-decide' });
  });
});
