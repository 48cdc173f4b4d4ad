import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExitCode, InputError } from '../../src/errors.js';
import { findSessionDirs } from '../../src/export/find-sessions.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = makeScratch('iteraplan-find-');
});
afterEach(() => scratch.remove());

function session(...parts: string[]): string {
  const dir = join(scratch.dir, ...parts);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'transcript.jsonl'), '');
  return dir;
}

describe('findSessionDirs', () => {
  it('finds sessions at any depth, in name order, without looking inside a session or hidden folders', () => {
    const b = session('b-session');
    const a = session('a-suite', 'episode-2');
    const a1 = session('a-suite', 'episode-1');
    session('b-session', 'nested-inside-a-session');
    session('.iteraplan', 'cache-looking-like-a-session');
    mkdirSync(join(scratch.dir, 'empty'));
    const resultOnly = join(scratch.dir, 'c-result-only');
    mkdirSync(resultOnly);
    writeFileSync(join(resultOnly, 'result.json'), '{}');
    expect(findSessionDirs(scratch.dir)).toEqual([a1, a, b, resultOnly]);
  });

  it('a session directory given directly is the one session', () => {
    const dir = session('one');
    expect(findSessionDirs(dir)).toEqual([dir]);
  });

  it('a missing directory or a file is an InputError (exit 2) naming it', () => {
    const missing = join(scratch.dir, 'no-runs');
    const file = scratch.write('runs.txt', '');
    for (const [path, message] of [
      [missing, `${missing}: no such directory of sessions`],
      [file, `${file}: not a directory (give the folder the sessions were written to, e.g. runs/)`],
    ] as const) {
      const error = captureError(() => findSessionDirs(path));
      expect(error).toBeInstanceOf(InputError);
      expect(error).toMatchObject({ message, file: path, exitCode: ExitCode.badInput });
    }
  });
});

function captureError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
