/**
 * Running skill code on a real bridge from a reset scene, for tests that need what the simulator
 * reports (a failure's report, with its `failure` by role) rather than a hand-copied one.
 */
import type { BridgeClient } from '../../src/bridge/index.js';
import { flattenSteps, parseSkillCode } from '../../src/code/index.js';
import { executeSteps, worldExecutionData, type ErrorReport, type ExecutionResult } from '../../src/execution/index.js';
import type { World } from '../../src/world/index.js';

/** A program of one function `task` from lines of calls. */
export function taskCode(...calls: string[]): string {
  return `def task():\n${calls.map((c) => `    ${c}\n`).join('')}\ntask()\n`;
}

/** Runs `text` on `world`'s scene after a reset (robot and human); `setup` runs on the reset scene first. */
export async function runCode(client: BridgeClient, world: World, text: string, setup?: () => Promise<void>): Promise<ExecutionResult> {
  const parsed = parseSkillCode(text);
  if (!parsed.ok) throw new Error(`does not parse:\n${text}`);
  await client.reset(world.scene.scene, ['robot', 'human']);
  await setup?.();
  const { skills, propertiesOf } = worldExecutionData(world);
  return executeSteps(flattenSteps(parsed.program), { client, skills, propertiesOf });
}

/** The report of `text`'s failure on the simulator; throws when it runs. */
export async function failureOf(client: BridgeClient, world: World, text: string, setup?: () => Promise<void>): Promise<ErrorReport> {
  const result = await runCode(client, world, text, setup);
  if (result.report === undefined) throw new Error(`expected a failure, but it ran:\n${text}`);
  return result.report;
}
