/**
 * The one judge of a goal on a run (goals/judge-run.ts): a `was` condition is judged over the
 * run's steps, never on the final state alone. On a real bridge, the Mug is heated in the
 * Microwave and then put on the Plate: the world it leaves cannot tell it was heated there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBridge, type BridgeConnection } from '../../src/bridge/index.js';
import { flattenSteps, parseSkillCode } from '../../src/code/index.js';
import { recordedRun, worldExecutionData, type RecordedRun } from '../../src/execution/index.js';
import { computeOutcome } from '../../src/outcome/index.js';
import { judgeRun, type Alternative } from '../../src/goals/index.js';
import { loadWorld } from '../../src/world/index.js';

const world = loadWorld('FloorPlan1');
const CODE = `def heat():
    OpenObject('Microwave')
    OpenObject('Cabinet|+00.72|+02.02|-02.46')
    PutObject('Mug', 'Microwave')
    CloseObject('Microwave')
    SwitchOn('Microwave')
    SwitchOff('Microwave')
    OpenObject('Microwave')
    PutObject('Mug', 'Plate')
    CloseObject('Microwave')

heat()
`;
const HEATED: Alternative[] = [{ name: 'the mug heated in the microwave, on the plate', all: [{ exists: { type: 'Mug', in: 'Plate', was: { in: 'Microwave', whileOn: true } } }] }];
const NOT_IN_MICROWAVE: Alternative[] = [{ name: 'never in the microwave', all: [{ none: { type: 'Mug', was: { in: 'Microwave' } } }] }];

let bridge: BridgeConnection;
let run: RecordedRun;
beforeAll(async () => {
  bridge = await connectBridge({});
  const parsed = parseSkillCode(CODE);
  if (!parsed.ok) throw new Error('parse');
  run = await recordedRun(flattenSteps(parsed.program), { client: bridge.client, ...worldExecutionData(world), scene: 'FloorPlan1' });
});
afterAll(async () => {
  await bridge?.close();
});

describe('judgeRun', () => {
  it('judges `was` over the run\'s steps: the mug was heated in the microwave though it ends on the plate', () => {
    expect(run.result.success).toBe(true);
    const mug = run.end.objects.find((o) => o.objectType === 'Mug')!;
    expect(mug.parentReceptacles.some((p) => p.startsWith('Microwave'))).toBe(false);
    const judged = judgeRun(HEATED, run, world);
    expect(judged).toMatchObject({ met: true, alternative: HEATED[0]!.name });
    expect(judged.alternatives[0]!.conditions).toEqual([{ text: expect.stringContaining('that was in a Microwave while it was on'), met: true }]);
    expect(judgeRun(NOT_IN_MICROWAVE, run, world).met).toBe(false);
  });

  it('without the run\'s start nothing "was": the same final state does not meet the goal, and says which condition', () => {
    const judged = judgeRun(HEATED, { start: null, steps: [], end: run.end }, world);
    expect(judged.met).toBe(false);
    expect(judged.alternatives[0]!.conditions[0]).toMatchObject({ met: false });
    expect(judged.unmet[0]!.predicate).toContain('that was in a Microwave');
  });

  it('the session\'s outcome (outcome.json, summary.md, report.html) is this judgement on the run\'s steps', () => {
    const outcome = computeOutcome({ before: run.start, after: run.end, world, ran: true, steps: run.steps, goal: { source: 'planner', alternatives: HEATED } });
    expect(outcome).toMatchObject({ verdict: 'goal-met', success: true });
    expect(outcome.goal!.alternatives).toEqual(judgeRun(HEATED, run, world).alternatives);
    const withoutSteps = computeOutcome({ before: run.start, after: run.end, world, ran: true, goal: { source: 'planner', alternatives: HEATED } });
    expect(withoutSteps.verdict).toBe('goal-not-met');
  });
});
