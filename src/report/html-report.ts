/**
 * The HTML report of a session (`report.html`): one self-contained page (inline CSS and SVG, no
 * script, nothing fetched) that answers "did it do what I asked, and who did what?": the
 * verdict, the request, the stages, each code version as a diff of the one before, the
 * allocation, the timeline, the room map with the agents' paths, and the final state.
 */
import { describePredicate } from '../goals/index.js';
import { changeSentence, idLegend, NOT_CHECKED_WORDS, outcomeHeadline, type ObjectNames } from '../outcome/index.js';
import type { TaskDecomposition } from '../planning/index.js';
import { agentActivity, timeline } from './activity.js';
import { escapeHtml as h } from './escape.js';
import { diffLines } from './line-diff.js';
import { agentHex } from '../agent-colours.js';
import { sessionMapSvg } from './session-map.js';
import { olderPlan, scoreColumns, type SessionRecord, type VersionEntry } from './session-record.js';
import { sessionVerdict, shortTime, withNames } from './summary.js';
import { renderTimeline } from './timeline-svg.js';
import { safeSvg } from './safe-svg.js';
import { correctionWords, SESSION_FILES } from '../session/index.js';

const STYLE = `
body{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;margin:0;background:#fafafa;color:#1d1d1f;line-height:1.45}
main{max-width:1040px;margin:0 auto;padding:24px}
h1{font-size:1.6em;margin:0 0 4px}h2{border-bottom:2px solid #e5e5e5;padding-bottom:4px;margin-top:32px}h3{margin-bottom:6px}
.meta{color:#555;font-size:.92em}
.verdict{padding:12px 16px;border-radius:8px;margin:16px 0;font-size:1.08em;font-weight:bold}
.ok{background:#e3f5e1;border:1px solid #7bc47f}.bad{background:#fde2e1;border:1px solid #e5736f}.open{background:#fff4d6;border:1px solid #e0b84f}
.stages{display:grid;grid-template-columns:1fr 1fr;gap:16px}.card{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:12px 16px}
pre{background:#fff;border:1px solid #e2e2e2;border-radius:6px;padding:8px 0;overflow-x:auto;font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.86em}
pre span{display:block;padding:0 12px;white-space:pre}.add{background:#e6ffec}.del{background:#ffebe9;text-decoration:line-through;color:#8b1a1a}
.ln{color:#999;display:inline-block;width:2.5em;user-select:none}
table{border-collapse:collapse;background:#fff;width:100%}th,td{border:1px solid #e2e2e2;padding:5px 8px;text-align:left;vertical-align:top}th{background:#f2f2f2}td.num{text-align:right;font-variant-numeric:tabular-nums}
.agent{display:inline-block;padding:1px 8px;border-radius:10px;color:#fff;font-weight:bold;font-size:.9em}
.name{color:#555;font-style:italic}.fail{color:#b00020;font-weight:bold}.met{color:#1b7f3b;font-weight:bold}.goal li.other{color:#888}.given{font-size:0.85em;color:#8a5a00}
ul.changes li{margin:3px 0}.figure{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:8px;overflow-x:auto}
.legend{font-size:.88em;color:#444;margin:4px 0 0}
`;

/** The whole page. */
export function renderHtmlReport(record: SessionRecord): string {
  const verdict = sessionVerdict(record);
  const broken = record.end?.preferencesBroken ?? [];
  // A plan that met its goal but broke a lasting preference is no plain success to look at.
  const tone = verdict.startsWith('succeeded') && broken.length === 0 ? 'ok' : verdict.startsWith('succeeded') || record.end === null || verdict === NOT_CHECKED_WORDS ? 'open' : 'bad';
  const body = [
    `<h1>${h(record.instruction)}</h1>`,
    `<p class="meta">Session <code>${h(record.id)}</code> · ${h(record.scene)} · ${h(record.planner)} planner${record.model ? ` (${h(record.model)})` : ''} · started ${h(shortTime(record.started))} UTC${record.ended ? ` · ended ${h(shortTime(record.ended))} UTC` : ''}</p>`,
    `<div class="verdict ${tone}" id="verdict">Result: ${h(verdict)}.${record.outcome ? ` ${h(outcomeHeadline(record.outcome))}` : ''}</div>`,
    requestSection(record),
    stagesSection(record),
    codeSection(record),
    allocationSection(record),
    timelineSection(record),
    mapSection(record),
    framesSection(record),
    finalStateSection(record),
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${h(`IteraPlan: ${record.instruction}`)}</title><style>${STYLE}</style></head>
<body><main>
${body}
<p class="meta">Written by IteraPlan from the files of ${h(record.dir)}.</p>
</main></body></html>
`;
}

function requestSection(record: SessionRecord): string {
  const items = [`<p>“${h(record.instruction)}”</p>`];
  if (record.spoken) items.push(`<p>Spoken; heard as “${h(record.spoken.transcript)}”${record.spoken.edited ? ', corrected by you' : ''}.</p>`);
  items.push(
    record.dialogue.length > 0
      ? record.dialogue.map((t) => `<p>${t.kind === 'propose' ? 'Proposed' : 'Asked back'}: <b>${h(t.question)}</b><br>Answer: ${t.answer === null ? 'not answered' : `“${h(t.answer)}”`}${t.answerKind === 'answer' || t.answerKind === 'pick' || t.answerKind === null ? '' : ` (${h(t.answerKind)})`}</p>`).join('')
      : '<p>No clarifying question was asked.</p>',
  );
  const prefs = record.preferences;
  if (prefs !== null) {
    items.push(
      prefs.applied.length === 0
        ? `<p>No lasting preferences of ${h(prefs.person)} applied.</p>`
        : `<p>The lasting preferences of ${h(prefs.person)} that applied:</p><ul>${prefs.applied.map((p) => `<li>${h(p.id)} “${h(p.text)}”${p.rule === null ? '' : ` (${h(p.rule)})`}</li>`).join('')}</ul>`,
    );
    const broken = record.end?.preferencesBroken ?? [];
    if (broken.length > 0) items.push(`<p id="preferences-broken"><b>Broken by the plan that ran:</b></p><ul>${broken.map((b) => `<li>${h(b.words)}</li>`).join('')}</ul>`);
  }
  return `<section id="request"><h2>Request</h2>${items.join('')}</section>`;
}

function planCard(title: string, plan: TaskDecomposition | null): string {
  if (plan === null) return `<div class="card"><h3>${h(title)}</h3><p>Not reached.</p></div>`;
  return `<div class="card"><h3>${h(title)}</h3><p>${h(plan.taskDescription)}</p><ol>${plan.subtasks.map((s) => `<li>${h(s)}</li>`).join('')}</ol><p class="legend">Needs: ${h(plan.neededObjects.join(', '))}</p></div>`;
}

function stagesSection(record: SessionRecord): string {
  const corrections = record.planCorrections
    .map((c) => `${planCard('A stage-2 plan you corrected', c.plan)}<p>Your correction: “${h(c.correction)}”</p>`)
    .join('');
  const missing = record.missingObjects.length > 0 ? `<p>Not in this room: ${h(record.missingObjects.join(', '))}.</p>` : '';
  const goal =
    record.goal === null
      ? '<p>No goal was stated for this request: judge from the final state whether it did what you asked.</p>'
      : `<p><b>${record.goal.source === 'task' ? "The task's goal" : 'The goal the planner stated and you approved'}</b> (any one suffices):</p><ul>${record.goal.alternatives
          .map((a) => `<li>${h(a.name)}: ${h(a.all.map(describePredicate).join('; '))}</li>`)
          .join('')}</ul>`;
  const older = record.plan !== null && record.codeCorrectedAfterPlan.length > 0 ? `<p class="older-plan">${olderPlan(record.codeCorrectedAfterPlan, h)}</p>` : '';
  const said =
    record.corrections.length === 0 ? '' : `<h3>Your corrections in words</h3><ul class="corrections">${record.corrections.map((c) => `<li class="${c.outcome}">${h(correctionWords(c))}</li>`).join('')}</ul>`;
  return `<section id="stages"><h2>Stages</h2><div class="stages">${planCard('Stage 1: from the request and the room', record.stage1)}${planCard('Stage 2: with the objects of the room', record.plan)}</div>${older}${corrections}${said}${missing}${goal}</section>`;
}

function codeSection(record: SessionRecord): string {
  if (record.versions.length === 0) return '<section id="code"><h2>Code versions</h2><p>No code was generated.</p></section>';
  const blocks = record.versions.map((version, i) => versionBlock(version, record.versions[i - 1], record.names));
  return `<section id="code"><h2>Code versions</h2><p class="legend">Each version is shown against the one before it: <span class="add">added lines</span>, <span class="del">removed lines</span>.</p>${blocks.join('')}</section>`;
}

function versionBlock(version: VersionEntry, previous: VersionEntry | undefined, names: ObjectNames): string {
  const lines = previous ? diffLines(previous.code, version.code) : diffLines('', version.code).map((l) => ({ ...l, kind: 'same' as const }));
  const code = lines
    .map((l) => `<span class="${l.kind === 'added' ? 'add' : l.kind === 'removed' ? 'del' : ''}"><span class="ln">${l.newLine ?? ''}</span>${l.kind === 'added' ? '+ ' : l.kind === 'removed' ? '- ' : '  '}${h(l.text)}</span>`)
    .join('');
  const legend = idLegend(version.code, names);
  const runs = version.executions
    .map(
      (run) =>
        `<li>Execution ${run.attempt}${run.allocated ? ' (allocated: each line by its agent)' : ''}: ${run.success ? `ran to its end, ${run.actions} atomic actions` : `<span class="fail">failed</span> after ${run.actions} actions at ${h(run.failure ?? '?')}`}</li>`,
    )
    .join('');
  const errors = version.validationErrors.length > 0 ? `<p>Checker errors:</p><ul>${version.validationErrors.map((e) => `<li>${h(e)}</li>`).join('')}</ul>` : '';
  return `<div class="version" id="v${version.version}"><h3>Version ${version.version}: ${h(version.why)}</h3><pre>${code}</pre>${
    legend.length > 0 ? `<p class="legend">Objects named by id: ${legend.map((l) => h(l)).join('<br>')}</p>` : ''
  }${errors}${version.goalChecks.map((c) => `<p class="goal-check">${h(c)}</p>`).join('')}${version.decisions.length > 0 ? `<p>Decisions: ${h(version.decisions.join('; '))}.</p>` : ''}${runs ? `<ul>${runs}</ul>` : ''}</div>`;
}

function allocationSection(record: SessionRecord): string {
  if (record.allocation === null) return '<section id="allocation"><h2>Allocation</h2><p>The plan was not allocated.</p></section>';
  const columns = scoreColumns(record.allocation);
  const rows = record.allocation
    .map(
      (r) =>
        `<tr><td class="num">${r.line}</td><td><code>${h(withNames(r.call, record.names))}</code></td>${columns.map((a) => `<td class="num">${r.scores[a]?.toFixed(3) ?? ''}</td>`).join('')}<td>${agentChip(r.agent)}${r.allocatorAgent === undefined ? '' : ` <span class="given">given by you; the allocator chose ${h(r.allocatorAgent)}</span>`}</td></tr>`,
    )
    .join('');
  const team = record.team === null ? '' : ` (team ${h(record.team)})`;
  const rule =
    record.allocator === 'balanced'
      ? 'Each line goes to the agent that lets the whole plan end soonest, among those within the reliability floor of the most reliable (affordance = product of success rate × accuracy of its actions).'
      : 'Each line goes to whoever is most likely to do it well (affordance = product of success rate × accuracy of its actions).';
  const reassigned = record.allocation.filter((r) => r.allocatorAgent !== undefined).map((r) => r.line);
  const given = reassigned.length === 0 ? '' : `<p>Line${reassigned.length === 1 ? '' : 's'} ${reassigned.join(', ')} ${reassigned.length === 1 ? 'was' : 'were'} given by you to another agent than the rule above chose.</p>`;
  const notes = record.allocationNotes.length === 0 ? '' : `<ul class="allocation-notes">${record.allocationNotes.map((note) => `<li>${h(note)}</li>`).join('')}</ul>`;
  return `<section id="allocation"><h2>Allocation${team}</h2><p class="legend">${rule}</p><table><thead><tr><th>line</th><th>call</th>${columns.map((a) => `<th>${h(a)}</th>`).join('')}<th>agent</th></tr></thead><tbody>${rows}</tbody></table>${given}${notes}</section>`;
}

function timelineSection(record: SessionRecord): string {
  const entries = timeline(record);
  if (entries.length === 0) return '<section id="timeline"><h2>Who did what</h2><p>Nothing was executed.</p></section>';
  // The allocated plan's Gantt chart (every agent at once, the team's durations) when the session drew one.
  const gantt = record.timelineSvg === null ? '' : ganttFigure(safeSvg(record.timelineSvg));
  const perAgent = agentActivity(record)
    .map((a) => `<li>${agentChip(a.agent)} ${a.calls.length} action${a.calls.length === 1 ? '' : 's'}</li>`)
    .join('');
  const rows = entries.map((e) => `<tr><td class="num">${e.index}</td><td>${agentChip(e.agent)}</td><td${e.success ? '' : ' class="fail"'}>${h(e.text)}</td></tr>`).join('');
  return `<section id="timeline"><h2>Who did what</h2>${gantt}<p class="legend">The last execution, action by action.</p><ul>${perAgent}</ul><div class="figure">${renderTimeline(entries)}</div><table><thead><tr><th>#</th><th>agent</th><th>what</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

/** The session's timeline.svg, as sanitised (safe-svg.ts); a note when it was not SVG that could be shown safely. */
function ganttFigure(svg: string | null): string {
  const legend = `<p class="legend">The allocated plan, every agent at once: each call as long as the team's durations say, an arrow for each wait on another agent.</p>`;
  return svg === null ? `${legend}<p class="legend">(${h(SESSION_FILES.timelineSvg)} is left out: it is not a drawing this report shows.)</p>` : `${legend}<div class="figure">${svg}</div>`;
}

function mapSection(record: SessionRecord): string {
  const svg = sessionMapSvg(record);
  if (svg === null) return '<section id="map"><h2>Room map</h2><p>No state of the room was recorded (nothing was executed).</p></section>';
  return `<section id="map"><h2>Room map</h2><div class="figure">${svg}</div></section>`;
}

/** Links to the ai2thor frames beside the report (files of the session folder, nothing fetched). */
function framesSection(record: SessionRecord): string {
  if (record.frames.length === 0) return '';
  const links = record.frames.map((f) => `<li><a href="${h(f)}">${h(f)}</a></li>`).join('');
  return `<section id="frames"><h2>Pictures of every step</h2><p class="legend">Saved by the ai2thor backend (--frames), next to this report.</p><ul>${links}</ul></section>`;
}

/**
 * The goal's alternatives, any one of which suffices: when one is met it is marked and the others
 * are greyed as not needed; only when none is met are the unmet conditions shown as failures.
 */
function goalList(goal: NonNullable<NonNullable<SessionRecord['outcome']>['goal']>): string {
  const anyMet = goal.alternatives.some((a) => a.met);
  const items = goal.alternatives.map((a) => {
    const conditions = a.conditions.map((c) => {
      const because = c.because?.length ? ` (${h(c.because.join('; '))})` : '';
      const mark = c.met ? 'yes' : anyMet ? `no${because}` : `<span class="fail">no</span>${because}`;
      return `${h(c.text)} — ${mark}`;
    });
    const head = a.met ? '<span class="met">✔ met</span>' : anyMet ? 'not needed:' : '<span class="fail">✘</span>';
    return `<li${!a.met && anyMet ? ' class="other"' : ''}>${head} ${h(a.name)}: ${conditions.join('; ')}</li>`;
  });
  const lead = goal.alternatives.length > 1 ? `<p>Any one of these suffices${anyMet ? '; the others are greyed' : ''}.</p>` : '';
  return `<h3>The goal</h3>${lead}<ul class="goal">${items.join('')}</ul>`;
}

function finalStateSection(record: SessionRecord): string {
  const outcome = record.outcome;
  if (outcome === null) return '<section id="final-state"><h2>Final state</h2><p>Not observed (nothing was executed).</p></section>';
  const changes = outcome.changes.length === 0 ? '<li>nothing</li>' : outcome.changes.map((c) => `<li>${h(changeSentence(c))} <span class="name">(${h(c.objectId)})</span></li>`).join('');
  const unchanged = outcome.unchangedActedOn.map((u) => `<li>${h(`${u.name} ${u.words}`)}</li>`).join('');
  const goal = outcome.goal ? goalList(outcome.goal) : '';
  const holding = outcome.agents.map((a) => `the ${h(a.name)} holds ${h(a.holdingName ?? 'nothing')}`).join('; ');
  return `<section id="final-state"><h2>Final state</h2><p>${h(outcomeHeadline(outcome))}</p><h3>What changed in the world</h3><ul class="changes">${changes}</ul>${
    unchanged ? `<h3>Acted on, and as it was at the start</h3><ul>${unchanged}</ul>` : ''
  }<p>${holding ? `${holding.charAt(0).toUpperCase()}${holding.slice(1)}.` : ''}</p>${goal}</section>`;
}

function agentChip(agent: string): string {
  return `<span class="agent" style="background:${agentHex(agent)}">${h(agent)}</span>`;
}
