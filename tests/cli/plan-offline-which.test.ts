/**
 * `iteraplan plan` with the offline planner on a command that names several kinds of thing the
 * room has ("a knife" in FloorPlan1, which has a Knife and a ButterKnife), through the real CLI
 * and a real bridge: `--answer` settles which; with no one to answer, the plan does what the
 * command says (any knife), and says so; the question is never an error.
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
  const code = await main(['plan', 'Put a knife in the sink', '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--json', '--out', join(scratch.dir, out), ...extra], captured.io);
  const stdout = captured.stdout();
  return { code, stderr: captured.stderr(), result: () => JSON.parse(stdout) as { finalCode: string; sessionDir: string } };
}

const events = (dir: string) =>
  readFileSync(join(dir, 'transcript.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('which of several kinds of thing a command means', () => {
  test('--answer settles it: the kitchen knife goes in the sink, not the butter knife', async () => {
    const { code, stderr, result } = await plan('answered', '--answer', 'the kitchen knife, please');
    expect(code, stderr).toBe(0);
    expect(result().finalCode).toMatch(/PutObject\('Knife[^']*', 'SinkBasin/);
    expect(result().finalCode).not.toContain('ButterKnife');
    expect(events(result().sessionDir).find((e) => e['type'] === 'dialogue-question')).toMatchObject({ question: 'Which do you mean: the Knife, or the ButterKnife?', optional: true });
    expect(events(result().sessionDir).find((e) => e['type'] === 'dialogue-answer')).toMatchObject({ answer: 'the kitchen knife, please', kind: 'answer' });
  });

  test('with no one to answer, any knife will do, and the transcript says the question went unanswered', async () => {
    const { code, stderr, result } = await plan('unanswered');
    expect(code, stderr).toBe(0);
    expect(result().finalCode).toMatch(/PutObject\('(Butter)?Knife[^']*', 'SinkBasin/);
    // --yes with no --answer leaves the choice to the planner: "you decide", in the transcript.
    expect(events(result().sessionDir).find((e) => e['type'] === 'dialogue-answer')).toMatchObject({ answer: 'you decide', kind: 'you-decide' });
  });
});
