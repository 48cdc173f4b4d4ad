/**
 * The one world model the offline planner plans with: the bridge's `simulate`, which runs steps
 * on a copy of the world the session's program will run in. The planner keeps no copy of the
 * simulator's rules; it asks.
 */
import type { SimulateOptions, SimulateResult, StepParams } from '../../../bridge/index.js';

/** What the planner asks of the bridge (a BridgeClient is one). */
export interface WorldSimulator {
  simulate(steps: readonly StepParams[], options?: SimulateOptions): Promise<SimulateResult>;
}

/**
 * Where a plan starts: the scene as the last reset loaded it (a program that runs from a reset
 * scene), or the world as it is now (the remaining steps after a failure, `--refine-from current`).
 */
export type Start = 'reset' | 'current';
