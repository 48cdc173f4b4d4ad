#!/usr/bin/env node
// `npm run bench`: runs every benchmark of bench/ one after another (over dist/, which the npm
// script builds first), prints each figure with the exact command that produced it, and writes
// them all, with each benchmark's full output, to BENCHMARKS.md at the repository root.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setupBridge, venvPython } from './setup-bridge.mjs';
import { sectionOf } from './bench-llm/report.mjs';

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
  ].join(', ');
}

function markdown(results, totalSeconds) {
  const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
  const lines = [
    '# IteraPlan benchmarks',
    '',
    `Written by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 10)}, in ${number(totalSeconds)} s.`,
    `Machine: ${machine()}.`,
    '',
    'Each figure is printed by the command beside it, run from the repository root after `npm run build`.',
    'Figures vary from run to run and from machine to machine; rerun `npm run bench` to refresh this file.',
    '',
    '| What | Figure | Command |',
    '| --- | --- | --- |',
  ];
  for (const { benchmark, rows, failure } of results) {
    if (failure !== undefined) lines.push(`| ${cell(benchmark.name)} | **failed**: ${cell(failure)} | \`${shown(benchmark.command)}\` |`);
    else for (const [what, value] of rows) lines.push(`| ${cell(what)} | ${cell(value)} | \`${shown(benchmark.command)}\` |`);
  }
  lines.push('', '## Full output', '');
  for (const { benchmark, stdout, seconds } of results) {
    lines.push(`### ${benchmark.name}`, '', `\`${shown(benchmark.command)}\` (${number(seconds, 1)} s)`, '', '```', stdout.trimEnd(), '```', '');
  }
  return lines.join('\n');
}

const problem = setupBridge();
if (problem) {
  process.stderr.write(`bench: ${problem}\n`);
  process.exit(3);
}
const started = performance.now();
const results = [];
for (const benchmark of BENCHMARKS) {
  process.stdout.write(`\n$ ${shown(benchmark.command)}\n`);
  const result = runBenchmark(benchmark);
  results.push(result);
  if (result.failure !== undefined) process.stdout.write(`  FAILED: ${result.failure}\n`);
  else for (const [what, value] of result.rows) process.stdout.write(`  ${what}: ${value}\n`);
}
const totalSeconds = (performance.now() - started) / 1000;
const file = join(root, 'BENCHMARKS.md');
// The real-model section comes from `npm run bench:llm` (hours, opt-in): it is kept as it is.
const realModel = existsSync(file) ? sectionOf(readFileSync(file, 'utf8')) : '';
writeFileSync(file, markdown(results, totalSeconds) + (realModel === '' ? '\n' : `\n\n${realModel}\n`));
process.stdout.write(`\nWrote ${relative(process.cwd(), file) || file} (${number(totalSeconds)} s)\n`);
if (results.some((r) => r.failure !== undefined)) process.exitCode = 1;
