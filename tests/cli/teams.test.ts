/** `--team` on check, allocate, execute and plan, run in-process against real bridge processes and the real scenes. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

async function run(argv: string[]) {
  const captured = captureIO(env());
  const code = await main(argv, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

/** The paper's fried egg in FloorPlan1, written for the two-robot team. */
const TRIO = `def fried_egg():
    robot.OpenObject('Fridge')
    robot2.PutObject('Egg', 'Pan')
    robot.CloseObject('Fridge')
    human.BreakObject('Egg')
    human.SwitchOn('StoveKnob')

fried_egg()
`;

describe('--team', () => {
  test('check accepts the agents of the team and refuses others and incapable ones, at line and column', async () => {
    const file = scratch.write('trio.py', TRIO);
    expect((await run(['check', file, '--scene', 'FloorPlan1', '--team', 'two-robots'])).code).toBe(0);
    const paper = await run(['check', file, '--scene', 'FloorPlan1']);
    expect(paper.code).toBe(2);
    expect(paper.stderr).toContain(`${file}:3:5: Unknown agent 'robot2' in 'robot2.PutObject'`);
    const incapable = scratch.write('incapable.py', "def f():\n    robot2.OpenObject('Fridge')\n");
    const refused = await run(['check', incapable, '--scene', 'FloorPlan1', '--team', 'two-robots']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${incapable}:2:5: robot2 cannot carry out OpenObject: in the team two-robots it cannot do OpenObject`);
  });

  test('a team file with a bad value is exit 2 naming the file and line; an unknown team lists the teams', async () => {
    const team = scratch.write('crew.yaml', 'agents:\n  ann:\n    kind: human\n    actions:\n      GoToObject: { successRate: 1.5, accuracy: 1, seconds: 2 }\n');
    const bad = await run(['check', scratch.write('x.py', "def f():\n    OpenObject('Fridge')\n"), '--scene', 'FloorPlan1', '--team', team]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`${team}:5: agents.ann.actions.GoToObject.successRate: `);
    const unknown = await run(['allocate', scratch.write('y.py', "def f():\n    OpenObject('Fridge')\n"), '--scene', 'FloorPlan1', '--team', 'kitchen']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown team 'kitchen'; available teams: paper, two-robots");
  });

  test('allocate gives every agent of the two-robot team its part, with the schedule; --svg and --png draw it', async () => {
    const file = scratch.write('egg.py', TRIO.replace(/(robot2|robot|human)\./g, ''));
    const svg = join(scratch.dir, 'egg.svg');
    const png = join(scratch.dir, 'egg.png');
    const { code, stdout } = await run(['allocate', file, '--scene', 'FloorPlan1', '--team', 'two-robots', '--json', '--svg', svg, '--png', png]);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { team: string; code: string; schedule: { makespan: number; sequential: number; load: { agent: string; calls: number }[]; calls: { line: number; start: number; after: { line: number; because: string[] }[] }[] } };
    expect(result.team).toBe('two-robots');
    expect(result.code).toBe(TRIO);
    expect(result.schedule.load.map((l) => [l.agent, l.calls])).toEqual([['robot', 2], ['robot2', 1], ['human', 2]]);
    expect(result.schedule.makespan).toBeLessThan(result.schedule.sequential);
    // The put waits for the open fridge; closing the fridge and cracking the egg then overlap.
    const at = (line: number) => result.schedule.calls.find((c) => c.line === line)!;
    expect(at(3).after).toEqual([{ line: 2, index: 0, because: ['Fridge#Fridge|-02.10|+00.00|+01.09'] }]);
    expect(at(4).start).toBe(at(5).start);
    expect(readFileSync(svg, 'utf8')).toContain('<svg');
    expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
  });

  test('execute --concurrent runs code naming the team’s agents and shows the timeline it ran', async () => {
    const file = scratch.write('trio-run.py', TRIO);
    const goal = scratch.write('egg-in-pan.yaml', '- name: egg cracked into the pan\n  all: [{ exists: { type: EggCracked, in: Pan } }]\n');
    const { code, stdout } = await run(['execute', file, '--scene', 'FloorPlan1', '--team', 'two-robots', '--concurrent', '--goal', goal]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Ran to its end on FloorPlan1 \(5 skill calls, \d+ atomic actions\), judged by the goal in .*egg-in-pan\.yaml\.\n/);
    expect(stdout).toMatch(/time +robot +robot2 +human/);
    // The team's 57 s with each agent's walks between objects: the one makespan every screen says.
    const said = Number(/makespan ([\d.]+) s, one after another/.exec(stdout)?.[1]);
    expect(said).toBeGreaterThan(57);
    const json = await run(['execute', file, '--scene', 'FloorPlan1', '--team', 'two-robots', '--concurrent', '--json', '--goal', goal]);
    const result = JSON.parse(json.stdout) as { success: boolean; timeline: { agent: string; start: number; end: number }[]; schedule: { makespan: number } };
    expect(result.success).toBe(true);
    expect(result.timeline.map((t) => t.agent).sort()).toEqual(['human', 'human', 'robot', 'robot', 'robot2']);
    expect(Math.max(...result.timeline.map((t) => t.end))).toBe(result.schedule.makespan);
    expect(said).toBe(Math.round(result.schedule.makespan * 10) / 10);
  });

  test('allocate --allocator balanced: the allocation with the smaller makespan, what each allocator costs, and the figures in --json', async () => {
    const file = scratch.write('egg-balanced.py', TRIO.replace(/(robot2?|human)\./g, ''));
    const paper = await run(['allocate', file, '--scene', 'FloorPlan1', '--team', 'two-robots']);
    expect(paper.code, paper.stderr).toBe(0);
    const expected = /Allocator: the paper rule \(each call to its most reliable agent\)\. Expected makespan ([\d.]+) s, walks between objects included\./.exec(paper.stdout)?.[1];
    expect(expected, paper.stdout).toBeDefined();
    // One makespan on the screen: the notes' and the timeline's are the same, the team's seconds alone are not shown.
    expect(paper.stdout).toContain(`makespan ${expected} s, one after another`);
    expect(paper.stdout).not.toMatch(/\b57 s\b/);
    expect(paper.stdout).toMatch(/Chance that every call succeeds: [\d.]+% \(about 1 in [\d,]+\)\. The paper's affordances/);
    expect(paper.stdout).toMatch(/A smaller team would be faster: without robot2, [\d.]+ s against [\d.]+ s \(both by the paper rule\)\./);
    expect(paper.stdout).toMatch(/^line +call +robot +robot2 +human +agent +by$/m);
    expect(paper.stdout).toMatch(/ paper rule$/m);
    const balanced = await run(['allocate', file, '--scene', 'FloorPlan1', '--team', 'two-robots', '--allocator', 'balanced', '--json']);
    expect(balanced.code, balanced.stderr).toBe(0);
    const result = JSON.parse(balanced.stdout) as { figures: { allocator: string; makespan: number; method: string; floor: number; paper: { makespan: number }; expected: { makespan: number } }; schedule: { makespan: number } };
    expect(result.figures).toMatchObject({ allocator: 'balanced', method: 'exact', floor: 0.25 });
    // The paper rule's 57 s of the team's seconds, with walks counted; the balanced allocation is faster either way.
    expect(result.figures.paper.makespan).toBeGreaterThan(57);
    expect(result.figures.expected.makespan).toBeLessThan(result.figures.paper.makespan);
    expect(result.figures.makespan).toBeLessThan(57);
    expect(result.schedule.makespan).toBeCloseTo(result.figures.expected.makespan, 6);
    const tight = await run(['allocate', file, '--scene', 'FloorPlan1', '--team', 'two-robots', '--allocator', 'balanced', '--reliability-floor', '10%']);
    expect(tight.stdout).toContain('reliability floor 10%');
    expect(tight.stdout).toMatch(/The reliability floor costs [\d.]+ s: with any able agent the makespan would be/);
  });

  test('--reliability-floor outside 0..1 and an unknown --allocator are bad usage', async () => {
    const file = scratch.write('egg-floor.py', TRIO.replace(/(robot2?|human)\./g, ''));
    const high = await run(['allocate', file, '--scene', 'FloorPlan1', '--allocator', 'balanced', '--reliability-floor', '2']);
    expect(high.code).toBe(2);
    expect(high.stderr).toContain('must be a fraction from 0 to 1 (0.25) or a percentage (25%)');
    const unknown = await run(['allocate', file, '--scene', 'FloorPlan1', '--allocator', 'fastest']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Allowed choices are paper, balanced");
  });

  test('execute refuses an --agent outside the team', async () => {
    const { code, stderr } = await run(['execute', scratch.write('z.py', TRIO), '--scene', 'FloorPlan1', '--team', 'two-robots', '--agent', 'robot3']);
    expect(code).toBe(2);
    expect(stderr).toContain('--agent robot3 is not an agent of the team two-robots (robot, robot2, human)');
  });

  test('plan --team two-robots --reassign: the allocation is changed as told, recorded, and run concurrently', async () => {
    const out = join(scratch.dir, 'runs');
    const { code, stdout, stderr } = await run([
      'plan', 'I feel hungry', '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--json', '--out', out, '--team', 'two-robots', '--reassign', '4=human',
    ]);
    expect(code, stderr).toBe(0);
    const result = JSON.parse(stdout) as { team: string; allocatedCode: string; allocationReassignments: number; sessionDir: string; allocatedExecution: { success: boolean; concurrent: boolean } };
    expect(result.team).toBe('two-robots');
    expect(result.allocationReassignments).toBe(1);
    expect(result.allocatedCode).toContain("    human.PutObject('Egg', 'Pan')\n");
    expect(result.allocatedExecution).toMatchObject({ success: true, concurrent: true });
    const events = readFileSync(join(result.sessionDir, 'transcript.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.find((e) => e['type'] === 'start')).toMatchObject({ options: { team: 'two-robots' } });
    expect(events.filter((e) => e['type'] === 'allocation-decision')).toMatchObject([{ decision: 'reassign', line: 4, agent: 'human', from: 'robot2' }, { decision: 'approve' }]);
    expect(existsSync(join(result.sessionDir, 'timeline.png'))).toBe(true);
    // The allocation shown says the line was given by the person, in the header and the by column.
    const shown = await run(['plan', 'I feel hungry', '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--out', out, '--team', 'two-robots', '--reassign', '4=human']);
    expect(shown.stderr).toContain('Allocator: the paper rule (each call to its most reliable agent), except line 4 to human by you.');
    expect(shown.stderr).toMatch(/^ +4 +PutObject\('Egg', 'Pan'\) .* human +you$/m);
  });

  test('plan --allocator balanced: the allocation step uses it and says what it costs; the choice is in the transcript, the allocation event and result.json', async () => {
    const out = join(scratch.dir, 'runs-balanced');
    const { code, stdout, stderr } = await run(['plan', 'I feel hungry', '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--json', '--out', out, '--team', 'two-robots', '--allocator', 'balanced', '--reliability-floor', '0.3']);
    expect(code, stderr).toBe(0);
    const result = JSON.parse(stdout) as { sessionDir: string; schedule: { makespan: number }; allocatedExecution: { success: boolean; concurrent: boolean }; allocationFigures: { allocator: string; floor: number; makespan: number; paper: { makespan: number }; expected: { makespan: number } } };
    expect(result.allocationFigures).toMatchObject({ allocator: 'balanced', floor: 0.3 });
    expect(result.schedule.makespan).toBeCloseTo(result.allocationFigures.expected.makespan, 6);
    expect(result.allocationFigures.expected.makespan).toBeLessThan(result.allocationFigures.paper.makespan);
    expect(result.allocatedExecution).toMatchObject({ success: true, concurrent: true });
    const events = readFileSync(join(result.sessionDir, 'transcript.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.find((e) => e['type'] === 'start')).toMatchObject({ options: { allocator: 'balanced', reliabilityFloor: 0.3 } });
    expect(events.find((e) => e['type'] === 'allocation')).toMatchObject({ figures: { allocator: 'balanced', floor: 0.3 } });
    const shown = await run(['plan', 'I feel hungry', '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--out', out, '--team', 'two-robots', '--allocator', 'balanced']);
    expect(shown.stderr).toMatch(/Allocator: balanced, reliability floor 25% \(.*no allocation within the floor ends sooner\)\. Expected makespan [\d.]+ s, walks between objects included\.\nChance that every call succeeds: /);
    expect(shown.stderr).toMatch(/The paper rule would take [\d.]+ s/);
  });

  test('plan --reassign to an agent that cannot do the call is exit 2 saying why', async () => {
    const { code, stderr } = await run([
      'plan', 'I feel hungry', '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--out', join(scratch.dir, 'runs2'), '--team', 'two-robots', '--reassign', '3=robot2',
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain("cannot give line 3 (OpenObject('Fridge')) to robot2: robot2 cannot do OpenObject");
  });

  /** The events of the one session written under `out`. */
  const eventsUnder = (out: string) => {
    const [dir] = readdirSync(out);
    return readFileSync(join(out, dir!, 'transcript.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string });
  };

  test.each([
    ['4=nobody', 'two-robots', 'nobody is not an agent of the team two-robots (robot, robot2, human)'],
    ['3=robot9', 'paper', 'robot9 is not an agent of the team paper (robot, human)'],
  ])('plan --reassign %s (team %s) is refused before anything runs: no session, no plan, exit 2', async (change, team, why) => {
    const out = join(scratch.dir, `runs-agent-${team}`);
    const { code, stderr } = await run(['plan', 'I feel hungry', '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--out', out, '--team', team, '--reassign', change]);
    expect(stderr).toContain(`iteraplan: --reassign ${change}: ${why}`);
    expect(code).toBe(2);
    expect(existsSync(out)).toBe(false);
  });

  test.each([
    ['99=human', 'cannot reassign line 99: it holds no skill call'],
    ['3=robot2', "cannot give line 3 (OpenObject('Fridge')) to robot2: robot2 cannot do OpenObject"],
  ])('plan --reassign %s is checked against the code as soon as it is approved: nothing is executed', async (change, why) => {
    const out = join(scratch.dir, `runs-line-${change}`);
    const { code, stderr } = await run(['plan', 'I feel hungry', '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--out', out, '--team', 'two-robots', '--reassign', change]);
    expect(stderr).toContain(`iteraplan: --reassign ${change} does not fit the approved code v1, so it was not run: ${why}`);
    expect(code).toBe(2);
    const events = eventsUnder(out);
    expect(events.some((e) => e.type === 'code')).toBe(true);
    expect(events.some((e) => e.type === 'execution')).toBe(false);
  });
});
