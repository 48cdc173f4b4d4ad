import type { TaskDecomposition } from '../planning/index.js';
import type { CodeOrigin } from './events.js';
import type { Session } from './session.js';
import { summariseUsage } from './usage.js';

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
  /** The checker's errors of the final code (line, column, message); empty when it is valid. */
  codeErrors: { line: number; column: number; message: string }[];
  counts: { humanRefinements: number; executionRefinements: number; validationRepairs: number; executions: number };
  /** The last execution failure, when the plan failed. */
  failure: Record<string, unknown> | null;
  allocation: Record<string, unknown>[] | null;
  allocatedCode: string | null;
  allocatedExecution: { success: boolean; actions: number; failure: Record<string, unknown> | null } | null;
  tokenUsage: { promptTokens: number; completionTokens: number; totalTokens: number; calls: number };
  sessionDir: string;
}

/** What the session itself knows at its end; the rest is read from its transcript. */
export type PlanOutcome = Omit<PlanResult, 'codeVersions' | 'counts' | 'tokenUsage' | 'sessionDir'> & { executions: number };

const humanOrigins: ReadonlySet<CodeOrigin> = new Set(['human-refinement', 'edit', 'regenerate']);

/** The result of a finished session: its outcome plus the code versions, counts and usage of its transcript. */
export function buildPlanResult(session: Session, outcome: PlanOutcome): PlanResult {
  const { executions, ...rest } = outcome;
  const codeEvents = session.events.flatMap((e) => (e.type === 'code' ? [e] : []));
  return {
    ...rest,
    codeVersions: codeEvents.map(({ version, origin, file }) => ({ version, origin, file })),
    counts: {
      humanRefinements: codeEvents.filter((e) => humanOrigins.has(e.origin)).length,
      executionRefinements: codeEvents.filter((e) => e.origin === 'execution-refinement').length,
      validationRepairs: codeEvents.filter((e) => e.origin === 'validation-repair').length,
      executions,
    },
    tokenUsage: summariseUsage(session.events),
    sessionDir: session.dir,
  };
}
