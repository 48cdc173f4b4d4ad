/**
 * Test helper: runs one request through every stage of the offline planner and the real bridge,
 * as the session does (decompose, refine, generate, validate, execute, refine from failures).
 */
import { parseSkillCode } from '../../../src/code/parse.js';
import { flattenSteps, type Program } from '../../../src/code/program.js';
import { validateProgram } from '../../../src/code/validate.js';
import type { BridgeClient } from '../../../src/bridge/client.js';
import type { StateResult } from '../../../src/bridge/protocol.js';
import { executeSteps } from '../../../src/execution/executor.js';
import { formatErrorReport } from '../../../src/execution/report.js';
import { buildObjectFacts } from '../../../src/planning/facts.js';
import type { CodeInput, Planner, StageOneInput } from '../../../src/planning/planner.js';
import { buildValidationContext, type World } from '../../../src/world/index.js';

/** A simulator for a planner made before its bridge is connected (the test's `beforeAll`). */
export function lazyClient(client: () => Pick<BridgeClient, 'simulate'>): Pick<BridgeClient, 'simulate'> {
  return { simulate: (steps, options) => client().simulate(steps, options) };
}

export interface EpisodeRun {
  success: boolean;
  /** Execution refinements used. */
  refinements: number;
  codes: string[];
  failures: string[];
  finalState: StateResult;
}

export function stageOneInput(world: World, instruction: string): StageOneInput {
  return { instruction, scene: { name: world.scene.scene, roomType: world.scene.roomType, objectTypes: [...new Set(world.scene.objects.map((o) => o.type))] } };
}

/** The code input of the planner for `neededObjects` in the scene's reset state. */
export function codeInputOf(world: World, state: StateResult, base: StageOneInput, plan: CodeInput['plan']): CodeInput {
  return {
    ...base,
    plan,
    objects: buildObjectFacts(state, world.catalogue, plan.neededObjects, world.scene),
    skills: [...world.skills.values()].map((s) => ({ name: s.name, params: s.params, description: s.description })),
  };
}

/** Parses and validates code; throws with the errors when it is not valid. */
export function validProgram(world: World, code: string): Program {
  const parsed = parseSkillCode(code);
  if (!parsed.ok) throw new Error(`code does not parse:\n${code}\n${parsed.errors.map((e) => `${e.line}:${e.column} ${e.message}`).join('\n')}`);
  const errors = validateProgram(parsed.program, buildValidationContext(world.scene, world.catalogue, world.skills));
  if (errors.length > 0) throw new Error(`code does not validate:\n${code}\n${errors.map((e) => `${e.line}:${e.column} ${e.message}`).join('\n')}`);
  return parsed.program;
}

/** Runs a program from a reset scene. */
export function run(world: World, client: BridgeClient, program: Program) {
  return executeSteps(flattenSteps(program), { client, skills: world.skills, scene: world.scene.scene, propertiesOf: (t) => world.catalogue.types.get(t)?.properties });
}

export async function runEpisode(planner: Planner, world: World, client: BridgeClient, instruction: string, maxRefinements: number): Promise<EpisodeRun> {
  const initial = await client.reset(world.scene.scene, ['robot', 'human']);
  const base = stageOneInput(world, instruction);
  const stage1 = await planner.decompose(base);
  const plan = await planner.refineDecomposition({ ...base, stage1, objects: buildObjectFacts(initial, world.catalogue, stage1.neededObjects, world.scene), missingObjects: [] });
  const input = codeInputOf(world, initial, base, plan);
  let code = await planner.generateCode(input);
  const codes = [code];
  const failures: string[] = [];
  for (let refinements = 0; ; refinements++) {
    const result = await run(world, client, validProgram(world, code));
    if (result.success) return { success: true, refinements, codes, failures, finalState: await client.state() };
    const text = formatErrorReport(result.report!);
    failures.push(text);
    if (refinements >= maxRefinements) return { success: false, refinements, codes, failures, finalState: await client.state() };
    code = await planner.refineFromExecution({ ...input, code, failure: result.report!, failureText: text, mode: 'reset', executed: [] });
    codes.push(code);
  }
}
