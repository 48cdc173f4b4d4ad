// Reads what a `npm run bench:llm` run left on disk (plan results, experiment records, session
// transcripts) and sums it up per variant (code valid by construction on/off): task success by
// the suite's own goal over every planned episode, how the others ended, false successes (the
// planner reported success, the suite's goal does not hold), goal refinements, refinement counts,
// OCR/SER, validation failures, tokens and latency per stage, failed LLM attempts, and the time
// from the request to the approval screen.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { duplicateFinished, latestRecords, readEpisodeEntries } from '../../dist/experiments/index.js';

const K = [0, 1, 2, 3, 4, 5];

/** The events of a session transcript (torn last lines skipped). */
export function readTranscript(dir) {
  const file = join(dir, 'transcript.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/** What one session transcript says: calls per stage, validation failures, time to the approval screen. */
export function sessionFacts(events) {
  const start = events.find((e) => e.type === 'start');
  const decision = events.find((e) => e.type === 'decision');
  const calls = events.filter((e) => e.type === 'llm-call').map((e) => e.call);
  return {
    calls,
    validationFailures: events.filter((e) => e.type === 'validation').length,
    codeVersions: events.filter((e) => e.type === 'code').length,
    // Execution refinements: the known fixes applied without the model (--auto-fix), and the model's.
    knownFixes: events.filter((e) => e.type === 'code' && e.origin === 'execution-refinement' && e.fix && e.fixBy !== 'search').length,
    // Programs the offline search found toward the model's stated goal (--search-fix), before approval or after a failure.
    searchFixes: events.filter((e) => e.type === 'code' && e.fixBy === 'search').length,
    // Code whose dry run left the planner's own goal unmet, sent back to it before approval (or after a run).
    goalRefinements: events.filter((e) => e.type === 'code' && e.origin === 'goal-refinement').length,
    modelRefinements: events.filter((e) => e.type === 'code' && e.origin === 'execution-refinement' && !e.fix).length,
    failedAttempts: events.filter((e) => e.type === 'llm-attempt-failed').map((e) => e.attempt),
    repeats: events.filter((e) => e.type === 'repeat'),
    modes: events.filter((e) => e.type === 'llm-structured-mode').map((e) => e.note.mode),
    toApprovalMs: start && decision ? Date.parse(decision.time) - Date.parse(start.time) : null,
  };
}

/**
 * The record of every episode of an experiment's episodes.jsonl, read as the experiment reads it
 * (src/experiments/results/results-log.ts): a second finished record of an episode is not
 * counted, and is named on stderr.
 */
function recordsOf(dir) {
  const file = join(dir, 'episodes.jsonl');
  if (!existsSync(file)) return [];
  const entries = readEpisodeEntries(file);
  for (const message of duplicateFinished(file, entries)) process.stderr.write(`warning: ${message}\n`);
  return latestRecords(entries.map((entry) => entry.record));
}

/** Share of records whose count is at most k (a null count, or an errored episode, never is). */
function rate(records, count, k) {
  if (records.length === 0) return null;
  return records.filter((r) => r.status === 'finished' && count(r) !== null && count(r) <= k).length / records.length;
}

function stats(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: sorted.length, mean: sorted.reduce((s, v) => s + v, 0) / sorted.length, median: at(0.5), max: sorted.at(-1) };
}

/** Calls, tokens and latency per stage over many sessions. */
function perStage(sessions) {
  const byStage = new Map();
  for (const session of sessions) {
    for (const call of session.calls) {
      const list = byStage.get(call.stage) ?? [];
      list.push(call);
      byStage.set(call.stage, list);
    }
  }
  return [...byStage].map(([stage, calls]) => ({
    stage,
    calls: calls.length,
    promptTokens: stats(calls.map((c) => c.usage.promptTokens)),
    // What the server says of its prompt cache (llama.cpp's timings; older records: unknown).
    cachedTokens: stats(calls.map((c) => c.timings?.cachedTokens ?? c.usage.cachedPromptTokens)),
    evaluatedTokens: stats(calls.map((c) => c.timings?.evaluatedTokens ?? (typeof c.usage.cachedPromptTokens === 'number' ? c.usage.promptTokens - c.usage.cachedPromptTokens : undefined))),
    completionTokens: stats(calls.map((c) => c.usage.completionTokens)),
    latencyMs: stats(calls.map((c) => c.latencyMs)),
    draftTokens: calls.reduce((sum, c) => sum + (c.timings?.draftTokens ?? 0), 0),
    draftAccepted: calls.reduce((sum, c) => sum + (c.timings?.draftAccepted ?? 0), 0),
    cutOff: calls.filter((c) => c.response.finishReason === 'length').length,
  }));
}

function totals(sessions) {
  const calls = sessions.flatMap((s) => s.calls);
  const failed = sessions.flatMap((s) => s.failedAttempts);
  return {
    calls: calls.length,
    promptTokens: calls.reduce((sum, c) => sum + c.usage.promptTokens, 0),
    evaluatedTokens: calls.every((c) => c.timings) ? calls.reduce((sum, c) => sum + c.timings.evaluatedTokens, 0) : null,
    completionTokens: calls.reduce((sum, c) => sum + c.usage.completionTokens, 0),
    validationFailures: sessions.reduce((sum, s) => sum + s.validationFailures, 0),
    codeVersions: sessions.reduce((sum, s) => sum + s.codeVersions, 0),
    knownFixes: sessions.reduce((sum, s) => sum + s.knownFixes, 0),
    searchFixes: sessions.reduce((sum, s) => sum + (s.searchFixes ?? 0), 0),
    goalRefinements: sessions.reduce((sum, s) => sum + s.goalRefinements, 0),
    modelRefinements: sessions.reduce((sum, s) => sum + s.modelRefinements, 0),
    failedAttempts: failed.length,
    failedKinds: Object.fromEntries([...new Set(failed.map((f) => f.kind))].map((kind) => [kind, failed.filter((f) => f.kind === kind).length])),
    repeats: sessions.reduce((sum, s) => sum + s.repeats.length, 0),
    stuck: sessions.reduce((sum, s) => sum + s.repeats.filter((r) => r.stuck).length, 0),
    modes: [...new Set(sessions.flatMap((s) => s.modes))],
    toApprovalMs: stats(sessions.map((s) => s.toApprovalMs)),
    perStage: perStage(sessions),
  };
}

function sessionDirs(runsDir) {
  if (!existsSync(runsDir)) return [];
  return readdirSync(runsDir).map((name) => join(runsDir, name));
}

/**
 * One variant's fixed requests: what `plan --yes` reported (`success`: its approved goal held),
 * and, with `judge` (suite-goal.mjs), whether the suite's own goal holds in the world it left.
 */
function summariseRequests(runs, judge) {
  const rows = runs.map((run) => {
    const file = join(run.dir, 'result.json');
    const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { exit: null, result: null };
    const dir = saved.result?.sessionDir ?? sessionDirs(join(run.dir, 'runs'))[0];
    const facts = dir ? sessionFacts(readTranscript(dir)) : sessionFacts([]);
    const suite = judge && dir ? judge(run.instruction, run.scene, dir) : null;
    const success = saved.result?.success === true;
    return {
      ...run,
      exit: saved.exit,
      success,
      suiteGoal: suite === null ? null : suite.met,
      falseSuccess: success && suite !== null && !suite.met,
      reason: saved.result?.reason ?? `exit ${saved.exit}`,
      counts: saved.result?.counts ?? null,
      facts,
    };
  });
  return {
    rows: rows.map(({ facts, ...rest }) => ({ ...rest, toApprovalMs: facts.toApprovalMs, calls: facts.calls.length, validationFailures: facts.validationFailures, goalRefinements: facts.goalRefinements })),
    done: rows.filter((r) => r.suiteGoal === true).length,
    judged: rows.filter((r) => r.suiteGoal !== null).length,
    falseSuccesses: rows.filter((r) => r.falseSuccess).length,
    totals: totals(rows.map((r) => r.facts)),
  };
}

/** How a record ended (records older than endings: finished ones by success, the others errored). */
function endingOf(record) {
  if (record.ending) return record.ending;
  return record.status === 'errored' ? 'errored' : record.success ? 'succeeded' : 'failed';
}

/** Where an episode's goal came from under --goal-review, with the corrections it took; '-' without a review. */
function goalFrom(review) {
  if (review === undefined || review.origin === null) return '-';
  const corrected = review.corrections > 0 ? ` after ${review.corrections} correction${review.corrections > 1 ? 's' : ''}` : '';
  return `${{ planner: 'the model', household: "household's reading", refused: 'refused' }[review.origin]}${corrected}`;
}

/** One variant's experiment; `planned`: the episodes of the slice (those never run count as failures). */
function summariseExperiment(run, planned) {
  const records = recordsOf(run.dir);
  // A results folder that was moved keeps its records' absolute session paths: find them inside it.
  const sessionDir = (dir) => (existsSync(dir) || !dir.includes('/sessions/') ? dir : join(run.dir, dir.slice(dir.indexOf('/sessions/') + 1)));
  const sessions = records.filter((r) => r.sessionDir).map((r) => sessionFacts(readTranscript(sessionDir(r.sessionDir))));
  const finished = records.filter((r) => r.status === 'finished');
  const endings = Object.fromEntries(['succeeded', 'failed', 'refused', 'not-understood', 'errored'].map((e) => [e, records.filter((r) => endingOf(r) === e).length]));
  return {
    episodes: records.length,
    planned: Math.max(planned ?? records.length, records.length),
    finished: finished.length,
    errored: records.filter((r) => r.status === 'errored').map((r) => `${r.task}@${r.scene}: ${String(r.error).slice(0, 160)}`),
    // Task success by the suite's own goal, over every episode (errored ones did not succeed).
    success: records.filter((r) => r.success).length,
    endings,
    reportedSuccesses: records.filter((r) => r.reportedSuccess === true).length,
    falseSuccesses: records.filter((r) => r.reportedSuccess === true && !r.success).map((r) => `${r.task}@${r.scene}`),
    goalRefinements: records.reduce((sum, r) => sum + (r.goalRefinements ?? 0), 0),
    // The simulated user's reviews of the stated goal (--goal-review): where the goal each episode ran with came from.
    goalReviews: {
      reviewed: records.filter((r) => r.goalReview !== undefined).length,
      household: records.filter((r) => r.goalReview?.origin === 'household').length,
      refused: records.filter((r) => r.goalReview?.origin === 'refused').length,
      corrections: records.reduce((sum, r) => sum + (r.goalReview?.corrections ?? 0), 0),
    },
    ocr: K.map((k) => rate(records, (r) => r.h, k)),
    ser: K.map((k) => rate(records, (r) => r.e, k)),
    rows: records.map((r) => ({ episode: `${r.task}@${r.scene}`, room: r.roomType, status: r.status, ending: endingOf(r), success: r.success, reported: r.reportedSuccess ?? null, goalRefinements: r.goalRefinements ?? 0, goalFrom: goalFrom(r.goalReview), h: r.h, e: r.e, repairs: r.validationRepairs, tokens: r.tokens.total, calls: r.tokens.calls, minutes: r.wallMs / 60000 })),
    totals: totals(sessions),
  };
}

/**
 * Everything, one entry per experiment (its suite, planner, examples shown and code mode) and one
 * per group of fixed requests (planner, examples, code mode). A run's `planned` (else
 * `options.planned`): the episodes of the experiment's slice; `options.judge`: the suite's goal on
 * a request's session (suite-goal.mjs).
 */
export function summarise(runs, options = {}) {
  const entries = [];
  const labels = (run) => ({ variant: run.variant, suite: run.suite, planner: run.planner, examples: run.examples });
  for (const run of runs.filter((r) => r.kind === 'experiment')) {
    entries.push({ ...labels(run), episodes: run.episodes, commits: run.commit, requests: null, experiment: summariseExperiment(run, run.planned ?? options.planned) });
  }
  const groups = new Map();
  for (const run of runs.filter((r) => r.kind === 'request')) {
    const key = JSON.stringify([run.planner, run.examples, run.variant]);
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  for (const group of groups.values()) entries.push({ ...labels(group[0]), suite: undefined, requests: summariseRequests(group, options.judge), experiment: null });
  return entries;
}

export { K };
