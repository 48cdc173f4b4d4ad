/**
 * Best-of-N plan search (`--candidates N`): N code candidates asked for in parallel (distinct
 * requests: candidate i > 1 carries its index), each validated with validation repairs, dry-run
 * from a reset scene on the dry-run client (the simulator's predictions: the episode is not
 * touched), judged against the approved goal, and ranked (rank-candidates.ts).
 */
import { flattenSteps, type Program, type ValidationContext } from '../code/index.js';
import type { CodeError } from '../code/index.js';
import { recordedRun, worldExecutionData, type ExecutionClient } from '../execution/index.js';
import type { Alternative } from '../goals/index.js';
import { LlmReplyError } from '../llm/index.js';
import { obtainValidCode, type CodeAttempt } from '../planning/index.js';
import type { CodeInput, Planner } from '../planning/index.js';
import type { World } from '../world/index.js';
import { rankCandidates, type CandidateOutcome, type RankedCandidate } from './rank-candidates.js';
import type { SessionContext } from './context.js';
import { candidateFile } from './layout.js';
import { judgeAgainstGoal } from './goal-judge.js';

/** A ranked candidate with what the session records of it. */
export interface SearchedCandidate extends RankedCandidate {
  /** The valid program; null when the code did not validate. */
  program: Program | null;
  /** Every version on the way: the generated code, then each validation repair. */
  attempts: CodeAttempt[];
}

/** What a search needs besides the code input. */
export interface CandidateSearchDeps {
  planner: Planner;
  world: World;
  validation: ValidationContext;
  maxRepairs: number;
  /** Where candidates are dry-run from a reset scene: the simulator's predictions, or a world of their own. */
  dryRunClient: ExecutionClient;
  /** The approved goal each dry run is judged against; null when none was stated. */
  goal: readonly Alternative[] | null;
}

/**
 * Asks for `count` candidates and returns them best first.
 * Generation runs in parallel; the validation repairs and dry runs go candidate by candidate, so
 * the requests (and a replay of them) come in the same order on every run.
 */
export async function searchCandidates(input: CodeInput, count: number, deps: CandidateSearchDeps): Promise<SearchedCandidate[]> {
  const indices = Array.from({ length: count }, (_, i) => i + 1);
  const texts = await Promise.all(indices.map((candidate) => orUnusable(deps.planner.generateCode({ ...input, candidate, candidates: count }))));
  // A candidate whose reply held no program is left out; with none left there is nothing to rank.
  const firstError = texts.find((t) => t instanceof LlmReplyError);
  if (texts.every((t) => t instanceof LlmReplyError)) throw firstError;
  const outcomes: (CandidateOutcome & { program: Program | null; attempts: CodeAttempt[] })[] = [];
  for (const [i, text] of texts.entries()) {
    if (text instanceof LlmReplyError) continue;
    const round = await obtainValidCode(
      text,
      deps.validation,
      async (code: string, errors: readonly CodeError[]) => {
        const repaired = await orUnusable(deps.planner.repairCode({ ...input, code, errors: errors.map(({ line, column, message }) => ({ line, column, message })) }));
        return repaired instanceof LlmReplyError ? null : repaired;
      },
      deps.maxRepairs,
    );
    const base = { index: i + 1, code: round.code, repairs: round.repairs, attempts: round.attempts };
    if (!round.ok) {
      outcomes.push({ ...base, program: null, valid: false, errors: round.errors.length, executes: false, failure: null, meetsCriteria: null, actions: null });
      continue;
    }
    outcomes.push({ ...base, program: round.program, valid: true, errors: 0, ...(await dryRun(round.program, deps)) });
  }
  const ranked = rankCandidates(outcomes);
  return ranked.map((r) => {
    const own = outcomes.find((o) => o.index === r.index)!;
    return { ...r, program: own.program, attempts: own.attempts };
  });
}

/** A reply, or the error of one that held no usable program even asked again. */
async function orUnusable(reply: Promise<string>): Promise<string | LlmReplyError> {
  try {
    return await reply;
  } catch (error) {
    if (error instanceof LlmReplyError && error.reason === 'unusable') return error;
    throw error;
  }
}

/** Dry-runs a valid program from a reset scene on the dry-run client (`plan`: the simulator's predictions) and judges where it ends against the approved goal. */
async function dryRun(program: Program, deps: CandidateSearchDeps): Promise<Pick<CandidateOutcome, 'executes' | 'failure' | 'meetsCriteria' | 'actions'>> {
  const { world, goal } = deps;
  const run = await recordedRun(flattenSteps(program), { client: deps.dryRunClient, ...worldExecutionData(world), scene: world.scene.scene });
  const { result } = run;
  const meetsCriteria = goal === null ? null : result.success && judgeAgainstGoal(goal, world, run).status === 'met';
  const failure = result.report ? `line ${result.report.line}: ${result.report.errorCode}` : null;
  return { executes: result.success, failure, meetsCriteria, actions: result.actions };
}

/** The text of "Show other candidates": each candidate's rank, reasons and code. */
export function describeCandidates(candidates: readonly { index: number; rank: number; reasons: readonly string[]; code: string }[]): string {
  return [...candidates]
    .sort((a, b) => a.rank - b.rank)
    .map((c) => `Candidate ${c.index} — rank ${c.rank}${c.rank === 1 ? ' (proposed)' : ''}: ${c.reasons.join(', ')}\n${c.code.trimEnd()}`)
    .join('\n\n');
}

/** Writes every candidate of a search next to code version `version` and records the `candidates` event. */
export function recordCandidates(ctx: SessionContext, version: number, ranked: readonly SearchedCandidate[]): void {
  const { session } = ctx.deps;
  ctx.record({
    type: 'candidates',
    version,
    chosen: ranked[0]!.index,
    candidates: [...ranked]
      .sort((a, b) => a.index - b.index)
      .map((c) => ({
        index: c.index,
        file: session.writeFile(candidateFile(version, c.index), c.code.endsWith('\n') ? c.code : c.code + '\n'),
        rank: c.rank,
        valid: c.valid,
        executes: c.executes,
        meetsCriteria: c.meetsCriteria,
        actions: c.actions,
        repairs: c.repairs,
        reasons: c.reasons,
      })),
  });
}
