/**
 * Busy processes for a test run under load (scripts/test-loaded.mjs): each spins one core. They
 * never outlive their bound nor the process that started them: each exits after `maxSeconds` on
 * its own, and when its stdin (a pipe from us) closes, which the kernel does when we exit however
 * we exit (SIGKILL included). Between 50 ms slices of spinning a process lets its event loop run,
 * so it sees that end-of-file at once.
 */
import { spawn } from 'node:child_process';

const SPIN = `
const until = Date.now() + Number(process.argv[1]) * 1000;
const leave = () => process.exit(0);
process.stdin.on('end', leave).on('error', leave).resume();
(function spin() {
  const slice = Date.now() + 50;
  while (Date.now() < slice) {}
  if (Date.now() >= until) leave();
  setImmediate(spin);
})();
`;

/**
 * Starts `count` busy processes, each bounded to `maxSeconds`. Returns their pids and `stop()`,
 * which kills them and resolves once all have exited (idempotent).
 */
export function startBusy(count, maxSeconds) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', SPIN, String(maxSeconds)], { stdio: ['pipe', 'ignore', 'inherit'] }),
  );
  const exited = children.map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()))));
  let stopping;
  return {
    pids: children.map((child) => child.pid),
    stop() {
      stopping ??= (async () => {
        for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await Promise.all(exited);
      })();
      return stopping;
    },
    /** Kills them at once, without waiting: for the last moment of a process (an 'exit' listener). */
    killNow() {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
