#!/usr/bin/env node
// `npm run bench`: builds dist/ (the benchmarks run the built code: a stale build once made two
// rows fail on a skills.yaml key it did not know), runs every benchmark of bench/ one after
// another, prints each figure with the exact command that produced it, and writes them all, with
// each benchmark's full output, to BENCHMARKS.md at the repository root.
//   --only TEXT        run only the benchmarks whose name contains TEXT (repeatable); the other
//                      rows and outputs of BENCHMARKS.md are kept as they are
//   --allow-failures   write BENCHMARKS.md even when a benchmark failed (by default a failed run
//                      is printed and nothing is written)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setupBridge, venvPython } from './setup-bridge.mjs';
import { sectionOf } from './bench-llm/report.mjs';
import { handWrittenSections, keptPart, partOf, refusal, tableMarkdown } from './bench/table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const python = process.env.ITERAPLAN_PYTHON || venvPython;
// The interpreter as it is written in a command a reader can copy.
const pythonShown = process.env.ITERAPLAN_PYTHON ? python : relative(root, venvPython);

const number = (value, digits = 0) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The first stdout line that begins with `prefix`, without the prefix. */
function lineAfter(stdout, prefix) {
  const line = stdout.split('\n').find((l) => l.startsWith(prefix));
  if (line === undefined) throw new Error(`no line beginning '${prefix}' in the output`);
  return line.slice(prefix.length).trim();
}

/** The last stdout line parsed as JSON (the benchmarks' --json result). */
function lastJson(stdout) {
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]);
}

/**
 * Each benchmark: its command (run from the repository root) and how to read its figures, as
 * `[what, value]` rows, from its standard output.
 */
const BENCHMARKS = [
  {
    name: 'Bridge step latency and throughput',
    command: [python, 'bench/bridge_latency.py', '--steps', '5000', '--json'],
    figures(stdout) {
      const r = lastJson(stdout);
      return [
        ['Bridge step round trip, p50 / p99', `${number(r.bridge.p50_ms, 3)} ms / ${number(r.bridge.p99_ms, 3)} ms (raw WebSocket echo: ${number(r.echo.p50_ms, 3)} / ${number(r.echo.p99_ms, 3)} ms, so ${number(r.ratio.p50, 2)}× / ${number(r.ratio.p99, 2)}× the echo)`],
        ['Bridge step throughput, one connection', `${number(r.bridge.per_s)} steps/s = ${number(1 / r.ratio.per_s, 2)}× a raw WebSocket echo (${number(r.echo.per_s)} round trips/s); ${r.steps} steps on ${r.scene}, target p50 < 1 ms and ≥ 2,000 steps/s ${r.targetMet ? 'met' : 'MISSED'}`],
      ];
    },
  },
  {
    name: 'Simulator steps',
    command: [python, 'bench/sim_steps.py', '--seconds', '2'],
    figures: (stdout) => [['Symbolic simulator, in process', stdout.trim().split('\n').at(-1)]],
  },
  {
    name: 'Executor overhead',
    command: ['node', 'bench/executor.mjs', '--json'],
    figures(stdout) {
      const r = lastJson(stdout);
      return [
        ['Executor overhead per atomic action', `${number(r.overheadUsPerAction)} µs (${number(r.overheadPercent, 1)}%): ${number(r.executorUsPerAction)} µs through executeSteps vs ${number(r.rawUsPerAction)} µs raw BridgeClient.step round trip (${r.actions} actions, median of ${r.rounds} rounds, ${r.scene})`],
      ];
    },
  },
  {
    name: 'Parser throughput',
    command: ['node', 'bench/parser.mjs'],
    figures: (stdout) => [
      ['Skill-code parser', lineAfter(stdout, 'parser:')],
      ['Skill-code printer', lineAfter(stdout, 'printer:')],
    ],
  },
  {
    name: 'Hostile input',
    command: ['node', 'bench/hostile-input.mjs'],
    figures: (stdout) => [
      ['Nested-call program refused (expandedSteps)', lineAfter(stdout, 'nested:')],
      ['Code file of terminal controls refused', lineAfter(stdout, 'controls-check:')],
      ['That file shown on the approval screen', lineAfter(stdout, 'controls-show:')],
    ],
  },
  {
    name: 'Allocation and schedule time',
    command: ['node', 'bench/allocation.mjs'],
    figures: (stdout) =>
      ['40', '400', '4,000', '10,000'].map((calls) => [`Allocation, schedule and timeline of ${calls} skill calls (three agents)`, lineAfter(stdout, `calls ${calls}:`)]),
  },
  {
    name: 'Load: 50 concurrent episodes on one bridge',
    command: ['node', 'bench/load.mjs', '--episodes', '50', '--json'],
    figures(stdout) {
      const r = lastJson(stdout);
      return [
        ['50 concurrent episodes, one symbolic bridge', `${number(r.concurrentSeconds, 2)} s for all ${r.episodes} at once (${number(r.sequentialSeconds, 2)} s one after another), ${number(r.actionsPerSecond)} atomic actions/s, episode p50 ${number(r.episodeP50Ms)} ms / p99 ${number(r.episodeP99Ms)} ms; ${r.successful}/${r.episodes} plans succeed`],
        ['Lost or crossed replies under that load', `${r.mismatched.length} (each episode's result and final state equal its run alone)`],
      ];
    },
  },
  {
    name: 'Paper suite over 1, 2 and 4 AI2-THOR-like simulators',
    command: ['node', 'bench/replicas.mjs', '--json'],
    // Three whole suites: 73 s on a quiet machine, 6.5 min on a shared one.
    timeoutMs: 20 * 60_000,
    figures(stdout) {
      const r = lastJson(stdout);
      return r.rows.map((row) => [
        `Paper suite, ${row.replicas} simulator(s) serving one episode at a time, ${r.stepDelayMs} ms per step`,
        `${number(row.seconds, 1)} s wall time (${row.episodes} episodes, ${row.actions} delayed steps), ${number(row.speedup, 2)}× the time of ${r.rows[0].replicas}`,
      ]);
    },
  },
  {
    name: 'Paper suite on a local Ray cluster, 1, 2 and 4 replicas (optional: needs Ray)',
    command: ['node', 'bench/ray.mjs', '--json'],
    // Two clusters of replicas per count (Ray's and local), and Ray's own start.
    timeoutMs: 15 * 60_000,
    figures(stdout) {
      const r = lastJson(stdout);
      if (r.skipped !== undefined) return [['Paper suite on Ray replicas', `skipped: ${r.skipped}`]];
      return r.rows.map((row) => [
        `Paper suite, ${row.replicas} Ray replica(s) serving one episode at a time, ${r.stepDelayMs} ms per step`,
        `${number(row.seconds, 1)} s wall time (${row.episodes} episodes), ${number(row.speedup, 2)}× the time of ${r.rows[0].replicas}; ${row.replicas} local replica(s) (--replicas) in the same run: ${number(row.localSeconds, 1)} s, ${number(row.localSpeedup, 2)}×; Ray adds ${number(row.addedMsPerEpisode)} ms per episode (Ray ${r.ray}, head and worker node on this machine)`,
      ]);
    },
  },
  {
    name: 'Full offline paper suite',
    command: ['node', 'bench/experiment.mjs'],
    figures: (stdout) => [
      ['Paper suite, offline planner: wall time', lineAfter(stdout, 'bench experiment:')],
      ['Paper suite, offline planner: peak memory (resident)', lineAfter(stdout, 'peak memory:')],
    ],
  },
  {
    name: 'ALFRED development suite, offline planner',
    command: ['node', 'bench/alfred-dev.mjs'],
    timeoutMs: 30 * 60_000,
    figures: (stdout) => [
      ['ALFRED train sample (suites/alfred-train-sample.yaml), offline planner: task success over every episode', lineAfter(stdout, 'alfred dev:')],
      ['The same, per ALFRED task type (success, goal conditions, refused)', lineAfter(stdout, 'per task type:')],
    ],
  },
  {
    name: 'ALFRED development suite, offline planner, goals reviewed',
    command: ['node', 'bench/alfred-dev.mjs', '--goal-review'],
    timeoutMs: 30 * 60_000,
    figures: (stdout) => [
      ["The same with the simulated user reviewing each stated goal before any code (experiment --goal-review)", lineAfter(stdout, 'alfred dev:')],
    ],
  },
  {
    name: "ALFRED's expert demonstrations replayed (train split; optional: needs ALFRED)",
    command: ['node', 'bench/alfred-replay.mjs'],
    timeoutMs: 30 * 60_000,
    figures(stdout) {
      if (stdout.includes('alfred replay: skipped')) return [['ALFRED demonstrations replayed', lineAfter(stdout, 'alfred replay:')]];
      return [
        ['ALFRED train demonstrations replayed (fidelity replay-alfred)', lineAfter(stdout, 'alfred replay:')],
        ['The same, per action type', lineAfter(stdout, 'per action:')],
        ['The same, per task type', lineAfter(stdout, 'per task type:')],
        ['Disagreements by class (docs/fidelity.md)', lineAfter(stdout, 'disagreements by class:')],
      ];
    },
  },
  {
    name: "ALFRED's expert demonstrations through the ai2thor backend on its test double (train sample; optional: needs ALFRED)",
    command: ['node', 'bench/alfred-replay-double.mjs'],
    timeoutMs: 30 * 60_000,
    figures: (stdout) => [['ALFRED train sample replayed through the ai2thor backend on its test double', lineAfter(stdout, 'alfred replay (double):')]],
  },
  {
    name: 'TEACh suite, offline planner',
    command: ['node', 'bench/suite-endings.mjs', '--suite', 'teach'],
    timeoutMs: 30 * 60_000,
    figures: (stdout) => [
      ["TEACh suite (suites/teach.yaml, 120 tasks from TEACh's task definitions), offline planner: task success by the suite's goal over every episode, false successes, questions asked", lineAfter(stdout, 'teach:')],
      ['The same, per room type', lineAfter(stdout, 'to be done, per room type:')],
    ],
  },
  {
    name: 'Everyday suite, offline planner',
    command: ['node', 'bench/suite-endings.mjs', '--suite', 'everyday'],
    timeoutMs: 30 * 60_000,
    figures: (stdout) => [
      ["Everyday suite (suites/everyday.yaml, 63 requests, 124 episodes, 18 to refuse), offline planner: task success by the suite's goal over every episode, refusals where a refusal is right, false successes, questions asked", lineAfter(stdout, 'everyday:')],
      ['The same, requests to be done per room type', lineAfter(stdout, 'to be done, per room type:')],
    ],
  },
  {
    name: 'Preferences suite, offline planner',
    command: ['node', 'bench/preferences.mjs'],
    timeoutMs: 15 * 60_000,
    figures: (stdout) =>
      ['dialogue on, store on', 'dialogue off, store on', 'dialogue on, store off', 'dialogue off, store off'].map((condition) => [
        `Preferences suite (suites/preferences.yaml), offline planner, ${condition}: task success, preference violations from the executed steps, questions`,
        lineAfter(stdout, `preferences ${condition}:`),
      ]),
  },
];

/** A command as a reader would type it at the repository root. */
function shown(command) {
  const [exe, ...args] = command;
  return [exe === python ? pythonShown : exe, ...args].join(' ');
}

function runBenchmark(benchmark) {
  const started = performance.now();
  const result = spawnSync(benchmark.command[0], benchmark.command.slice(1), {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: benchmark.timeoutMs ?? 5 * 60_000,
  });
  const seconds = (performance.now() - started) / 1000;
  const stdout = result.stdout ?? '';
  const failure = result.error
    ? result.error.message
    : result.status !== 0
      ? `exit ${result.status ?? result.signal}: ${(result.stderr ?? '').trim().split('\n').slice(-5).join(' | ')}`
      : undefined;
  let rows;
  if (failure === undefined) {
    try {
      rows = benchmark.figures(stdout);
    } catch (error) {
      return { benchmark, seconds, stdout, failure: `could not read its output: ${error.message}` };
    }
  }
  return { benchmark, seconds, stdout, rows, failure };
}

function machine() {
  const version = spawnSync(python, ['--version'], { encoding: 'utf8' });
  const cpu = cpus();
  return [
    `${cpu[0]?.model.trim() ?? 'unknown CPU'} × ${cpu.length}`,
    `${number(totalmem() / 2 ** 30, 1)} GiB RAM`,
    `Node ${process.version}`,
    (version.stdout || version.stderr || 'Python ?').trim(),
    `${process.platform}/${process.arch}`,
    // A shared machine slows every figure: say how busy it was.
    `load average ${loadavg().map((n) => number(n, 2)).join(' ')} at the end`,
  ].join(', ');
}

/** The date and machine line of the run that wrote `text`, as the file says them. */
function earlierRun(text) {
  const written = /^Written by .*? on (\d{4}-\d{2}-\d{2})/m.exec(text)?.[1];
  const machineLine = /^Machine: (.*)\.$/m.exec(text)?.[1];
  return [written === undefined ? 'date unknown' : `the run of ${written}`, machineLine ?? 'machine unknown'].join(', on ');
}

/** The options of the command line; exits 2 on one it does not know. */
function parseArgs(argv) {
  const options = { only: [], allowFailures: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--allow-failures') options.allowFailures = true;
    else if (arg === '--only' && argv[i + 1] !== undefined) options.only.push(argv[++i]);
    else if (arg.startsWith('--only=')) options.only.push(arg.slice('--only='.length));
    else {
      process.stderr.write(`bench: unknown argument '${arg}' (--only TEXT, --allow-failures)\n`);
      process.exit(2);
    }
  }
  return options;
}

/** The benchmarks `only` selects (all when empty); exits 2 naming a TEXT that selects none. */
function selected(only) {
  if (only.length === 0) return BENCHMARKS;
  for (const text of only) {
    if (!BENCHMARKS.some((b) => b.name.toLowerCase().includes(text.toLowerCase()))) {
      process.stderr.write(`bench: --only '${text}' names no benchmark; they are:\n${BENCHMARKS.map((b) => `  ${b.name}`).join('\n')}\n`);
      process.exit(2);
    }
  }
  return BENCHMARKS.filter((b) => only.some((text) => b.name.toLowerCase().includes(text.toLowerCase())));
}

/** Builds dist/ as `npm run build` does; exits 1 when it fails. */
function build() {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  process.stdout.write('$ tsc -p tsconfig.build.json\n');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('bench: the build failed; nothing was measured\n');
    process.exit(1);
  }
}

const options = parseArgs(process.argv.slice(2));
const chosen = selected(options.only);
build();
const problem = setupBridge();
if (problem) {
  process.stderr.write(`bench: ${problem}\n`);
  process.exit(3);
}
const started = performance.now();
const results = new Map();
for (const benchmark of chosen) {
  process.stdout.write(`\n$ ${shown(benchmark.command)}\n`);
  const result = runBenchmark(benchmark);
  results.set(benchmark, { ...result, name: benchmark.name, command: shown(benchmark.command) });
  if (result.failure !== undefined) process.stdout.write(`  FAILED: ${result.failure}\n`);
  else for (const [what, value] of result.rows) process.stdout.write(`  ${what}: ${value}\n`);
}
const totalSeconds = (performance.now() - started) / 1000;
const file = join(root, 'BENCHMARKS.md');
const ran = [...results.values()];
const refused = refusal(ran, options.allowFailures);
if (refused !== null) {
  process.stderr.write(`\nbench: ${refused}\n`);
  process.exit(1);
}
const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
const today = new Date().toISOString().slice(0, 10);
const parts = [];
for (const benchmark of BENCHMARKS) {
  const result = results.get(benchmark);
  const part = result !== undefined ? partOf(result) : keptPart(existing, benchmark.name, shown(benchmark.command));
  if (part !== null) parts.push(part);
}
const note =
  chosen.length === BENCHMARKS.length
    ? `Written by \`npm run bench\` (scripts/bench.mjs) on ${today}, in ${number(totalSeconds)} s.`
    : `Written by \`npm run bench\` (scripts/bench.mjs); on ${today} \`--only\` ran again: ${chosen.map((b) => b.name).join('; ')} (${number(totalSeconds)} s). The other rows are kept from an earlier run (${earlierRun(existing)}), each with its full output below.`;
// The real-model section comes from `npm run bench:llm` (hours, opt-in): it is kept as it is.
const realModel = sectionOf(existing);
const handWritten = handWrittenSections(existing, BENCHMARKS.map((b) => b.name));
writeFileSync(file, tableMarkdown(parts, note, machine(), handWritten) + (realModel === '' ? '\n' : `\n\n${realModel}\n`));
process.stdout.write(`\nWrote ${relative(process.cwd(), file) || file} (${number(totalSeconds)} s)\n`);
if (ran.some((r) => r.failure !== undefined)) process.exitCode = 1;
