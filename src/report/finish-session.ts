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
  options: { client: ObservedClient; world: World; session: Session; goal?: Goal | null },
): Promise<FinishedSession> {
  const { client, world, session } = options;
  // A goal given from outside (an experiment task's criteria) is kept in the transcript beside the planner's.
  if (options.goal) session.record({ type: 'goal', source: options.goal.source, alternatives: [...options.goal.alternatives] });
  const goal = goalOfSession(session.events);
  // A resumed session that had already ended runs nothing: its outcome is the one it recorded.
  const outcome = (await observeOutcome(client, { world, ran: executedToTheEnd(session), goal, sessionDir: session.dir })) ?? readOutcome(SessionFolder.at(session.dir));
  const result = withOutcome(planned, outcome);
  writeResultWithOutcome(result);
  await writeSessionReports(session.dir);
  const outcomeText = outcome === null ? '' : `${formatOutcome(outcome).join('\n')}\n\n`;
  return { result, outcomeText };
}

/** Whether the session's last execution reached its end. */
function executedToTheEnd(session: Session): boolean {
  const last = session.last('execution');
  return last?.success ?? false;
}
