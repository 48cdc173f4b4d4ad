/**
 * `npm run bench:llm`'s command line and the experiments it makes of it: several suites, each
 * with its slice (the paper's, N per task type, N per room type), each planner, and each number
 * of plan-bank examples (with and without retrieval in one run), the bank named by absolute path.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
// @ts-expect-error a plain ES module of scripts/, without types
import { experimentArgs, experimentPlan, parseArgs, UsageError } from '../../scripts/bench-llm/options.mjs';
// @ts-expect-error a plain ES module of scripts/, without types
import { PAPER_SLICE, selectEpisodes, suiteTasks } from '../../scripts/bench-llm/slices.mjs';
import { ROOT } from '../helpers/bridge.js';
import { makeScratch } from '../helpers/files.js';

/** What the tests read of a suite's task. */
interface SuiteTask {
  id: string;
  roomType: string;
  taskType?: string;
  scenes: string[];
}

const scratch = makeScratch('bench-llm-options-');
afterAll(() => scratch.remove());

/** A checkout folder with a plan bank (its manifest is what marks one), or without. */
function checkout(withBank: boolean): string {
  const dir = join(scratch.dir, withBank ? 'with-bank' : 'without-bank');
  mkdirSync(join(dir, '.iteraplan', 'bank'), { recursive: true });
  if (withBank) writeFileSync(join(dir, '.iteraplan', 'bank', 'manifest.json'), '{}');
  return dir;
}

const parse = (argv: string[], root = checkout(true), env = {}) => parseArgs(argv, { root, env });

describe('slices of a suite', () => {
  test('per-type:4 on the ALFRED train sample: four tasks of each of its seven task types, spread over the type, each on its first scene', () => {
    const tasks: SuiteTask[] = suiteTasks(ROOT, 'alfred-train-sample');
    const picked: string[] = selectEpisodes('per-type:4', tasks, 'alfred-train-sample');
    expect(picked).toHaveLength(28);
    const typeOf = new Map(tasks.map((t) => [t.id, t.taskType]));
    const perType = new Map<string, number>();
    for (const id of picked) perType.set(typeOf.get(id.split('@')[0]!)!, (perType.get(typeOf.get(id.split('@')[0]!)!) ?? 0) + 1);
    expect([...perType.values()]).toEqual([4, 4, 4, 4, 4, 4, 4]);
    // In turn by type: the first of each of the seven types, then the second of each.
    expect(picked.slice(0, 7).map((id) => typeOf.get(id.split('@')[0]!))).toEqual([...new Set(tasks.map((t) => t.taskType))]);
    // Spread, not the first four: the type's first task, then one a quarter of the way on.
    const looks = tasks.filter((t) => t.taskType === 'look_at_obj_in_light');
    const second = looks[Math.floor(looks.length / 4)]!;
    expect(picked[0]).toBe(`${looks[0]!.id}@${looks[0]!.scenes[0]}`);
    expect(picked[7]).toBe(`${second.id}@${second.scenes[0]}`);
  });

  test('per-room:3 on the TEACh and everyday suites: three of each room type; a group smaller than N gives what it has', () => {
    for (const suite of ['teach', 'everyday']) {
      const tasks: SuiteTask[] = suiteTasks(ROOT, suite);
      const picked: string[] = selectEpisodes('per-room:3', tasks, suite);
      expect(picked).toHaveLength(12);
      const rooms = picked.map((id) => tasks.find((t) => t.id === id.split('@')[0])!.roomType);
      expect(new Set(rooms)).toEqual(new Set(['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom']));
    }
    const two = [
      { id: 'a', roomType: 'Kitchen', scenes: ['FloorPlan1'] },
      { id: 'b', roomType: 'Kitchen', scenes: ['FloorPlan2', 'FloorPlan3'] },
    ];
    expect(selectEpisodes('per-room:5', two)).toEqual(['a@FloorPlan1', 'b@FloorPlan2']);
    // The paper slice, too, covers the four room types in its first four episodes.
    const paper: SuiteTask[] = suiteTasks(ROOT, 'paper');
    expect(new Set(PAPER_SLICE.slice(0, 4).map((id: string) => paper.find((t) => t.id === id.split('@')[0])!.roomType))).toEqual(new Set(['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom']));
    expect(new Set(PAPER_SLICE).size).toBe(12);
  });

  test("the paper slice only for the paper suite; per-type on a suite without task types, a missing suite: errors naming them", () => {
    expect(selectEpisodes('slice', suiteTasks(ROOT, 'paper'), 'paper')).toEqual(PAPER_SLICE);
    expect(() => selectEpisodes('slice', [], 'teach')).toThrow(/slice is the paper suite's slice; for teach/);
    expect(() => selectEpisodes('per-type:2', suiteTasks(ROOT, 'paper'), 'paper')).toThrow(/task hungry of paper has no taskType/);
    expect(() => suiteTasks(ROOT, 'no-such-suite')).toThrow(/no suite no-such-suite/);
    expect(selectEpisodes('all', [])).toBeUndefined();
    expect(selectEpisodes('hungry@*, tidy-up@FloorPlan201', [])).toEqual(['hungry@*', 'tidy-up@FloorPlan201']);
  });
});

describe('the command line', () => {
  test('with a bank in the checkout, retrieval on and off by default; without one, off, and asking for examples is bad usage naming the folder', () => {
    expect(parse([]).examples).toEqual([3, 0]);
    expect(parse([], checkout(false)).examples).toEqual([0]);
    expect(() => parse(['--examples', '3'], checkout(false))).toThrow(UsageError);
    expect(() => parse(['--examples', '3'], checkout(false))).toThrow(/no plan bank in .*without-bank\/\.iteraplan\/bank/);
    // $ITERAPLAN_BANK, or --bank, names another bank.
    expect(parse(['--examples', '5'], checkout(false), { ITERAPLAN_BANK: join(checkout(true), '.iteraplan', 'bank') }).examples).toEqual([5]);
    expect(() => parse(['--examples', '3,x'])).toThrow(/--examples takes whole numbers/);
    expect(() => parse(['--planner', 'offline'])).toThrow(/--planner takes the LLM planners/);
    expect(() => parse(['--bogus'])).toThrow(/unknown option --bogus/);
  });

  test('suites with their own slices, --episodes for those without, the default the paper slice', () => {
    expect(parse([]).suites).toEqual([{ name: 'paper', episodes: 'slice' }]);
    const options = parse(['--suite', 'paper=slice', '--suite', 'alfred-train-sample=per-type:4', '--suite', 'teach', '--episodes', 'per-room:3']);
    expect(options.suites).toEqual([
      { name: 'paper', episodes: 'slice' },
      { name: 'alfred-train-sample', episodes: 'per-type:4' },
      { name: 'teach', episodes: 'per-room:3' },
    ]);
  });

  test('the experiments: suite by suite, each planner, with and without examples back to back; the bank passed by absolute path only where examples are shown', () => {
    const root = checkout(true);
    const options = parse(['--suite', 'paper', '--suite', 'everyday=per-room:1', '--planner', 'openai,combined', '--variants', 'on', '--out', '/tmp/o', '--auto-fix'], root);
    const plan = experimentPlan(options, (suite: { name: string }) => (suite.name === 'paper' ? ['hungry@FloorPlan1'] : undefined));
    expect(plan.map((run: { name: string }) => run.name)).toEqual([
      'paper-openai-ex3-on',
      'paper-openai-ex0-on',
      'paper-combined-ex3-on',
      'paper-combined-ex0-on',
      'everyday-openai-ex3-on',
      'everyday-openai-ex0-on',
      'everyday-combined-ex3-on',
      'everyday-combined-ex0-on',
    ]);
    const withExamples = experimentArgs(plan[0], options);
    expect(withExamples).toEqual(expect.arrayContaining(['--planner', 'openai', '--examples', '3', '--bank', join(root, '.iteraplan', 'bank'), '--episodes', 'hungry@FloorPlan1', '--auto-fix', '--out', '/tmp/o/paper-openai-ex3-on']));
    expect(withExamples).not.toContain('--human-refinements');
    const yesOnly = parse(['--human-refinements', '0']);
    expect(experimentArgs(experimentPlan(yesOnly, () => ['a@F1'])[0], yesOnly)).toEqual(expect.arrayContaining(['--human-refinements', '0']));
    expect(() => parse(['--human-refinements', '-1'])).toThrow(/--human-refinements must be a whole number/);
    const without = experimentArgs(plan[1], options);
    expect(without).toEqual(expect.arrayContaining(['--examples', '0']));
    expect(without).not.toContain('--bank');
    // A suite run whole: no --episodes, the experiment takes all of it.
    expect(experimentArgs(plan[4], options)).not.toContain('--episodes');
    expect(experimentArgs(plan[6], options)).toEqual(expect.arrayContaining(['--planner', 'combined']));
  });

  test('--chunk N: every experiment of a suite takes the same N episodes before any takes the next N; the folders and the whole slice stay', () => {
    const options = parse(['--suite', 'paper', '--variants', 'on', '--chunk', '2', '--out', '/tmp/o']);
    const plan = experimentPlan(options, () => ['a@F1', 'b@F1', 'c@F1']);
    expect(plan.map((run: { name: string; runEpisodes: string[] }) => `${run.name} ${run.runEpisodes.join(',')}`)).toEqual([
      'paper-openai-ex3-on a@F1,b@F1',
      'paper-openai-ex0-on a@F1,b@F1',
      'paper-openai-ex3-on c@F1',
      'paper-openai-ex0-on c@F1',
    ]);
    expect(plan.every((run: { episodes: string[] }) => run.episodes.length === 3)).toBe(true);
    expect(experimentArgs(plan[2], options)).toEqual(expect.arrayContaining(['--episodes', 'c@F1']));
    expect(() => parse(['--chunk', '0'])).toThrow(/--chunk must be a whole number/);
  });

  test('--rotate: the suites take turns, one chunk each, so a run cut short has measured every suite', () => {
    const options = parse(['--suite', 'paper', '--suite', 'teach=per-room:1', '--examples', '0', '--variants', 'on', '--chunk', '1', '--rotate']);
    const plan = experimentPlan(options, (suite: { name: string }) => (suite.name === 'paper' ? ['a@F1', 'b@F1', 'c@F1'] : ['t@F2']));
    expect(plan.map((run: { name: string; runEpisodes: string[] }) => `${run.name} ${run.runEpisodes.join(',')}`)).toEqual([
      'paper-openai-ex0-on a@F1',
      'teach-openai-ex0-on t@F2',
      'paper-openai-ex0-on b@F1',
      'paper-openai-ex0-on c@F1',
    ]);
    expect(() => parse(['--rotate'])).toThrow(/--rotate takes turns by chunk/);
  });
});

