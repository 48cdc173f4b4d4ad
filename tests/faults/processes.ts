/** Finding the processes a child started (Linux /proc), to kill one of them from a test. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** True where /proc lists each task's children (Linux). */
export const canListChildren = existsSync('/proc/self/task');

/** The pids of `pid`'s direct children, read from /proc/<pid>/task/<tid>/children. */
export function childPids(pid: number): number[] {
  const pids: number[] = [];
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let text: string;
    try {
      text = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8');
    } catch {
      continue; // the thread ended while we looked
    }
    for (const field of text.split(' ')) if (field.trim() !== '') pids.push(Number(field));
  }
  return pids;
}

/** The command line of a process, as its argv. */
export function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter((arg) => arg !== '');
}

/** The one child of `pid` running `python -m bridge`; throws when there is not exactly one. */
export function bridgeChildOf(pid: number): number {
  const bridges = childPids(pid).filter((child) => {
    const argv = commandLine(child);
    const m = argv.indexOf('-m');
    return m >= 0 && argv[m + 1] === 'bridge';
  });
  if (bridges.length !== 1) throw new Error(`expected one bridge child of ${pid}, found ${bridges.length}`);
  return bridges[0]!;
}

/** Whether `pid` runs: a zombie (exited, not yet reaped by its parent) does not. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/PID/stat: "pid (comm) S ..."; Z is a zombie.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc: kill(pid, 0) is all we have
  }
}
