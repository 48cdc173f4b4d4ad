/**
 * Code valid by construction leaves out exactly the calls the simulator refuses for their
 * objects' types: on a real symbolic bridge, with every container opened first (so that a closed
 * drawer does not stop a call before its type is checked), every call the argument choices allow
 * runs or fails only for the room's state, and every call they leave out fails with a type error
 * (NOT_USABLE_UP, WRONG_TOOL, RECEPTACLE_INCOMPATIBLE, ...).
 *
 * The containers are opened once, for real; each call is then tried on a copy of that world (the
 * bridge's `simulate`, through the predicting client), so no call changes what the next one meets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../src/bridge/index.js';
import { connectSharedBridge } from '../helpers/shared-bridge.js';
import { flattenSteps, parseSkillCode } from '../../src/code/index.js';
import { executeSteps, predictingClient, worldExecutionData, type ExecutionClient } from '../../src/execution/index.js';
import { argumentChoices, loadWorld } from '../../src/world/index.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectSharedBridge();
});
afterAll(async () => {
  await bridge?.close();
});

describe.each(['FloorPlan1', 'FloorPlan401'])('argument choices against the simulator in %s', (scene) => {
  it('allow exactly the calls that are not refused for a type', async () => {
    const world = loadWorld(scene);
    const types = [...new Set(world.scene.objects.map((o) => o.type))].sort();
    const choices = argumentChoices(world.skills, world.catalogue, types, (name) => name);
    const allowed = (skill: string, args: Record<string, string>) =>
      choices.get(skill)!.some((way) => Object.entries(args).every(([param, name]) => way[param]!.includes(name)));
    const opening = world.scene.objects
      .filter((o) => world.catalogue.types.get(o.type)!.properties.includes('openable'))
      .map((o) => `    OpenObject('${o.id}')\n`)
      .join('');
    // The paper's human can do every skill: what is asked here is the simulator's refusal by type, not who may act.
    const run = (client: ExecutionClient, body: string) => {
      const parsed = parseSkillCode(`def main():\n${body}\nmain()\n`);
      if (!parsed.ok) throw new Error(`${body} does not parse`);
      return executeSteps(flattenSteps(parsed.program), { client, ...worldExecutionData(world), scene, agent: 'human' });
    };
    const opened = await run(bridge.client, opening);
    if (opened.report !== undefined) throw new Error(`opening the containers failed: ${opened.report.message}`);
    const afterOpening = predictingClient(bridge.client, { from: 'current' });
    const disagreements: string[] = [];
    let tried = 0;
    /** Runs one call (its arguments in parameter order) after the opening, and notes a disagreement. */
    const check = async (skill: string, params: readonly { name: string }[], args: Record<string, string>) => {
      const call = `${skill}(${params.map((p) => `'${args[p.name]}'`).join(', ')})`;
      const result = await run(afterOpening, `    ${call}\n`);
      const code = result.report?.errorCode;
      // The simulator says whether it refused for what an object is rather than how it is.
      const refusedForType = result.report?.failure?.about === 'type';
      tried += 1;
      if (allowed(skill, args) === refusedForType) disagreements.push(`${call}: ${allowed(skill, args) ? 'allowed' : 'left out'}, simulator ${code ?? 'ran it'}`);
    };
    for (const skill of world.skills.values()) {
      const params = skill.params.filter((p) => !p.optional);
      const [first, ...rest] = params;
      for (const type of types) {
        // The further arguments: the first name their parameter allows (for this object, where it is placed).
        const fitting = choices.get(skill.name)!.find((way) => way[first!.name]!.includes(type)) ?? choices.get(skill.name)![0];
        if (fitting === undefined) continue;
        const args: Record<string, string> = { [first!.name]: type };
        for (const p of rest) args[p.name] = fitting[p.name]![0]!;
        await check(skill.name, params, args);
      }
    }
    // Every type as a further argument, with a first argument the skill can act on (a Mug on a Toaster, Bread cut with a Spoon).
    for (const skill of world.skills.values()) {
      const [first, second] = skill.params.filter((p) => !p.optional);
      if (second === undefined) continue;
      // A few of PutObject's many ways (one per group of objects that fit the same receptacles) keep this quick.
      const ways = choices.get(skill.name)!;
      for (const way of ways.filter((_, i) => i % Math.ceil(ways.length / 4) === 0)) {
        for (const type of types) await check(skill.name, [first!, second], { [first!.name]: way[first!.name]![0]!, [second.name]: type });
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(disagreements).toEqual([]);
  });
});
