// The "Real model" section of BENCHMARKS.md, written by `npm run bench:llm` between two markers
// so that `npm run bench` (which rewrites the rest of the file) keeps it.
import { K } from './summarise.mjs';

export const BEGIN = '<!-- bench:llm begin -->';
export const END = '<!-- bench:llm end -->';

const pct = (v) => (v === null || v === undefined ? 'n/a' : `${Math.round(v * 100)}%`);
const sec = (ms) => (ms === null || ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(0)} s`);
const num = (v, d = 0) => (v === null || v === undefined ? 'n/a' : v.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d }));
const reviews = (g) => (g === undefined || g.reviewed === 0 ? 'not reviewed' : `${g.household} / ${g.corrections} / ${g.refused}`);
const on = (variant) => (variant === 'on' ? 'code by construction' : 'skill code as text');

/** The section's Markdown (markers included). */
export function renderSection(summary, context) {
  const lines = [BEGIN, '## Real model on this CPU (`npm run bench:llm`)', ''];
  lines.push(
    `Model **${context.model}** (GGUF ${context.gguf}, sha256 \`${context.sha256}\`), served by llama.cpp's llama-server ${context.server}.`,
    `Machine: ${context.cpus}; load average (1, 5, 15 min) at the start ${context.loadAtStart ?? 'n/a'}, at the end ${context.load} (the machine is shared: other jobs ran beside the benchmark). Wall time ${num(context.hours, 1)} h.`,
    `Sampling: ${context.sampling}. Known fixes (${context.autoFix ? '`--auto-fix`: a failure whose report names its one-call fix, such as opening the closed drawer first, gets that fix as the next version without a model call; it still counts as an execution refinement' : 'not applied: every refinement is the model\'s'}). Search fixes (${context.searchFix ? '`--search-fix`: code that leaves the model\'s stated goal unmet, or fails with no known fix, is replaced by a program the offline planner\'s search finds toward that goal in the simulator, without a model call; the model still decides the goal, so task success measures its understanding' : 'not applied'}). Goal hints (${context.goalHints ? '`--goal-hints`: stage 2 was offered, in words, the goals the household knowledge (knowledge/) reads the request as; the model chose and stated its goal' : 'none: the model stated its goal from the request alone'}). Goal review (${context.goalReview ? "`--goal-review`: before any code, the simulated user imagined the model's stated goal done (the offline search's program toward it, run in the simulator) and approved it only when the room it leaves meets the task; else it took the household's reading where that did, else corrected it in words (twice at most), else refused the plan (a failure)" : 'none: the plan and its goal went on unreviewed, as in the paper'}). Command: \`${context.command}\` (code of commit ${context.commit}, run from a snapshot of it); every session, transcript and record is under the run's --out folder.`,
    '',
  );
  const withExperiment = summary.filter((s) => s.experiment && s.experiment.episodes > 0);
  if (withExperiment.length > 0) {
    const planned = context.slice === 'all' ? withExperiment[0].experiment.planned : context.slice.split(',').length;
    const done = withExperiment.map((s) => `${s.experiment.episodes} of ${planned} (${on(s.variant)})`).join(', ');
    lines.push(`### ${context.suite === undefined || context.suite === 'paper' ? 'Paper suite' : `Suite ${context.suite}`} slice: ${done} episodes run`, '', `Episodes: ${context.slice === 'all' ? 'all' : context.slice.split(',').join(', ')}. No clarifying questions; the rule-based simulated user; one episode at a time.`, '');
    lines.push(
      `| Variant | task success (suite goal) | failed / refused / not understood / errored / not run | false successes | goal refinements | goal review: household's reading taken / corrections / refused | ${K.map((k) => `OCR@${k}`).join(' | ')} | ${K.map((k) => `SER@${k}`).join(' | ')} | validation failures | execution refinements: known fixes / the model's | programs searched toward the goal | LLM calls | tokens in / out | failed attempts |`,
    );
    lines.push(`| --- | --- | --- | --- | --- | --- | ${K.map(() => '---').join(' | ')} | ${K.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- | --- |`);
    for (const { variant, experiment: x } of withExperiment) {
      const e = x.endings ?? {};
      const notRun = Math.max(0, (x.planned ?? x.episodes) - x.episodes);
      lines.push(
        `| ${on(variant)} | ${x.success}/${x.planned ?? x.episodes} (${pct(x.success / (x.planned ?? x.episodes))}) | ${e.failed ?? 0} / ${e.refused ?? 0} / ${e['not-understood'] ?? 0} / ${e.errored ?? x.errored.length} / ${notRun} | ${(x.falseSuccesses ?? []).length} of ${x.reportedSuccesses ?? 0} reported | ${x.goalRefinements ?? 0} | ${reviews(x.goalReviews)} | ${x.ocr.map(pct).join(' | ')} | ${x.ser.map(pct).join(' | ')} | ${x.totals.validationFailures} in ${x.totals.codeVersions} code versions | ${x.totals.knownFixes} / ${x.totals.modelRefinements} | ${x.totals.searchFixes ?? 0} | ${x.totals.calls} | ${num(x.totals.promptTokens)} / ${num(x.totals.completionTokens)} | ${x.totals.failedAttempts}${kinds(x.totals.failedKinds)} |`,
      );
    }
    lines.push(
      '',
      `Task success: the ${context.suite ?? 'paper'} suite's own goal holds at the end, over every episode of the slice (refused, not understood, errored and unrun episodes count as failures); never the planner's stated goal. A false success is an episode the planner reported as successful (its approved goal held) whose suite goal does not hold. Goal refinements: code versions whose dry run left the planner's goal unmet, sent back to it. OCR@k and SER@k count errored episodes as failures (share of all episodes of the slice).`,
      '',
    );
    for (const { variant, experiment: x } of withExperiment) {
      lines.push(`${on(variant)}, per episode:`, '', '| Episode | room | ended | suite goal holds | planner reported success | goal refinements | goal from | h | e | repairs | calls | tokens | minutes |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
      for (const r of x.rows) {
        const reported = r.reported === null || r.reported === undefined ? 'n/a' : r.reported ? (r.success ? 'yes' : 'yes (false success)') : 'no';
        lines.push(`| ${r.episode} | ${r.room} | ${r.ending ?? r.status} | ${r.success ? 'yes' : 'no'} | ${reported} | ${r.goalRefinements ?? 0} | ${r.goalFrom ?? '-'} | ${r.h ?? '-'} | ${r.e ?? '-'} | ${r.repairs} | ${r.calls} | ${num(r.tokens)} | ${num(r.minutes, 1)} |`);
      }
      for (const error of x.errored) lines.push('', `- errored: ${error.replace(/\|/g, '/')}`);
      lines.push('', `Time to the approval screen: median ${sec(x.totals.toApprovalMs?.median)}, max ${sec(x.totals.toApprovalMs?.max)}; repeated programs caught ${x.totals.repeats} (stuck ${x.totals.stuck}); structured mode ${x.totals.modes.join(', ') || 'n/a'}.`, '');
      lines.push(...stageTable(x.totals.perStage), '');
    }
  }
  const withRequests = summary.filter((s) => s.requests);
  if (withRequests.length > 0) {
    lines.push(
      '### Fixed requests (`iteraplan plan --yes`, one per room type)',
      '',
      "Reported: what `plan` said (success only when the goal the planner stated and `--yes` approved held). Suite goal: the paper suite's own goal for the request, judged on the world the session left.",
      '',
      '| Variant | Request | Scene | Reported | suite goal holds | goal refinements | time to approval screen | LLM calls | validation failures |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const { variant, requests } of withRequests) {
      for (const r of requests.rows) {
        const suite = r.suiteGoal === null || r.suiteGoal === undefined ? 'n/a' : r.suiteGoal ? 'yes' : r.falseSuccess ? 'no (false success)' : 'no';
        lines.push(`| ${on(variant)} | ${r.instruction} | ${r.scene} | ${r.success ? 'success' : r.reason.replace(/\|/g, '/')} | ${suite} | ${r.goalRefinements ?? 0} | ${sec(r.toApprovalMs)} | ${r.calls} | ${r.validationFailures} |`);
      }
    }
    for (const { variant, requests } of withRequests) {
      if (requests.judged > 0) lines.push('', `${on(variant)}: the suite's goal holds after ${requests.done} of ${requests.judged} requests; false successes ${requests.falseSuccesses}.`);
    }
    lines.push('');
    for (const { variant, requests } of withRequests) lines.push(`${on(variant)}, the requests' calls per stage:`, '', ...stageTable(requests.totals.perStage), '');
  }
  lines.push(END);
  return lines.join('\n');
}

function kinds(counts) {
  const entries = Object.entries(counts);
  return entries.length === 0 ? '' : ` (${entries.map(([k, n]) => `${k} ${n}`).join(', ')})`;
}

function stageTable(rows) {
  const draft = (r) => (r.draftTokens > 0 ? `${num(r.draftAccepted)} of ${num(r.draftTokens)}` : '-');
  return [
    '| Stage | calls | prompt tokens, mean | evaluated / from the prompt cache, mean | reply tokens, mean | latency median / max | cut off at the limit | draft tokens kept |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.stage} | ${r.calls} | ${num(r.promptTokens?.mean)} | ${num(r.evaluatedTokens?.mean)} / ${num(r.cachedTokens?.mean)} | ${num(r.completionTokens?.mean)} | ${sec(r.latencyMs?.median)} / ${sec(r.latencyMs?.max)} | ${r.cutOff} | ${draft(r)} |`),
  ];
}

/** `text` with its section replaced by `section`, or with `section` appended when it has none. */
export function replaceSection(text, section) {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin !== -1 && end > begin) return `${text.slice(0, begin)}${section}${text.slice(end + END.length)}`;
  return `${text.trimEnd()}\n\n${section}\n`;
}

/** The section of `text`, or '' when it has none (what `npm run bench` keeps). */
export function sectionOf(text) {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  return begin !== -1 && end > begin ? text.slice(begin, end + END.length) : '';
}
