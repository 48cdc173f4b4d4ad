/**
 * The offline planner's knowledge and search offered to an LLM planner: the goals the household
 * knowledge reads a request as (`--goal-hints`), and a program toward a goal someone else stated
 * (`--search-fix`), found against a real bridge's `simulate` from the reset scene.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../../src/bridge/index.js';
import { flattenSteps, parseSkillCode, printSkillCall } from '../../../src/code/index.js';
import type { Alternative } from '../../../src/goals/index.js';
import { GoalAdvisor, GoalSearch } from '../../../src/planning/offline/index.js';
import { formatKnownGoals } from '../../../src/planning/format.js';
import { loadWorld, type World } from '../../../src/world/index.js';
import { connectSharedBridge } from '../../helpers/shared-bridge.js';
import { lazyClient, stageOneInput } from './episode.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectSharedBridge();
  await bridge.client.reset('FloorPlan1', ['robot', 'human']);
});
afterAll(async () => {
  await bridge?.close();
});

const world: World = loadWorld('FloorPlan1');
const search = new GoalSearch(world, lazyClient(() => bridge.client));
function calls(code: string): string[] {
  const parsed = parseSkillCode(code);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return flattenSteps(parsed.program).map(printSkillCall);
}

describe('GoalSearch', () => {
  it('finds a program toward a stated goal, as code that names the alternative it meets', async () => {
    const goal: Alternative[] = [{ name: 'bread kept cold', all: [{ exists: { type: 'Bread', in: 'Fridge' } }] }];
    const found = await search.programToward(goal);
    expect(found).toMatchObject({ ok: true, alternative: 'bread kept cold', alreadyDone: false });
    if (!found.ok) return;
    expect(found.code).toMatch(/^def bread_kept_cold\(\):/);
    expect(calls(found.code)).toEqual(["OpenObject('Fridge')", "PutObject('Bread', 'Fridge')", "CloseObject('Fridge')"]);
  });

  it('says a goal that holds already is done (the Apple is in the Fridge on FloorPlan1)', async () => {
    const found = await search.programToward([{ name: 'apple kept', all: [{ exists: { type: 'Apple', in: 'Fridge' } }] }]);
    expect(found).toMatchObject({ ok: true, alreadyDone: true });
  });

  it('says why, per alternative, when nothing reaches the goal (a Toaster cannot be carried to the Fridge)', async () => {
    const goal: Alternative[] = [{ name: 'toaster chilled', all: [{ exists: { type: 'Toaster', in: 'Fridge' } }] }];
    const found = await search.programToward(goal);
    expect(found).toEqual({ ok: false, reasons: [expect.stringMatching(/^toaster chilled: /)] });
  });
});

describe('GoalAdvisor', () => {
  const advisor = new GoalAdvisor(world.catalogue);

  it("reads a vague request as the household's goals for it, in words", () => {
    const text = formatKnownGoals(advisor.goalsFor(stageOneInput(world, 'I feel hungry')));
    expect(text).toContain('Goals this household knows for such a request');
    expect(text).toContain('- toast: there should be a BreadSliced that is cooked');
    expect(text).toContain('- fried egg:');
  });

  it('reads a command as its own goal', () => {
    const goals = advisor.goalsFor(stageOneInput(world, 'put a chilled apple on the table'));
    expect(goals).toHaveLength(1);
    expect(JSON.stringify(goals[0]!.all)).toContain('"cold"');
  });

  it('leaves out what the preferences exclude, and offers nothing for a request it does not understand', () => {
    const vegan = { ...stageOneInput(world, 'I feel hungry'), preferences: [{ id: 'p1', text: "I'm vegan", rule: { exclude: ['Egg', 'EggCracked'] } }] };
    expect(formatKnownGoals(advisor.goalsFor(vegan))).not.toContain('fried egg');
    expect(formatKnownGoals(advisor.goalsFor(vegan))).toContain('toast');
    expect(formatKnownGoals(advisor.goalsFor(stageOneInput(world, 'recite a poem about the moon')))).toBe('');
  });
});

describe('GoalSearch with a known goal', () => {
  it("searches a known goal's ways in order: the fried egg adopted from the hints is fried in the pan, not in the microwave", async () => {
    const advisor = new GoalAdvisor(world.catalogue);
    const friedEgg = advisor.goalsFor(stageOneInput(world, 'Can you make me sunny side up egg?'));
    expect(friedEgg.map((a) => a.name)).toEqual(['fried egg']);
    const found = await search.programToward(friedEgg);
    expect(found).toMatchObject({ ok: true, alternative: 'fried egg in a pan' });
    if (found.ok) expect(calls(found.code)).toEqual(expect.arrayContaining(["PutObject('Egg', 'Pan')", "BreakObject('Egg')"]));
  });
});
