/**
 * A session in words (Markdown, readable as plain text too): what was asked, what was asked
 * back, the plan, each code version and why it changed, the failures, who does what, and how
 * the world ended. `summary.md` of every session and `iteraplan runs show` print it.
 */
import { describePredicate } from '../goals/index.js';
import { formatOutcome, idLegend, type ObjectNames } from '../outcome/index.js';
import type { TaskDecomposition } from '../planning/index.js';
import { olderPlan, scoreColumns, type SessionRecord } from './session-record.js';
import { correctionWords } from '../session/index.js';
import { agentActivity } from './activity.js';
import { markdownCell, markdownFence, markdownText as md } from './markdown.js';
import { verdictWords } from './verdict.js';

/** The verdict of a session in a few words (verdict.ts). */
export function sessionVerdict(record: SessionRecord): string {
  return verdictWords(record.end, record.outcome);
}

/** The Markdown summary of a session; every value from the session is escaped (markdown.ts), code is fenced so nothing in it ends the block. */
/** The dialogue before planning, a line a turn. */
function dialogueLines(record: SessionRecord): string[] {
  return record.dialogue.map((t) => {
    const answer = t.answer === null ? 'not answered' : `"${md(t.answer)}"${t.answerKind === 'answer' || t.answerKind === 'pick' ? '' : ` (${t.answerKind})`}`;
    return `${t.kind === 'propose' ? 'Proposed' : 'Asked back'}: "${md(t.question)}" Answer: ${answer}`;
  });
}

/** The preferences that applied, and those kept during the session. */
function preferenceLines(prefs: NonNullable<SessionRecord['preferences']>): string[] {
  if (prefs.applied.length === 0) return [`No lasting preferences of ${md(prefs.person)} applied.`];
  const kept = new Set(prefs.kept.map((k) => k.id));
  return [`The lasting preferences of ${md(prefs.person)} that applied:`, ...prefs.applied.map((p) => `- ${md(p.id)} "${md(p.text)}"${p.rule === null ? '' : ` (${md(p.rule)})`}${kept.has(p.id) ? ', kept in this session' : ''}`)];
}

/** The lasting preferences the plan that ran broke, each breach a line (issue 37, item 9). */
function brokenLines(record: SessionRecord): string[] {
  const broken = record.end?.preferencesBroken ?? [];
  return broken.length === 0 ? [] : ['', 'Broken by the plan that ran:', ...broken.map((b) => `- ${md(b.words)}`)];
}

export function formatSummary(record: SessionRecord): string {
  const out: string[] = [];
  out.push(`# ${md(record.instruction)}`, '');
  out.push(`Session ${md(record.id)}: ${md(record.scene)}, ${md(record.planner)} planner${record.model ? ` (${md(record.model)})` : ''}, started ${md(shortTime(record.started))}.`);
  out.push(`Result: ${md(sessionVerdict(record))}.`, '');

  out.push('## Request', '', `"${md(record.instruction)}"`);
  if (record.spoken) out.push(`Spoken; heard as "${md(record.spoken.transcript)}"${record.spoken.edited ? ' and corrected by you' : ''}.`);
  if (record.dialogue.length > 0) out.push(...dialogueLines(record));
  else out.push('No clarifying question was asked.');
  out.push('');
  if (record.preferences !== null) out.push('## Preferences', '', ...preferenceLines(record.preferences), ...brokenLines(record), '');

  out.push('## Plan', '');
  if (record.stage1) out.push('Stage 1 (from the request and the room):', ...planLines(record.stage1), '');
  for (const { plan, correction } of record.planCorrections) out.push('A stage-2 plan you corrected:', ...planLines(plan), `Your correction: "${md(correction)}"`, '');
  if (record.plan) out.push('Stage 2 (with the objects of the room), the plan the code follows:', ...planLines(record.plan), '');
  if (record.plan && record.codeCorrectedAfterPlan.length > 0) out.push(olderPlan(record.codeCorrectedAfterPlan, md), '');
  if (record.missingObjects.length > 0) out.push(`Not in this room: ${md(record.missingObjects.join(', '))}.`, '');
  if (record.goalDropped.length > 0) out.push("Dropped from the planner's goal, not ways of being done:", ...record.goalDropped.map((says) => `- ${md(says)}`), '');
  out.push(...goalLines(record), '');

  if (record.corrections.length > 0) out.push('## Your corrections in words', '', ...record.corrections.map((c) => `- ${md(correctionWords(c))}`), '');

  out.push('## Code versions', '');
  if (record.versions.length === 0) out.push('No code was generated.', '');
  for (const version of record.versions) {
    out.push(`### Version ${version.version}: ${md(version.why)}`, '', ...markdownFence(version.code, 'python'));
    const legend = idLegend(version.code, record.names);
    if (legend.length > 0) out.push('', 'Objects named by id:', ...legend.map((l) => `- ${md(l)}`));
    if (version.validationErrors.length > 0) out.push('', 'Checker errors:', ...version.validationErrors.map((e) => `- ${md(e)}`));
    if (version.goalChecks.length > 0) out.push('', ...version.goalChecks.map(md));
    if (version.decisions.length > 0) out.push('', `Decisions: ${version.decisions.map(md).join('; ')}.`);
    for (const run of version.executions) {
      out.push(`Execution ${run.attempt}${run.allocated ? ' (allocated, each line by its agent)' : ''}: ${run.success ? `ran to its end, ${run.actions} atomic actions` : `failed after ${run.actions} actions at ${md(run.failure ?? '?')}`}.`);
    }
    out.push('');
  }

  const failures = [
    ...record.planReturns.map((why) => `- the plan went back to you: ${md(why)}`),
    ...record.versions.flatMap((v) => v.executions.filter((e) => !e.success).map((e) => `- version ${v.version}, execution ${e.attempt}: ${md(e.failure ?? 'failed')}`)),
  ];
  // A session that failed without a failed execution still failed: its reason is its failure.
  const { end } = record;
  if (failures.length === 0 && end !== null && !end.success && (end.ending ?? 'failed') === 'failed') failures.push(`- ${md(end.reason)}`);
  out.push('## Failures', '', ...(failures.length > 0 ? failures : ['None.']), '');

  out.push('## Allocation', '');
  if (record.allocation === null) out.push('The plan was not allocated.');
  else {
    const columns = scoreColumns(record.allocation);
    out.push(`| line | call | ${columns.map(markdownCell).join(' | ')} | agent |`, `| ---: | --- | ${columns.map(() => '---:').join(' | ')} | --- |`);
    for (const row of record.allocation) out.push(`| ${row.line} | ${markdownCell(withNames(row.call, record.names))} | ${columns.map((a) => score(row.scores[a] ?? null)).join(' | ')} | ${markdownCell(row.agent)}${row.allocatorAgent === undefined ? '' : ` (given by you; the allocator chose ${markdownCell(row.allocatorAgent)})`} |`);
    const given = record.allocation.filter((r) => r.allocatorAgent !== undefined);
    if (given.length > 0) out.push('', `Line${given.length === 1 ? '' : 's'} ${given.map((r) => r.line).join(', ')} ${given.length === 1 ? 'was' : 'were'} given by you to another agent than the allocator's rule chose.`);
    if (record.allocationNotes.length > 0) out.push('', ...record.allocationNotes.map((note) => `- ${md(note)}`));
  }
  out.push('');

  out.push('## Who did what', '');
  const activity = agentActivity(record);
  if (activity.length === 0) out.push('Nothing was executed.');
  for (const line of activity) out.push(`- ${md(line.agent)}: ${line.calls.map(md).join('; ')}`);
  out.push('');

  if (record.frames.length > 0) out.push(`Pictures of every step (ai2thor): ${record.frames.length} in frames/ of the session folder.`, '');

  out.push('## Final state', '');
  if (record.outcome === null) out.push('Not observed (nothing was executed).');
  else out.push(...formatOutcome(record.outcome).map(markdownLine));
  out.push('');
  return out.join('\n');
}

/** A call with each quoted id followed by its name: `SwitchOn('StoveKnob|…' = the knob of …)`. */
export function withNames(text: string, names: ObjectNames): string {
  return text.replace(/(['"])([A-Za-z][A-Za-z0-9]*(?:\|[^'"|\s]+){3,4})\1/g, (quoted, _q, id: string) => {
    const name = names.of(id);
    return name === id ? quoted : `${quoted} (${name})`;
  });
}

function planLines(plan: TaskDecomposition): string[] {
  return [`  ${md(plan.taskDescription)}`, ...plan.subtasks.map((s, i) => `  ${i + 1}. ${md(s)}`), `  Needs: ${md(plan.neededObjects.join(', '))}`];
}

function goalLines(record: SessionRecord): string[] {
  if (record.goal === null) return ['No goal was stated for this request: nothing was checked, so it is not reported as success; judge from the final state whether it did what you asked.'];
  const whose = record.goal.source === 'task' ? "The task's goal" : 'The goal the planner stated and you approved';
  return [`${whose} (any one of these):`, ...record.goal.alternatives.map((a) => `- ${md(a.name)}: ${md(a.all.map(describePredicate).join('; '))}`)];
}

function score(value: number | null): string {
  return value === null ? '' : value.toFixed(3);
}

/** A line of text made elsewhere (the outcome's), kept as a line, its values escaped; its leading `  - ` stays a list item. */
function markdownLine(line: string): string {
  const indent = /^\s*(- )?/.exec(line)![0];
  return indent + md(line.slice(indent.length));
}

/** `2026-11-23 13:45` (UTC) of an ISO time. */
export function shortTime(iso: string): string {
  return iso.replace('T', ' ').slice(0, 16);
}
