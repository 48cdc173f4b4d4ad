// The "Real model" section of BENCHMARKS.md, written by `npm run bench:llm` between two markers
// so that `npm run bench` (which rewrites the rest of the file) keeps it.
import { K } from './summarise.mjs';

export const BEGIN = '<!-- bench:llm begin -->';
export const END = '<!-- bench:llm end -->';
/** Within the section: what follows it (earlier runs, written by hand) is kept when a run rewrites the section. */
export const EARLIER = '<!-- bench:llm earlier runs: kept -->';

const pct = (v) => (v === null || v === undefined ? 'n/a' : `${Math.round(v * 100)}%`);
const sec = (ms) => (ms === null || ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(0)} s`);
const num = (v, d = 0) => (v === null || v === undefined ? 'n/a' : v.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d }));
const reviews = (g) => (g === undefined || g.reviewed === 0 ? 'not reviewed' : `${g.household} / ${g.corrections} / ${g.refused}`);
const on = (variant) => (variant === 'on' ? 'code by construction' : 'skill code as text');

/** The section's Markdown (markers included). */
export function renderSection(summary, context) {
  const lines = [BEGIN, '## Real model on this CPU (`npm run bench:llm`)', ''];
  lines.push(
    `Model **${context.model}** (GGUF ${context.gguf}, sha256 \`${context.sha256}\`), served by ${context.server.startsWith('the ') || context.server.startsWith('llama.cpp') ? context.server : `llama.cpp's llama-server ${context.server}`}.`,
    `Machine: ${context.cpus}; load average (1, 5, 15 min) at the start ${context.loadAtStart ?? 'n/a'}, at the end ${context.load} (the machine is shared: other jobs ran beside the benchmark). Wall time ${num(context.hours, 1)} h.`,
    `Sampling: ${context.sampling}. Known fixes (${context.autoFix ? '`--auto-fix`: a failure whose report names its one-call fix, such as opening the closed drawer first, gets that fix as the next version without a model call; it still counts as an execution refinement' : 'not applied: every refinement is the model\'s'}). Search fixes (${context.searchFix ? '`--search-fix`: code that leaves the model\'s stated goal unmet, or fails with no known fix, is replaced by a program the offline planner\'s search finds toward that goal in the simulator, without a model call; the model still decides the goal, so task success measures its understanding' : 'not applied'}). Goal hints (${context.goalHints ? '`--goal-hints`: stage 2 was offered, in words, the goals the household knowledge (knowledge/) reads the request as; the model chose and stated its goal' : 'none: the model stated its goal from the request alone'}). Goal review (${context.goalReview ? "`--goal-review`: before any code, the simulated user imagined the model's stated goal done (the offline search's program toward it, run in the simulator) and approved it only when the room it leaves meets the task; else it took the household's reading where that did, else corrected it in words (twice at most), else refused the plan (a failure)" : 'none: the plan and its goal went on unreviewed, as in the paper'}).${context.humanRefinements === 0 ? ' The simulated user approved the first code it was shown (`--human-refinements 0`, as `plan --yes`): no feedback from it, the planner alone.' : ''} Command: \`${context.command}\` (code of commit ${context.commit}${context.snapshot === false ? ', the checkout\'s own build' : ', run from a snapshot of it'}); every session, transcript and record is under the run's --out folder.`,
    ...(context.also ?? []).map((run) => `Shown beside it: the run of \`${run.command}\` (code of commit ${run.commit}; load average at the start ${run.loadAtStart ?? 'n/a'}, at the end ${run.load}; ${num(run.hours, 1)} h), from its summary.json (\`--also\`).`),
    ...(context.planners ? [`Planners ${context.planners.join(', ')}; plan-bank examples shown per stage: ${context.examples.map((k) => (k > 0 ? k : 'none')).join(', then ')}${context.examples.some((k) => k > 0) ? ` (the bank in ${context.bank}; \`--examples K --bank DIR\`)` : ''}. Slices: ${context.suites.map((s) => `${s.name} ${s.described}${s.planned === null || s.planned === undefined ? '' : ` (${s.planned} episodes)`}`).join('; ')}.`] : []),
    '',
  );
  const withExperiment = summary.filter((s) => s.experiment && s.experiment.episodes > 0);
  if (withExperiment.some((s) => s.suite !== undefined)) lines.push(...headline(withExperiment, context), '');
  for (const entry of withExperiment) {
    const x = entry.experiment;
    const slice = entry.episodes ?? context.slice ?? 'all';
    const planned = x.planned ?? x.episodes;
    const suite = entry.suite ?? context.suite;
    const title = suite === undefined || suite === 'paper' ? 'Paper suite' : `Suite ${suite}`;
    const what = runLabel(entry);
    lines.push(`### ${title} slice: ${x.episodes} of ${planned} (${what}) episodes run`, '', `Episodes: ${slice === 'all' ? 'all' : slice.split(',').join(', ')}. No clarifying questions; the rule-based simulated user; one episode at a time.${entry.commits?.length ? ` Code of commit ${entry.commits.join(', then ')}.` : ''}`, '');
    lines.push(
      `| Variant | task success (suite goal) | failed / refused / not understood / errored / not run | false successes | goal refinements | goal review: household's reading taken / corrections / refused | ${K.map((k) => `OCR@${k}`).join(' | ')} | ${K.map((k) => `SER@${k}`).join(' | ')} | validation failures | execution refinements: known fixes / the model's | programs searched toward the goal | LLM calls | tokens in / out | failed attempts |`,
    );
    lines.push(`| --- | --- | --- | --- | --- | --- | ${K.map(() => '---').join(' | ')} | ${K.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- | --- |`);
    const e = x.endings ?? {};
    const notRun = Math.max(0, planned - x.episodes);
    lines.push(
      `| ${what} | ${x.success}/${planned} (${pct(x.success / planned)}) | ${e.failed ?? 0} / ${e.refused ?? 0} / ${e['not-understood'] ?? 0} / ${e.errored ?? x.errored.length} / ${notRun} | ${(x.falseSuccesses ?? []).length} of ${x.reportedSuccesses ?? 0} reported | ${x.goalRefinements ?? 0} | ${reviews(x.goalReviews)} | ${x.ocr.map(pct).join(' | ')} | ${x.ser.map(pct).join(' | ')} | ${x.totals.validationFailures} in ${x.totals.codeVersions} code versions | ${x.totals.knownFixes} / ${x.totals.modelRefinements} | ${x.totals.searchFixes ?? 0} | ${x.totals.calls} | ${num(x.totals.promptTokens)} / ${num(x.totals.completionTokens)} | ${x.totals.failedAttempts}${kinds(x.totals.failedKinds)} |`,
    );
    lines.push(
      '',
      `Task success: the ${suite ?? 'paper'} suite's own goal holds at the end, over every episode of the slice (refused, not understood, errored and unrun episodes count as failures, except a refusal where the suite says refusing is right); never the planner's stated goal. A false success is an episode the planner reported as successful (its approved goal held) whose suite goal does not hold. Goal refinements: code versions whose dry run left the planner's goal unmet, sent back to it. OCR@k and SER@k count errored episodes as failures (share of all episodes of the slice).`,
      '',
    );
    lines.push(`${what}, per episode:`, '', '| Episode | room | ended | suite goal holds | planner reported success | goal refinements | goal from | h | e | repairs | calls | tokens | minutes |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of x.rows) {
      const reported = r.reported === null || r.reported === undefined ? 'n/a' : r.reported ? (r.success ? 'yes' : 'yes (false success)') : 'no';
      lines.push(`| ${r.episode} | ${r.room} | ${r.ending ?? r.status} | ${r.success ? 'yes' : 'no'} | ${reported} | ${r.goalRefinements ?? 0} | ${r.goalFrom ?? '-'} | ${r.h ?? '-'} | ${r.e ?? '-'} | ${r.repairs} | ${r.calls} | ${num(r.tokens)} | ${num(r.minutes, 1)} |`);
    }
    for (const error of x.errored) lines.push('', `- errored: ${error.replace(/\|/g, '/')}`);
    lines.push('', `Time to the approval screen: median ${sec(x.totals.toApprovalMs?.median)}, max ${sec(x.totals.toApprovalMs?.max)}; repeated programs caught ${x.totals.repeats} (stuck ${x.totals.stuck}); structured mode ${x.totals.modes.join(', ') || 'n/a'}.`, '');
    lines.push(...stageTable(x.totals.perStage), '');
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
    for (const entry of withRequests) {
      for (const r of entry.requests.rows) {
        const suite = r.suiteGoal === null || r.suiteGoal === undefined ? 'n/a' : r.suiteGoal ? 'yes' : r.falseSuccess ? 'no (false success)' : 'no';
        lines.push(`| ${runLabel(entry)} | ${r.instruction} | ${r.scene} | ${r.success ? 'success' : r.reason.replace(/\|/g, '/')} | ${suite} | ${r.goalRefinements ?? 0} | ${sec(r.toApprovalMs)} | ${r.calls} | ${r.validationFailures} |`);
      }
    }
    for (const entry of withRequests) {
      const { requests } = entry;
      if (requests.judged > 0) lines.push('', `${runLabel(entry)}: the suite's goal holds after ${requests.done} of ${requests.judged} requests; false successes ${requests.falseSuccesses}.`);
    }
    lines.push('');
    for (const entry of withRequests) lines.push(`${runLabel(entry)}, the requests' calls per stage:`, '', ...stageTable(entry.requests.totals.perStage), '');
  }
  lines.push(END);
  return lines.join('\n');
}

/** The planner and the examples it was shown, e.g. "openai, 3 plan-bank examples". */
function label(entry) {
  return `${entry.planner}, ${entry.examples > 0 ? `${entry.examples} plan-bank examples` : 'no examples'}`;
}

/** An experiment or a group of fixed requests: its code mode, and its planner and examples where the run named them. */
function runLabel(entry) {
  return entry.planner === undefined ? on(entry.variant) : `${label(entry)}, ${on(entry.variant)}`;
}

/**
 * The figures the issue asks for, one row per suite, planner and number of examples: task success
 * by the suite's goal over the slice, false successes, and the time to the approval screen.
 */
function headline(entries, context) {
  const described = (name) => context.suites?.find((s) => s.name === name)?.described ?? '';
  const rows = entries.map((entry) => {
    const x = entry.experiment;
    const planned = x.planned ?? x.episodes;
    const rightRefusals = x.rows.filter((r) => r.success && r.ending === 'refused').length;
    // An entry of another run (--also) carries its own run's slice.
    return `| ${entry.suite} | ${entry.described ?? described(entry.suite)} | ${entry.planner} | ${entry.examples > 0 ? entry.examples : 'none'} | ${on(entry.variant)} | ${x.episodes} of ${planned} | **${x.success}/${planned} (${pct(x.success / planned)})**${rightRefusals > 0 ? ` (${rightRefusals} of them refused rightly)` : ''} | **${(x.falseSuccesses ?? []).length}** of ${x.reportedSuccesses ?? 0} reported | ${sec(x.totals.toApprovalMs?.median)} / ${sec(x.totals.toApprovalMs?.max)} (n = ${x.totals.toApprovalMs?.n ?? 0}) | ${entry.commits?.join(', ') || context.commit} |`;
  });
  return [
    '### Task success by the suite\'s own goal, with and without plan-bank examples',
    '',
    'Task success over every planned episode of the slice (episodes not yet run count as failures); false successes: the planner reported success, the suite\'s goal does not hold. Each slice\'s episodes, ending by ending, are in the sections below.',
    '',
    '| Suite | slice | planner | plan-bank examples | code | episodes run | task success (suite goal) | false successes | time to approval screen, median / max | commit |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ];
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

/** `text` with its section replaced by `section` (keeping the earlier runs after EARLIER), or with `section` appended when it has none. */
export function replaceSection(text, section) {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin !== -1 && end > begin) {
    const earlier = text.indexOf(EARLIER, begin);
    const kept = earlier !== -1 && earlier < end ? `${text.slice(earlier, end).trimEnd()}\n` : '';
    const fresh = kept === '' ? section : `${section.slice(0, section.lastIndexOf(END))}${kept}${END}`;
    return `${text.slice(0, begin)}${fresh}${text.slice(end + END.length)}`;
  }
  return `${text.trimEnd()}\n\n${section}\n`;
}

/** The section of `text`, or '' when it has none (what `npm run bench` keeps). */
export function sectionOf(text) {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  return begin !== -1 && end > begin ? text.slice(begin, end + END.length) : '';
}
