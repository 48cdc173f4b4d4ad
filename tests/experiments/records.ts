/** Hand-made episode records for the metric and report tests. */
import type { AllocatorOutcome, EpisodeRecord } from '../../src/experiments/results/episode-record.js';

let counter = 0;

/** A finished episode with h = e = 0 unless overridden; each call gets a distinct scene. */
export function record(overrides: Partial<EpisodeRecord> = {}): EpisodeRecord {
  counter += 1;
  return {
    version: 1,
    suite: 'test',
    task: 'hungry',
    scene: `FloorPlan${counter}`,
    roomType: 'Kitchen',
    model: 'offline',
    repeat: 1,
    instruction: 'I feel hungry.',
    status: 'finished',
    error: null,
    h: 0,
    e: 0,
    humanRefinements: 0,
    executionRefinements: 0,
    validationRepairs: 0,
    success: true,
    alternative: 'toast',
    tokens: { prompt: 0, completion: 0, total: 0, calls: 0 },
    wallMs: 10,
    actions: 5,
    allocation: [],
    allocators: { 'rule-based': null, llm: null, random: null },
    sessionDir: null,
    ...overrides,
  };
}

/** An allocator outcome. */
export function outcome(calls: number, agreeing: number, executed: boolean): AllocatorOutcome {
  return { calls, agreeing, executed, optimal: executed && agreeing === calls, error: null };
}
