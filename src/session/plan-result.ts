import type { TaskDecomposition } from '../planning/decomposition.js';
import type { CodeOrigin } from './events.js';

/** The outcome of `iteraplan plan`, as `--json` prints it and `result.json` stores it. */
export interface PlanResult {
  instruction: string;
  scene: string;
  planner: string;
  model: string | null;
  success: boolean;
  /** Why the session ended: `success`, `aborted`, `refinement budget exhausted`, ... */
  reason: string;
  clarification: { question: string; answer: string } | null;
  stage1: TaskDecomposition | null;
  plan: TaskDecomposition | null;
  missingObjects: string[];
  codeVersions: { version: number; origin: CodeOrigin; file: string }[];
  finalCode: string | null;
  counts: { humanRefinements: number; executionRefinements: number; validationRepairs: number; executions: number };
  /** The last execution failure, when the plan failed. */
  failure: Record<string, unknown> | null;
  allocation: Record<string, unknown>[] | null;
  allocatedCode: string | null;
  allocatedExecution: { success: boolean; actions: number; failure: Record<string, unknown> | null } | null;
  tokenUsage: { promptTokens: number; completionTokens: number; totalTokens: number; calls: number };
  sessionDir: string;
}
