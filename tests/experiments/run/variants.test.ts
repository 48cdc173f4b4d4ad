/**
 * Experiment variants beyond the paper: the flags' parsing, the comparison table over hand-made
 * records, and real runs of the vague suite with the offline planner and a real bridge.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { singlePool, tableInput } from '../pool.js';
import { InputError } from '../../../src/errors.js';
import { episodeKey } from '../../../src/experiments/results/episode-record.js';
import { loadSuite } from '../../../src/experiments/suites/load-suite.js';
import { experimentLlms } from '../../../src/experiments/run/llm-roles.js';
import { RateLimiter } from '../../../src/experiments/run/rate-limit.js';
import { summarise } from '../../../src/experiments/tables/summary.js';
import { countEndings } from '../../../src/experiments/results/endings.js';
import { runExperiment, type ExperimentOptions } from '../../../src/experiments/run/runner.js';
import { buildTables } from '../../../src/experiments/tables/tables.js';
import { DEFAULT_VARIANT, parseCandidateList, parseClarifyMode, parseRefineList, variantGrid, type EpisodeVariant } from '../../../src/experiments/run/variant.js';
import { hasVariants, variantTable, withVariantModels } from '../../../src/experiments/tables/variant-metrics.js';
import { listScenes, loadWorld, type World } from '../../../src/world/index.js';
import type { Planner, PlannerSource } from '../../../src/planning/index.js';
import { useExperimentBridge } from '../../helpers/experiment-bridge.js';
import { record } from '../records.js';

const variant = (over: Partial<EpisodeVariant>): EpisodeVariant => ({ ...DEFAULT_VARIANT, ...over });

describe('the variant flags', () => {
  it('parse, and every combination is run', () => {
    expect(parseClarifyMode('both')).toEqual([true, false]);
    expect(parseClarifyMode(false)).toEqual([false]);
    expect(parseCandidateList('1,3,3')).toEqual([1, 3]);
    expect(parseRefineList('reset,current')).toEqual(['reset', 'current']);
    expect(variantGrid({ clarify: [true, false], candidates: [1, 3], refineFrom: ['reset'] })).toHaveLength(4);
  });

  it('reject what they do not know, naming the flag', () => {
    expect(() => parseClarifyMode('sometimes')).toThrow(/--clarify/);
    expect(() => parseCandidateList('1,0')).toThrow(InputError);
    expect(() => parseRefineList('reset,later')).toThrow(/--refine-from.*later/);
  });

  it('the default variant keeps the episode key of the paper runs; others are apart', () => {
    const key = { suite: 's', task: 't', scene: 'FloorPlan1', model: 'offline', repeat: 1 };
    expect(episodeKey({ ...key, variant: DEFAULT_VARIANT })).toBe(episodeKey(key));
    expect(episodeKey({ ...key, variant: variant({ candidates: 3 }) })).toBe('s/t@FloorPlan1/offline#1 [N=3]');
  });
});

describe('the comparison table', () => {
  const records = [
    record({ variant: variant({ refineFrom: 'reset' }), e: 2, actions: 40, clarified: true }),
    record({ variant: variant({ refineFrom: 'reset' }), e: 0, actions: 10 }),
    record({ variant: variant({ refineFrom: 'current' }), e: 1, actions: 25, success: false }),
    record({ variant: variant({ refineFrom: 'current' }), e: null, actions: 15, h: null }),
  ];

  it('one row per model and variant: asked, success, OCR@0, SER@k, actions', () => {
    const [reset, current] = variantTable(records);
    expect(reset).toMatchObject({ variant: { refineFrom: 'reset' }, episodes: 2, asked: 1, success: 1, ocr0: 1, actions: 50, actionsPerEpisode: 25 });
    expect(reset!.ser.slice(0, 3)).toEqual([0.5, 0.5, 1]);
    expect(current).toMatchObject({ variant: { refineFrom: 'current' }, episodes: 2, asked: 0, success: 0.5, ocr0: 0.5, actions: 40 });
    expect(current!.ser.slice(0, 2)).toEqual([0, 0.5]);
  });

  it('joins the report only when a variant other than the default ran; the paper tables keep variants apart', () => {
    const plain = [record(), record()];
    expect(hasVariants(plain)).toBe(false);
    expect(buildTables(tableInput(plain)).map((t) => t.id)).not.toContain('table9-variants');
    const tables = buildTables(tableInput(records));
    const table = tables.find((t) => t.id === 'table9-variants')!;
    expect(table.rows.map((row) => row[1])).toEqual(['clarify on, N=1, refine from reset', 'clarify on, N=1, refine from current']);
    expect(table.header).toContain('SER@0');
    expect(tables.find((t) => t.id === 'table4-ser')!.header.slice(2)).toEqual(['offline [default]', 'offline [refine from current]']);
    expect(withVariantModels(plain).map((r) => r.model)).toEqual(['offline', 'offline']);
    expect(summarise(records, { budgets: { maxRefinements: 5, humanRefinements: 5, maxRepairs: 3 } }, { total: 4, notRun: 0, errored: 0, interrupted: false })).toContain('offline (clarify on, N=1, refine from current): success 50.0%');
  });
});

describe('the vague suite with the offline planner', () => {
  const bridge = useExperimentBridge();
  const worlds = new Map<string, World>();
  const suite = loadSuite('vague', listScenes());

  /**
   * The offline planner's plans run first time (each is searched in the simulator): for a run
   * that must refine, its first code leaves out the opening of the fridge, so execution fails
   * there and the refinement (from a reset, or from where it stopped) opens it.
   */
  function withFirstCodeBroken(llms: ReturnType<typeof experimentLlms>): ReturnType<typeof experimentLlms> {
    const source = llms.planners;
    const planner = async (...args: Parameters<PlannerSource['planner']>) => {
      const sourced = await source.planner(...args);
      const p = sourced.planner;
      const broken: Planner = {
        kind: p.kind,
        clarify: (input) => p.clarify(input),
        decompose: (input) => p.decompose(input),
        refineDecomposition: (input) => p.refineDecomposition(input),
        ...(p.successCriteria === undefined ? {} : { successCriteria: (input: Parameters<NonNullable<Planner['successCriteria']>>[0]) => p.successCriteria!(input) }),
        generateCode: async (input) => (await p.generateCode(input)).replace(/\n\s*OpenObject\('Fridge'\)/, ''),
        repairCode: (input) => p.repairCode(input),
        refineFromExecution: (input) => p.refineFromExecution(input),
        refineFromFeedback: (input) => p.refineFromFeedback(input),
      };
      return { ...sourced, planner: broken };
    };
    return { ...llms, planners: { ...source, planner } };
  }

  function options(episodes: string, variants: EpisodeVariant[], llms = experimentLlms({ kind: 'offline', env: {}, limiter: new RateLimiter() })): ExperimentOptions {
    return {
      suite,
      models: ['offline'],
      repeats: 1,
      concurrency: 2,
      outDir: mkdtempSync(join(tmpdir(), 'variants-')),
      episodes,
      variants,
      simulators: singlePool(bridge()),
      world: (scene) => worlds.get(scene) ?? worlds.set(scene, loadWorld(scene)).get(scene)!,
      ...llms,
      maxRefinements: 5,
      maxHumanRefinements: 1,
      maxRepairs: 3,
      clarify: true,
      feedbackStyle: 'commands',
    };
  }

  it('the hidden intent answers the question: success with clarification, not without', async () => {
    const run = await runExperiment(options('breakfast-toast@FloorPlan1', variantGrid({ clarify: [true, false], candidates: [1], refineFrom: ['reset'] })));
    const on = run.records.find((r) => r.variant?.clarify === true);
    const off = run.records.find((r) => r.variant?.clarify === false);
    expect(on).toMatchObject({ status: 'finished', clarified: true, success: true, variant: { clarify: true } });
    expect(off).toMatchObject({ status: 'finished', clarified: false, success: false, variant: { clarify: false } });
    expect(on!.sessionDir).not.toBe(off!.sessionDir);
    // Without the question the planner served another breakfast and met its own goal: the suite's
    // goal (toast) judges the episode a failure, and the planner's claim is counted as a false success.
    expect(on).toMatchObject({ ending: 'succeeded', reportedSuccess: true });
    expect(off).toMatchObject({ ending: 'failed', reportedSuccess: true });
    expect(countEndings(run.records)).toMatchObject({ episodes: 2, counts: { succeeded: 1, failed: 1 }, success: 0.5, reported: 2, falseSuccesses: 1 });
  });

  it('refinement from a reset and from the current state are run and reported apart', async () => {
    const llms = withFirstCodeBroken(experimentLlms({ kind: 'offline', env: {}, limiter: new RateLimiter() }));
    // No question: the planner takes its first way (the egg from the Fridge, whose opening is broken); asked, the user would pick the salad.
    const run = await runExperiment(options('something-to-eat@FloorPlan1', variantGrid({ clarify: [false], candidates: [1], refineFrom: ['reset', 'current'] }), llms));
    const reset = run.records.find((r) => r.variant?.refineFrom === 'reset')!;
    const current = run.records.find((r) => r.variant?.refineFrom === 'current')!;
    expect(reset.executionRefinements).toBeGreaterThan(0);
    expect(current.executionRefinements).toBeGreaterThan(0);
    const events = (dir: string | null) => readFileSync(join(dir!, 'transcript.jsonl'), 'utf8');
    expect(events(current.sessionDir)).toContain('"type":"continuation"');
    expect(events(reset.sessionDir)).not.toContain('"type":"continuation"');
    const rows = variantTable(run.records);
    expect(rows.map((r) => [r.variant.refineFrom, r.actions]).sort()).toEqual([
      ['current', current.actions],
      ['reset', reset.actions],
    ]);
  });

  it('best-of-3 episodes record their candidates, and a rerun skips every finished variant', async () => {
    const opts = options('breakfast-egg@FloorPlan1', variantGrid({ clarify: [true], candidates: [1, 3], refineFrom: ['reset'] }));
    const run = await runExperiment(opts);
    expect(run.records.map((r) => [r.variant?.candidates, r.status, r.success]).sort()).toEqual([
      [1, 'finished', true],
      [3, 'finished', true],
    ]);
    const again = await runExperiment(opts);
    expect(again).toMatchObject({ ran: 0, skipped: 2 });
  });
});
