// The server's share of the CPU on a machine with other jobs. llama-server is started in a session
// of its own (detached), and with the kernel's autogroup scheduling
// (/proc/sys/kernel/sched_autogroup_enabled = 1) each session gets an equal share of the cores
// whatever its processes' nice values: a test run beside it took half, and two threads that wait
// for each other at every step fell from about 19 to 0.5-2 tokens/s. The group's own nice value
// (/proc/PID/autogroup, sched(7)) is what counts there; lowering it needs root (CAP_SYS_NICE).
import { readFileSync, writeFileSync } from 'node:fs';

/** The autogroup nice value the server asks for: ahead of every job at the default 0. */
export const SERVER_GROUP_NICE = -10;

/**
 * Gives the process `pid` (the leader of its own session) the CPU ahead of other sessions where
 * autogroup scheduling is on. Returns a line for the log, or null when there is nothing to say.
 */
export function raiseServerShare(pid, { procRoot = '/proc' } = {}) {
  let enabled;
  try {
    enabled = readFileSync(`${procRoot}/sys/kernel/sched_autogroup_enabled`, 'utf8').trim() === '1';
  } catch {
    return null; // no autogroup scheduling in this kernel: nice values count as they are
  }
  if (!enabled) return null;
  try {
    writeFileSync(`${procRoot}/${pid}/autogroup`, String(SERVER_GROUP_NICE));
    return `llama-server's session scheduled at nice ${SERVER_GROUP_NICE} (autogroup): other jobs on this machine no longer take an equal share from it`;
  } catch (error) {
    return (
      `autogroup scheduling is on and llama-server's session could not be raised (${error.code ?? error.message}): ` +
      'every other terminal or job gets as much CPU as the server whatever its nice value; ' +
      'run as root, or turn it off with `sysctl kernel.sched_autogroup_enabled=0`, for figures of a busy machine'
    );
  }
}
