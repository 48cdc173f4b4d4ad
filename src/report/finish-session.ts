/**
 * What every finished session gets: the outcome in the world (outcome.json, state files), the
 * result with that outcome (result.json), and the readable reports (summary.md, report.html).
 * `plan` and the experiments call it once the session has ended.
 */
import { SessionFolder, type PlanResult, type Session } from '../session/index.js';
import type { World } from '../world/index.js';
import {
  formatOutcome,
  observeOutcome,
  readOutcome,
  withOutcome,
  writeResultWithOutcome,
  type Goal,
  type Outcome,
  type ObservedClient,
  type PlanResultWithOutcome,
} from '../outcome/index.js';
import { goalOfSession } from './session-goal.js';
import { writeSessionReports } from './write-reports.js';

/** The result with its outcome, and the outcome as terminal text ('' when nothing ran). */
export interface FinishedSession {
  result: PlanResultWithOutcome;
  outcomeText: string;
}

/** Observes the world, rewrites result.json, writes summary.md and report.html. */
export async function finishSession(
  planned: PlanResult,
  options: { client: ObservedClient; world: World; session: Session; goal?: Goal | null; endedBefore?: boolean },
): Promise<FinishedSession> {
  const { client, world, session } = options;
  if (options.endedBefore === true) return recordedEnd(planned, session);
  // A goal given from outside (an experiment task's criteria) is kept in the transcript beside the planner's.
  if (options.goal) session.record({ type: 'goal', source: options.goal.source, alternatives: [...options.goal.alternatives] });
  const goal = goalOfSession(session.events);
  // A resumed session that had already ended runs nothing: its outcome is the one it recorded.
  const outcome = (await observeOutcome(client, { world, ran: executedToTheEnd(session), goal, sessionDir: session.dir })) ?? readOutcome(SessionFolder.at(session.dir));
  const result = withOutcome(planned, outcome);
  writeResultWithOutcome(session.dir, result);
  await writeSessionReports(session.dir);
  return { result, outcomeText: outcomeWords(outcome) };
}

/**
 * A session resumed after it had ended runs nothing: its verdict is the one its transcript's end
 * recorded, shown with the outcome it kept (none when outcome.json is gone: the verdict stands).
 */
async function recordedEnd(planned: PlanResult, session: Session): Promise<FinishedSession> {
  const outcome = readOutcome(SessionFolder.at(session.dir));
  const result: PlanResultWithOutcome = { ...planned, outcome };
  writeResultWithOutcome(session.dir, result);
  await writeSessionReports(session.dir);
  return { result, outcomeText: outcomeWords(outcome) };
}

/** The outcome as terminal text ('' when nothing ran). */
function outcomeWords(outcome: Outcome | null): string {
  return outcome === null ? '' : `${formatOutcome(outcome).join('\n')}\n\n`;
}

/** Whether the session's last execution reached its end. */
function executedToTheEnd(session: Session): boolean {
  const last = session.last('execution');
  return last?.success ?? false;
}
