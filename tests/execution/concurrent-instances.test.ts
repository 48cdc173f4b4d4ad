/**
 * Calls on different instances of one type run at once, and any interleaving still reaches the
 * sequential world: in a kitchen with two mugs, a mug put by id and then named by type
 * ('Mug' resolves to it by the simulator's memory) leaves the cabinet of the other mug free, so
 * the human opens and closes it while the robot carries. Run on a real bridge, as fast as
 * possible and with random pauses between actions, by hand-named agents and by both allocators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateWith, ALLOCATOR_NAMES } from '../../src/allocation/index.js';
import { seededRandom } from '../../src/allocation/prng.js';
import { BridgeClient, type BridgeProcess } from '../../src/bridge/index.js';
import { flattenSteps, parseSkillCode, type Program } from '../../src/code/index.js';
import { executeConcurrently, executeSteps, normalState, planSchedule, worldExecutionData } from '../../src/execution/index.js';
import { agentNames, loadWorld } from '../../src/world/index.js';
import { startBridge } from '../helpers/bridge.js';
import { makeScenesDir } from '../helpers/scenes.js';

const SCENE = 'TwoMugKitchen';
const CODE = `def tidy():
    robot.PutObject('Mug|+00.50|+00.97|-02.40', 'CounterTop|-01.87|+00.95|-01.21')
    robot.PutObject('Mug', 'CounterTop|+00.69|+00.95|-02.48')
    human.OpenObject('Cabinet|+00.68|+00.50|-02.20')
    human.CloseObject('Cabinet|+00.68|+00.50|-02.20')

tidy()
`;

function parse(code: string): Program {
  const parsed = parseSkillCode(code);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.program;
}

let scenes: ReturnType<typeof makeScenesDir>;
let bridge: BridgeProcess;
let client: BridgeClient;

beforeAll(async () => {
  scenes = makeScenesDir([SCENE]);
  bridge = await startBridge(scenes.dir);
  client = await BridgeClient.connect(bridge.url, { token: bridge.token });
});
afterAll(async () => {
  await client?.close();
  await bridge?.close();
  scenes?.remove();
});

describe('calls on different instances of one type', () => {
  it('the mug named by type is the one the memory holds, so the other mug\'s cabinet is opened at once', () => {
    const world = loadWorld(SCENE, { scenesDir: scenes.dir, team: 'paper' });
    const { schedule, footprints } = planSchedule(parse(CODE), world);
    expect(footprints[1]!.writes.has('Mug#Mug|+00.50|+00.97|-02.40')).toBe(true);
    expect(footprints[1]!.reads.has('Cabinet#Cabinet|+00.68|+00.50|-02.20')).toBe(false);
    expect(schedule.calls.map((c) => c.start)).toEqual([0, schedule.calls[0]!.end, 0, schedule.calls[2]!.end]);
    expect(schedule.makespan).toBeLessThan(schedule.sequential);
  });

  it('reaches the sequential world in every run, whoever the allocators give the calls to', async () => {
    const world = loadWorld(SCENE, { scenesDir: scenes.dir, team: 'paper' });
    const programs: [string, Program][] = [
      ['as written', parse(CODE)],
      ...ALLOCATOR_NAMES.map((name): [string, Program] => [name, allocateWith(name, parse(CODE.replace(/(robot|human)\./g, '')), world, { compare: false }).program]),
    ];
    const problems: string[] = [];
    for (const [label, program] of programs) {
      const agents = agentNames(world.team);
      const data = { client, ...worldExecutionData(world), scene: SCENE };
      const sequential = await executeSteps(flattenSteps(program), { ...data, agents });
      expect(sequential.success, `${label}: the sequential run`).toBe(true);
      const expected = JSON.stringify(normalState(await client.state()));
      const plan = planSchedule(program, world);
      for (let seed = 0; seed < 6; seed++) {
        const random = seededRandom(seed + 1);
        const run = await executeConcurrently(plan, {
          ...data,
          team: world.team,
          ...(seed === 0 ? {} : { beforeStep: () => new Promise<void>((resolve) => setTimeout(resolve, Math.floor(random() * 4))) }),
        });
        if (!run.success) problems.push(`${label}, run ${seed}: fails`);
        else if (JSON.stringify(normalState(await client.state())) !== expected) problems.push(`${label}, run ${seed}: another world`);
      }
    }
    expect(problems).toEqual([]);
  });
});
