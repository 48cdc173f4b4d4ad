#!/usr/bin/env node
/**
 * The README's test command (`npm test`) run beside deliberately busy processes, to show that no
 * test depends on the machine's speed (docs/ARCHITECTURE.md, Tests). It starts N processes that
 * each spin a core (default 4: twice the cores of a two-core machine, a load average of about 12
 * with the tests' own work), runs the command, samples the load average every 10 s, prints what
 * it saw and exits with the command's exit code. The busy processes are stopped when the command
 * ends, when this script is interrupted or killed, and after --max-minutes whatever happens
 * (scripts/busy-cores.mjs).
 *
 *   npm run test:loaded                              npm test beside 4 busy processes
 *   node scripts/test-loaded.mjs [--busy N] [--max-minutes M] [-- COMMAND ARGS...]
 */
import { spawn } from 'node:child_process';
import { availableParallelism, constants, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startBusy } from './busy-cores.mjs';

const USAGE = 'usage: node scripts/test-loaded.mjs [--busy N] [--max-minutes M] [-- COMMAND ARGS...]';
const SAMPLE_MS = 10_000;
const REPORT_EVERY_MS = 5 * 60_000;

/** The options from `argv`, or a message saying what is wrong. */
export function parseArgs(argv) {
  const options = { busy: 4, maxMinutes: 90, command: ['npm', 'test'] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      options.command = argv.slice(i + 1);
      if (options.command.length === 0) return 'no command after --';
      break;
    }
    if (arg !== '--busy' && arg !== '--max-minutes') return `unknown argument '${arg}'`;
    const value = Number(argv[++i]);
    if (!Number.isFinite(value) || value < (arg === '--busy' ? 0 : 1) || (arg === '--busy' && !Number.isInteger(value))) {
      return `${arg} wants ${arg === '--busy' ? 'a whole number of processes (0 or more)' : 'a number of minutes (1 or more)'}, not '${argv[i] ?? ''}'`;
    }
    if (arg === '--busy') options.busy = value;
    else options.maxMinutes = value;
  }
  return options;
}

/** min, mean and max of `samples`, to one decimal. */
export function summarise(samples) {
  const mean = samples.reduce((sum, s) => sum + s, 0) / Math.max(1, samples.length);
  const f = (n) => n.toFixed(1);
  return `min ${f(Math.min(...samples))}, mean ${f(mean)}, max ${f(Math.max(...samples))} (${samples.length} samples, every ${SAMPLE_MS / 1000} s)`;
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  if (typeof options === 'string') {
    process.stderr.write(`test-loaded: ${options}\n${USAGE}\n`);
    process.exit(2);
  }
  const say = (line) => process.stderr.write(`test-loaded: ${line}\n`);
  const started = Date.now();
  const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);
  const samples = [loadavg()[0]];
  const command = options.command.join(' ');

  const busy = startBusy(options.busy, options.maxMinutes * 60);
  // Whatever ends this process, the busy ones go too (their stdin closing also stops them).
  process.on('exit', () => busy.killNow());

  const sampler = setInterval(() => samples.push(loadavg()[0]), SAMPLE_MS);
  const reporter = setInterval(() => say(`${minutes()} min, load average ${loadavg()[0].toFixed(1)}`), REPORT_EVERY_MS);

  const tests = spawn(options.command[0], options.command.slice(1), { stdio: 'inherit' });
  // Signals are handled from here on, before anything is said: the busy processes stop, the
  // command is told the same and its end awaited; asked twice, it is killed.
  let interrupted;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      void busy.stop();
      if (interrupted !== undefined) tests.kill('SIGKILL');
      interrupted = signal;
      tests.kill(signal);
    });
  }
  say(
    `${options.busy} busy processes (pids ${busy.pids.join(' ') || 'none'}), each stopping after ${options.maxMinutes} min at most; ` +
      `running ${command} on ${availableParallelism()} cores (load average now ${samples[0].toFixed(2)})`,
  );

  let finishing = false;
  const finish = async (code, note) => {
    if (finishing) return;
    finishing = true;
    clearInterval(sampler);
    clearInterval(reporter);
    await busy.stop();
    samples.push(loadavg()[0]);
    say(`${command} ${note} after ${minutes()} min beside ${options.busy} busy processes on ${availableParallelism()} cores`);
    say(`load average (1 min) while it ran: ${summarise(samples)}`);
    process.exit(code);
  };
  tests.once('error', (error) => void finish(3, `could not start: ${error.message}`));
  tests.once('close', (code, signal) => {
    if (interrupted !== undefined) void finish(128 + constants.signals[interrupted], `interrupted (${interrupted})`);
    else if (signal !== null) void finish(128 + (constants.signals[signal] ?? 0), `ended on ${signal}`);
    else void finish(code ?? 1, `exited ${code}`);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
