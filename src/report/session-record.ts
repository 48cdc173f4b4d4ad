/**
 * A session folder read back as one readable record: the request, the clarification, the plans,
 * each code version with why it was made and how it fared, the allocation, the steps agents
 * took and the outcome. Every report (summary.md, `runs show`, report.html) is drawn from it.
 */
import { allocationNotes, type AllocationFigures, type ShownAllocation } from '../allocation/index.js';
import type { StateResult } from '../bridge/index.js';
import { InputError } from '../errors.js';
import { nameObjects, readOutcome, readState, readSteps, viewOf, type Goal, type ObjectNames, type Outcome, type StepRecord } from '../outcome/index.js';
import type { TaskDecomposition } from '../planning/index.js';
import { describeRule } from '../preferences/index.js';
import { correctionsOf, SESSION_FILES, SessionFolder, type BrokenPreference, type CodeOrigin, type CorrectionEntry, type SessionEnding, type SessionEvent } from '../session/index.js';
import { goalOfSession } from './session-goal.js';

/** One execution of a code version. */
export interface ExecutionEntry {
  attempt: number;
  allocated: boolean;
  success: boolean;
  actions: number;
  /** `line 5: NOT_REACHABLE — Cannot pick up …` when it failed. */
  failure: string | null;
}

/** One code version with why it exists and what became of it. */
export interface VersionEntry {
  version: number;
  origin: CodeOrigin;
  file: string;
  code: string;
  /** Why this version was made, in words. */
  why: string;
  validationErrors: string[];
  /** The person's (or stand-in's) decisions on it, in words. */
  decisions: string[];
  executions: ExecutionEntry[];
  /** How it stood against the approved goal: its dry run in the simulator, and the world after it ran. */
  goalChecks: string[];
}

/** An allocation row as the report shows it. */
export interface AllocationEntry {
  line: number;
  call: string;
  /** Each agent's affordance for the call, in the team's order (older sessions: the human's and the robot's). */
  scores: Record<string, number>;
  agent: string;
  /** The agent the allocator gave the line, when the person gave it to `agent` instead (--reassign or at the prompt). */
  allocatorAgent?: string;
}

export interface SessionRecord {
  id: string;
  dir: string;
  /** When the session started (ISO). */
  started: string;
  ended: string | null;
  instruction: string;
  scene: string;
  planner: string;
  model: string | null;
  options: Record<string, unknown>;
  spoken: { transcript: string; edited: boolean } | null;
  clarification: { question: string; answer: string } | null;
  /** Every turn of the dialogue before planning: the question (or the goal proposed) and the answer, null while open. */
  dialogue: { kind: 'ask' | 'propose'; question: string; answer: string | null; answerKind: string | null }[];
  /** The person's lasting preferences that applied (null: none were looked up), and those kept during the session. */
  preferences: { person: string; applied: { id: string; text: string; rule: string | null }[]; kept: { id: string; text: string }[] } | null;
  stage1: TaskDecomposition | null;
  /** The stage-2 plan code was generated from. */
  plan: TaskDecomposition | null;
  /** Earlier stage-2 plans the person corrected (or rewrote), oldest first, with the correction: only those a new plan came of. */
  planCorrections: { plan: TaskDecomposition; correction: string }[];
  /** Every correction in words, applied, unchanged or refused (session/corrections.ts). */
  corrections: CorrectionEntry[];
  /** Corrections of the code applied after the last stage-2 plan: the plan shown is older than the code that ran. */
  codeCorrectedAfterPlan: string[];
  /** Why the stage-2 plan went back to the person (a correction not understood, a plan the planner cannot code), oldest first. */
  planReturns: string[];
  /** Alternatives of the planner's stated goals dropped before any code as resting on nothing the request says (issue 41), each with why, oldest first. */
  goalDropped: string[];
  missingObjects: string[];
  goal: Goal | null;
  versions: VersionEntry[];
  allocation: AllocationEntry[] | null;
  allocatedCode: string | null;
  /** The team's agents in order, when the session recorded its team (docs/teams.md). */
  team: string | null;
  /** The allocator of the allocation step, and what its allocation costs said plainly (empty for sessions before allocators). */
  allocator: string | null;
  allocationNotes: string[];
  /** The Gantt chart of the allocated plan as it ran with every agent at once (`timeline.svg`), when written. */
  timelineSvg: string | null;
  /** null while the session has not ended. */
  /** How the session ended; `ending` absent in transcripts older than it. */
  end: { success: boolean; reason: string; ending?: SessionEnding | undefined; preferencesBroken?: BrokenPreference[] } | null;
  outcome: Outcome | null;
  steps: StepRecord[];
  before: StateResult | null;
  after: StateResult | null;
  /** Names of every object of the two states (ids as they are when none were saved). */
  names: ObjectNames;
  llmCalls: number;
  /** Pictures the ai2thor backend saved (`--frames`), relative to the session folder. */
  frames: string[];
}

const WHY: Record<CodeOrigin, string> = {
  generated: 'first version, generated from the stage-2 plan',
  'validation-repair': "repaired after the checker's errors",
  'human-refinement': 'changed after your feedback',
  'execution-refinement': 'refined after a failed execution',
  edit: 'edited by hand',
  regenerate: 'regenerated on request',
  resume: 'taken over when the session was resumed',
  combined: 'the executed steps joined with the remaining steps that succeeded',
  candidate: 'another candidate of the search, picked by you',
  'goal-refinement': 'changed because its dry run left the goal unmet',
};

/**
 * Reads a session folder through the session reader (SessionFolder), writing nothing.
 * @throws InputError naming the file (and line) of anything the folder holds that is not what its layout says
 */
export function readSessionRecord(dir: string): SessionRecord {
  const folder = SessionFolder.at(dir);
  return recordFromEvents(folder, folder.events());
}

/** The record of a session's events plus the files beside its transcript. */
function recordFromEvents(folder: SessionFolder, events: readonly SessionEvent[]): SessionRecord {
  const start = events.find((e) => e.type === 'start');
  if (start?.type !== 'start') throw new InputError(`${folder.path(SESSION_FILES.transcript)}: the transcript has no start event`);
  const record: SessionRecord = {
    id: folder.id,
    dir: folder.dir,
    started: start.time,
    ended: null,
    instruction: start.instruction,
    scene: start.scene,
    planner: start.planner,
    model: start.model,
    options: start.options,
    spoken: null,
    clarification: null,
    dialogue: [],
    preferences: null,
    stage1: null,
    plan: null,
    planCorrections: [],
    corrections: correctionsOf(events),
    codeCorrectedAfterPlan: codeCorrectedAfterPlan(events),
    planReturns: [],
    goalDropped: [],
    missingObjects: [],
    goal: goalOfSession(events),
    versions: [],
    allocation: null,
    allocator: null,
    allocationNotes: [],
    team: null,
    timelineSvg: null,
    allocatedCode: null,
    end: null,
    outcome: readOutcome(folder),
    steps: readSteps(folder),
    before: readState(folder, 'before'),
    after: readState(folder, 'after'),
    names: nameObjects(),
    llmCalls: 0,
    frames: folder.frames(),
  };
  const fileText = (name: string) => folder.text(name) ?? null;
  let pendingWhy: string | null = null;
  // A plan corrected is listed once a new plan came of the correction (a refused one made none).
  let corrected: { plan: TaskDecomposition; correction: string } | null = null;
  for (const event of events) {
    if (event.type === 'plan-review') corrected = (event.decision === 'correct' || event.decision === 'edit') && record.plan !== null ? { plan: record.plan, correction: event.decision === 'edit' ? 'rewritten by you' : (event.text ?? '') } : null;
    if (event.type === 'plan-returned' || event.type === 'correction-unchanged') corrected = null;
    if (event.type === 'decomposition' && event.stage === 2 && corrected !== null) {
      record.planCorrections.push(corrected);
      corrected = null;
    }
    applyEvent(record, event, fileText, (why) => (pendingWhy = why), () => {
      const why = pendingWhy;
      pendingWhy = null;
      return why;
    });
  }
  markReassignments(record.allocation, events);
  const views = [record.before, record.after].filter((s): s is StateResult => s !== null).map((s) => viewOf(s));
  record.names = nameObjects(...views);
  return record;
}

/** Said beside a stage-2 plan the code was corrected after (issue 40): the plan is older than the code. */
export function olderPlan(texts: readonly string[], escape: (text: string) => string): string {
  const said = texts.map((t) => `"${escape(t)}"`).join(', ');
  return `This plan is older than the code: your correction${texts.length > 1 ? 's' : ''} ${said} changed the code after it, so the code does not follow this plan exactly.`;
}

/** The corrections of the code applied after the last stage-2 plan (that plan is older than the code). */
function codeCorrectedAfterPlan(events: readonly SessionEvent[]): string[] {
  const fromEnd = [...events].reverse().findIndex((e) => e.type === 'decomposition' && e.stage === 2);
  return correctionsOf(fromEnd < 0 ? events : events.slice(events.length - fromEnd)).flatMap((c) => (c.step === 'code' && c.outcome === 'applied' ? [c.text] : []));
}

/** Marks the lines of the approved allocation the person gave to another agent than the allocator's. */
function markReassignments(allocation: AllocationEntry[] | null, events: readonly SessionEvent[]): void {
  if (allocation === null) return;
  const lastIndex = (type: SessionEvent['type'], before: number) => {
    for (let i = before - 1; i >= 0; i -= 1) if (events[i]!.type === type) return i;
    return -1;
  };
  const end = lastIndex('allocation', events.length);
  const start = lastIndex('code', end);
  const allocators = new Map<number, string>();
  for (const event of events.slice(start + 1, end)) {
    // The first `from` of a line is the allocator's choice; later ones are the person's own earlier picks.
    if (event.type === 'allocation-decision' && event.decision === 'reassign' && event.line !== undefined && event.from !== undefined && !allocators.has(event.line)) allocators.set(event.line, event.from);
  }
  for (const entry of allocation) {
    const allocator = allocators.get(entry.line);
    if (allocator !== undefined && allocator !== entry.agent) entry.allocatorAgent = allocator;
  }
}

function applyEvent(record: SessionRecord, event: SessionEvent, fileText: (name: string) => string | null, setWhy: (why: string) => void, takeWhy: () => string | null): void {
  const version = (n: number) => record.versions.find((v) => v.version === n);
  switch (event.type) {
    case 'voice':
      record.spoken = { transcript: event.transcript, edited: event.edited };
      break;
    case 'plan-returned':
      record.planReturns.push(event.reason);
      break;
    case 'goal-dropped':
      record.goalDropped.push(...event.dropped.map((d) => d.says));
      break;
    case 'llm-call':
      record.llmCalls += 1;
      break;
    case 'clarify':
      record.clarification = { question: event.question, answer: event.answer };
      record.dialogue.push({ kind: 'ask', question: event.question, answer: event.answer, answerKind: 'answer' });
      break;
    case 'dialogue-question':
      record.dialogue.push({ kind: event.kind, question: event.question, answer: null, answerKind: null });
      break;
    case 'dialogue-answer': {
      const turn = record.dialogue[event.turn - 1];
      if (turn !== undefined) Object.assign(turn, { answer: event.answer, answerKind: event.kind });
      if (turn !== undefined && (event.kind === 'answer' || event.kind === 'pick')) record.clarification = { question: turn.question, answer: event.answer };
      break;
    }
    case 'preferences':
      record.preferences = { person: event.person, applied: event.applied.map((p) => ({ id: p.id, text: p.text, rule: describeRule(p.rule) })), kept: [] };
      break;
    case 'preference-offer':
      if (event.kept && event.preference !== undefined && record.preferences !== null) {
        const { id, text, rule } = event.preference;
        record.preferences.kept.push({ id, text });
        record.preferences.applied.push({ id, text, rule: describeRule(rule) });
      }
      break;
    case 'decomposition':
      if (event.stage === 1) record.stage1 = event.result;
      else record.plan = event.result;
      record.missingObjects = event.missingObjects;
      break;
    case 'code': {
      const told = takeWhy();
      record.versions.push({
        version: event.version,
        origin: event.origin,
        file: event.file,
        code: event.code,
        why: told ? `${WHY[event.origin]}: ${told}` : WHY[event.origin],
        validationErrors: [],
        decisions: [],
        executions: [],
        goalChecks: [],
      });
      break;
    }
    case 'validation':
      version(event.version)?.validationErrors.push(...event.errors.map((e) => `line ${e.line}:${e.column}: ${e.message}`));
      if (event.errors.length > 0) setWhy(event.errors.map((e) => `line ${e.line}: ${e.message}`).join('; '));
      break;
    case 'decision': {
      const words = decisionWords(event.decision, event.text);
      version(event.version)?.decisions.push(words);
      if (event.decision === 'feedback' && event.text !== undefined) setWhy(`"${event.text}"`);
      break;
    }
    case 'execution': {
      const failure = failureText(event.report);
      if (event.timeline !== undefined) record.timelineSvg = fileText(event.timeline.svg);
      version(event.version)?.executions.push({ attempt: event.attempt, allocated: event.allocated, success: event.success, actions: event.actions, failure });
      if (failure !== null) setWhy(failure);
      break;
    }
    case 'goal-check':
      version(event.version)?.goalChecks.push(goalCheckWords(event));
      break;
    case 'goal-not-refined':
      version(event.version)?.goalChecks.push(`The planner could not refine it toward the goal: ${event.reason}`);
      break;
    case 'allocation':
      record.allocation = event.rows.map((row) => ({
        line: Number(row['line'] ?? 0),
        call: String(row['call'] ?? ''),
        scores: scoresOf(row),
        agent: String(row['agent'] ?? ''),
      }));
      record.allocatedCode = fileText(event.file);
      record.team = event.team ?? null;
      record.allocator = event.figures?.allocator ?? null;
      record.allocationNotes = event.figures === undefined ? [] : notesOf(event.figures, event.shown, event.rows.length);
      break;
    case 'end':
      record.end = { success: event.success, reason: event.reason, ending: event.result.ending, preferencesBroken: event.result.preferencesBroken };
      record.ended = event.time;
      break;
    default:
      break;
  }
}

/** "Dry run of version 2 in the simulator: does NOT meet the goal (…)". */
function goalCheckWords(event: Extract<SessionEvent, { type: 'goal-check' }>): string {
  const where = event.phase === 'dry-run' ? `Dry run of version ${event.version} in the simulator` : `The world after version ${event.version} ran`;
  const unmet = event.unmet.map((u) => `${u.alternative}: ${u.predicate}${u.because.length > 0 ? ` — ${u.because.join('; ')}` : ''}`);
  switch (event.status) {
    case 'met':
      return `${where}: meets the goal (${event.alternative}).`;
    case 'unmet':
      return `${where}: does NOT meet the goal (${unmet.join(' | ')}).`;
    case 'fails':
      return `${where}: fails before its end (${event.failure}).`;
    case 'unavailable':
      return `${where}: not done (no simulator to ask).`;
  }
}

function decisionWords(decision: string, text: string | undefined): string {
  switch (decision) {
    case 'approve':
      return 'approved';
    case 'feedback':
      return `feedback: "${text ?? ''}"`;
    case 'edit':
      return 'edited by hand';
    case 'regenerate':
      return 'asked for another version';
    case 'abort':
      return text ? `aborted (${text})` : 'aborted';
    case 'refine':
      return 'sent the failure back for refinement';
    case 'stop':
      return 'stopped refinement';
    default:
      return decision;
  }
}

/** `line 5: NOT_REACHABLE — Cannot pick up …` from an execution event's report. */
function failureText(report: Record<string, unknown> | null): string | null {
  if (report === null) return null;
  const line = report['line'];
  const code = report['errorCode'];
  const message = report['message'];
  return `line ${String(line ?? '?')}: ${String(code ?? 'failed')}${typeof message === 'string' ? ` — ${message}` : ''}`;
}

/** The agents of an allocation's scores, in the order they first appear (the team's order). */
export function scoreColumns(rows: readonly AllocationEntry[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row.scores)))];
}

/** A recorded row's affordances: `scores` by agent, or an older session's `human` and `robot`. */
function scoresOf(row: Record<string, unknown>): Record<string, number> {
  const recorded = row['scores'];
  if (recorded !== null && typeof recorded === 'object') {
    return Object.fromEntries(Object.entries(recorded).filter((e): e is [string, number] => typeof e[1] === 'number'));
  }
  return Object.fromEntries(['human', 'robot'].flatMap((agent) => (typeof row[agent] === 'number' ? [[agent, row[agent] as number]] : [])));
}

/**
 * The notes of the approved allocation: as recorded (`shown`), or for an older record the
 * allocator's own, walks included where its figures have them.
 */
function notesOf(figures: AllocationFigures, shown: ShownAllocation | undefined, calls: number): string[] {
  return allocationNotes(figures, shown ?? { makespan: figures.expected?.makespan ?? figures.makespan, successProbability: figures.successProbability, calls });
}
