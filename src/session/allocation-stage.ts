/**
 * The allocation step of a session: the rule-based allocation of the executed program to the
 * team, shown to the person with the affordance table, the allocated code and its timeline; the
 * person approves it or gives a line to another agent (each change recorded in the transcript
 * as a human refinement of the allocation), then the agents run it at once on one episode
 * (execution/concurrent.ts) and the timeline is written into the session folder.
 */
import { allocateWith, allocationNotes, formatAllocationTable, mapSkillCalls, successProbability, whyNot, type Allocation, type AllocationChange, type AllocationFigures, type AllocatorName } from '../allocation/index.js';
import { printProgram, type Program } from '../code/index.js';
import { InputError } from '../errors.js';
import { planSchedule, plannedTimeline, scheduleToJson, type PlannedSchedule } from '../execution/index.js';
import { formatTimeline } from '../schedule/index.js';
import { agentNames, type World } from '../world/index.js';
import type { AllocationDecision, AllocationProposal, Approver } from './approver.js';
import type { SessionEvent, SessionEventInput } from './events.js';
import { SESSION_FILES } from './layout.js';
import type { PlanReporter } from './reporter.js';
import type { Session } from './session.js';
import { honourKeepAway, keepAwayBreaches, type KeepAway } from './keep-away.js';
import { correctionReader, type CorrectionReader } from '../planning/index.js';
import { reassignmentsOf } from './allocation-words.js';

/** What the allocation step talks to. */
export interface AllocationStageDeps {
  world: World;
  /** The session folder (its events, and where plan.allocated.py goes). */
  session: Pick<Session, 'events' | 'writeFile'>;
  approver: Approver;
  reporter: PlanReporter;
  /** Records an event in the transcript (the session's own `record`, folding it into the state). */
  record(event: SessionEventInput): void;
  /** Names each object id the allocated code quotes (session naming); none when absent. */
  legend?: (code: string) => readonly string[];
  /** The allocator and its reliability floor (default: the paper rule). */
  allocator?: { name: AllocatorName; floor: number };
  /** The person's lasting preferences about who does what (keep-away.ts): the allocation keeps to them where another agent can. */
  keepAway?: readonly KeepAway[];
}

/** The approved allocation and its schedule, or why there is none. */
export type AllocationOutcome =
  | { approved: true; allocation: Allocation; planned: PlannedSchedule; code: string; reassigned: number; figures: AllocationFigures }
  | { approved: false; reason: string; byPerson: boolean };

/** The allocator in a table's "by" column. */
function allocatorWords(figures: AllocationFigures): string {
  return figures.allocator === 'paper' ? 'paper rule' : figures.allocator;
}

/**
 * Who gave each line that is not the allocator's to its agent: the person (a reassign decision
 * since the code, the last one for the line) or a lasting preference (keep-away).
 */
function madeBy(own: Allocation, shown: Allocation, events: readonly SessionEvent[]): Map<number, AllocationChange['by']> {
  const reassigned = new Set(recordedDecisions(events).flatMap((d) => (d.decision === 'reassign' && d.line !== undefined ? [d.line] : [])));
  const by = new Map<number, AllocationChange['by']>();
  for (const row of shown.rows) {
    const mine = own.rows.find((r) => r.line === row.line);
    if (mine !== undefined && mine.agent !== row.agent) by.set(row.line, reassigned.has(row.line) ? 'you' : 'preference');
  }
  return by;
}

function changesOf(by: ReadonlyMap<number, AllocationChange['by']>, rows: Allocation['rows']): AllocationChange[] {
  return [...by].map(([line, who]) => ({ line, agent: rows.find((r) => r.line === line)?.agent ?? '?', by: who }));
}

/** The allocation decisions already in the transcript for the current code (a resumed session). */
function recordedDecisions(events: readonly SessionEvent[]): Extract<SessionEvent, { type: 'allocation-decision' }>[] {
  const sinceCode = events.length - [...events].reverse().findIndex((e) => e.type === 'code');
  return events.slice(sinceCode > events.length ? 0 : sinceCode).flatMap((e) => (e.type === 'allocation-decision' ? [e] : []));
}

/** `allocation` with the call at `line` given to `agent`; an InputError when the team or the agent's abilities forbid it. */
export function reassign(allocation: Allocation, line: number, agent: string, world: Pick<World, 'team' | 'skills'>): Allocation {
  const row = allocation.rows.find((r) => r.line === line);
  if (row === undefined) {
    throw new InputError(`cannot reassign line ${line}: it holds no skill call (the calls are on lines ${allocation.rows.map((r) => r.line).join(', ')})`);
  }
  if (!agentNames(world.team).includes(agent)) {
    throw new InputError(`cannot give line ${line} to ${agent}: the team ${world.team.name} has ${agentNames(world.team).join(', ')}`);
  }
  if ((row.scores[agent] ?? 0) === 0) {
    throw new InputError(`cannot give line ${line} (${row.call}) to ${agent}: ${whyNot(row, { team: world.team, skills: world.skills }, agent)}`);
  }
  return {
    rows: allocation.rows.map((r) => (r.line === line ? { ...r, agent } : r)),
    program: mapSkillCalls(allocation.program, (call) => (call.line === line ? { ...call, agent } : call)),
  };
}

/**
 * Allocates `program`, lets the person review and change the allocation, and records the
 * approved one (`plan.allocated.py` and an `allocation` event with the schedule).
 */
export async function allocationStage(program: Program, deps: AllocationStageDeps): Promise<AllocationOutcome> {
  const { world, session, approver, reporter, record } = deps;
  const allocated = allocateWith(deps.allocator?.name ?? 'paper', program, world, deps.allocator === undefined ? {} : { floor: deps.allocator.floor });
  const { figures } = allocated;
  const honoured = honourKeepAway(allocated, deps.keepAway ?? [], world);
  for (const note of honoured.notes) reporter.info(note);
  let allocation: Allocation = honoured.allocation;
  let reassigned = 0;
  let approved = false;
  // Words about who does what: read when first said; the last that changed nothing, shown with the next proposal.
  let reader: CorrectionReader | undefined;
  let refused: { text: string; reason: string } | undefined;
  /** Gives one line to another agent, recorded as a human refinement of the allocation. */
  const giveLine = (line: number, agent: string): void => {
    const from = allocation.rows.find((r) => r.line === line)?.agent;
    allocation = reassign(allocation, line, agent, world);
    reassigned += 1;
    record({ type: 'allocation-decision', decision: 'reassign', line, agent, ...(from === undefined ? {} : { from }) });
    reporter.info(`Line ${line} now goes to ${agent}${from === undefined ? '' : ` (was ${from})`}.`);
  };
  for (const decision of recordedDecisions(session.events)) {
    if (decision.decision === 'reassign' && decision.line !== undefined && decision.agent !== undefined) {
      allocation = reassign(allocation, decision.line, decision.agent, world);
      reassigned += 1;
    }
    if (decision.decision === 'approve') approved = true;
  }
  for (;;) {
    // One schedule, walks between objects counted: the makespan the notes, the timeline and the run all say.
    const planned = planSchedule(allocation.program, world, undefined, { walking: true });
    const code = printProgram(allocation.program);
    const by = madeBy(allocated, allocation, session.events);
    const table = formatAllocationTable(allocation.rows, agentNames(world.team), (line) => by.get(line) ?? allocatorWords(figures));
    // What this allocation costs, said plainly, above its timeline.
    const shown = { makespan: planned.schedule.makespan, successProbability: successProbability(allocation.program, world), calls: planned.calls.length, changes: changesOf(by, allocation.rows) };
    const timeline = `${allocationNotes(figures, shown).join('\n')}\n\n${formatTimeline(plannedTimeline(planned, `Schedule (team ${world.team.name}, walks included)`))}`;
    if (approved) {
      const file = session.writeFile(SESSION_FILES.allocated, code);
      record({ type: 'allocation', rows: allocation.rows.map((r) => ({ ...r })), file, team: world.team.name, schedule: scheduleToJson(planned), figures, shown });
      reporter.allocation(table, code, deps.legend?.(code));
      reporter.schedule?.(timeline);
      return { approved: true, allocation, planned, code, reassigned, figures };
    }
    const breaches = keepAwayBreaches(allocation, deps.keepAway ?? [], world);
    const proposal: AllocationProposal = {
      ...(breaches.length > 0 ? { preferenceBreaches: breaches } : {}),
      team: world.team.name,
      table,
      code,
      timeline,
      legend: deps.legend?.(code) ?? [],
      rows: allocation.rows.map((r) => ({ line: r.line, call: r.call, agent: r.agent, scores: r.scores })),
    };
    const decision: AllocationDecision = approver.reviewAllocation ? await approver.reviewAllocation({ ...proposal, ...(refused === undefined ? {} : { refusedWords: refused }) }) : { kind: 'approve' };
    refused = undefined;
    switch (decision.kind) {
      case 'approve':
        record({ type: 'allocation-decision', decision: 'approve' });
        approved = true;
        break;
      case 'reassign':
        giveLine(decision.line, decision.agent);
        break;
      case 'words': {
        reader ??= correctionReader(world);
        const read = reader.allocation(decision.text);
        const changes = typeof read === 'string' ? read : reassignmentsOf(read, allocation, world);
        if (typeof changes === 'string') {
          refused = { text: decision.text, reason: `The allocation is unchanged: ${changes}.` };
          record({ type: 'allocation-words', text: decision.text, applied: false, reason: refused.reason });
          break;
        }
        record({ type: 'allocation-words', text: decision.text, applied: true, lines: changes.map((c) => c.line) });
        if (changes.length === 0) reporter.info(`Those lines are the ${typeof read === 'string' ? '' : read.agentKind}'s already: the allocation is unchanged.`);
        for (const change of changes) giveLine(change.line, change.agent);
        break;
      }
      case 'abort':
        record({ type: 'allocation-decision', decision: 'abort', ...(decision.reason === undefined ? {} : { text: decision.reason }) });
        return { approved: false, reason: decision.reason ?? 'the allocation was not approved', byPerson: decision.reason === undefined };
    }
  }
}
