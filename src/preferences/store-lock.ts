/**
 * One writer at a time for a preferences store: `prefs add`, `prefs rm`, `prefs edit` and
 * `plan --remember` in other processes may change the same file at once. A writer creates
 * `<store>.lock` exclusively (holding its process id), re-reads the store, writes it as a new file
 * renamed over the old, and removes the lock. It waits while others hold the lock in turn, and
 * gives up, saying so, only when one holder keeps it for a bounded time; a lock whose process no
 * longer runs (a crash) is taken over.
 */
import { closeSync, constants, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { EnvironmentError } from '../errors.js';
import { processAlive } from '../process-alive.js';

/** How long one holder may keep the lock before a waiting writer gives up (a write takes milliseconds). */
export const LOCK_WAIT_MS = 10_000;

export interface LockOptions {
  /** Milliseconds to wait for one lock held by a live process (default LOCK_WAIT_MS). */
  readonly lockWaitMs?: number;
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Blocks this thread for `ms` (the store's functions are synchronous; waits are a few ms each). */
function sleep(ms: number): void {
  Atomics.wait(pause, 0, 0, ms);
}

/** Runs `change` while holding the lock of the store at `path`. @throws EnvironmentError when the wait runs out */
export function withStoreLock<T>(path: string, change: () => T, options: LockOptions = {}): T {
  const lock = `${path}.lock`;
  const waitMs = options.lockWaitMs ?? LOCK_WAIT_MS;
  const heldTooLong = holderClock(waitMs);
  let delay = 2;
  for (;;) {
    const fd = tryCreate(lock);
    if (fd !== undefined) {
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      try {
        return change();
      } finally {
        try {
          unlinkSync(lock);
        } catch {
          // Already gone (someone removed it by hand): nothing to release.
        }
      }
    }
    const holder = holderOf(lock);
    if (holder !== undefined && !processAlive(holder)) {
      takeOver(lock, holder);
      continue;
    }
    if (heldTooLong(lockIdentity(lock, holder), Date.now())) {
      const who = holder === undefined ? 'another iteraplan' : `another iteraplan (process ${holder})`;
      throw new EnvironmentError(
        `cannot change the preferences ${path}: ${who} is changing it and has held its lock for more than ${Math.round(waitMs / 1000)} s; nothing was changed. Try again; if no iteraplan runs, remove ${lock}`,
      );
    }
    sleep(delay);
    delay = Math.min(delay * 2, 100);
  }
}

/** The lock's file descriptor, or undefined when another holds it. */
function tryCreate(lock: string): number | undefined {
  try {
    return openSync(lock, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
}

/**
 * Tells, from what a waiting writer sees of the lock at each look, when to give up: once one lock
 * (one `identity`) has been seen for `waitMs`. The bound is on one holder, not on the whole wait:
 * writers queued behind each other (twelve at once on a busy machine) each wait their turn,
 * however long the queue takes.
 */
export function holderClock(waitMs: number): (identity: string, now: number) => boolean {
  let seen: { identity: string; since: number } | undefined;
  return (identity, now) => {
    if (seen?.identity !== identity) seen = { identity, since: now };
    return now - seen.since >= waitMs;
  };
}

/** Which lock this is: its file (a new lock is a new file) and the process it names. */
function lockIdentity(lock: string, holder: number | undefined): string {
  try {
    return `${statSync(lock).ino}:${holder ?? '?'}`;
  } catch {
    return 'gone'; // released meanwhile: the next attempt takes it
  }
}

/** The process id a lock names; undefined when it is gone or not yet written. */
function holderOf(lock: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lock, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}


/**
 * Removes a lock left by process `holder`, which no longer runs. It is first moved aside under a
 * name of our own, so of two writers taking it over only one removes it; should the moved file be
 * a fresh lock after all (its holder changed in between), it is put back.
 */
function takeOver(lock: string, holder: number): void {
  const aside = `${lock}.${process.pid}.stale`;
  try {
    renameSync(lock, aside);
  } catch {
    return; // Another writer took it over first.
  }
  if (holderOf(aside) === holder) {
    unlinkSync(aside);
    return;
  }
  try {
    // link, not rename: it fails rather than replace a lock someone made meanwhile.
    linkSync(aside, lock);
  } catch {
    // Someone holds it now: theirs stands.
  }
  unlinkSync(aside);
}
