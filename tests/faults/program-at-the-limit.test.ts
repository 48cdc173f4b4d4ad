/**
 * A program at the limit of 10,000 skill calls (src/limits.ts, expandedSteps) is allocated and
 * scheduled in a small, fixed memory: the schedule once kept every pair of calls that share an
 * object and reduced them pair by pair, so 4,000 calls took 2 GB (and 69 s) and ran out of a
 * 160 MB heap. No clock is read here: the bound is the heap the process is given.
 */
import { execa } from 'execa';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LIMITS } from '../../src/limits.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

let scratch: Scratch;
beforeAll(async () => {
  await ensureBuilt();
  scratch = makeScratch();
});
afterAll(() => scratch?.remove());

/** Ten calls on the fridge, the stove, a cabinet, the counter and the sink, written once and called `times` times. */
function longProgram(times: number): string {
  const round = ["OpenObject('Fridge')", "PutObject('Egg', 'Pan')", "CloseObject('Fridge')", "SliceObject('Apple', 'Knife')", "CleanObject('Plate', 'DishSponge', 'SoapBottle')", "SwitchOn('StoveKnob')", "SwitchOff('StoveKnob')", "PutObject('Apple', 'Plate')", "OpenObject('Cabinet')", "CloseObject('Cabinet')"];
  const part = Array.from({ length: 100 }, (_, i) => `    ${round[i % round.length]}`).join('\n');
  return `def part():\n${part}\n\ndef task():\n${Array.from({ length: times }, () => '    part()').join('\n')}\n\ntask()\n`;
}

test('allocate: 10,000 calls for three agents fit a 96 MB heap, every call scheduled after what it waits for', async () => {
  const file = scratch.write('long.py', longProgram(LIMITS.expandedSteps / 100));
  const run = await execa('node', ['--max-old-space-size=96', BIN, 'allocate', file, '--scene', 'FloorPlan1', '--team', 'two-robots', '--json'], {
    env: bridgeEnv(),
    extendEnv: false,
    reject: false,
  });
  expect(run.stderr).toBe('');
  expect(run.exitCode).toBe(0);
  const { schedule } = JSON.parse(run.stdout) as { schedule: { makespan: number; sequential: number; calls: { start: number; end: number; agent: string; after: { index: number }[] }[] } };
  expect(schedule.calls).toHaveLength(10_000);
  for (const call of schedule.calls) for (const wait of call.after) expect(call.start).toBeGreaterThanOrEqual(schedule.calls[wait.index]!.end);
  // Each agent's calls keep their order: every call but an agent's first waits for something.
  expect(schedule.calls.filter((c) => c.after.length === 0).length).toBeLessThanOrEqual(3);
  expect(schedule.makespan).toBeLessThan(schedule.sequential);
});
