/**
 * Test helper: a private, editable copy of the world fixtures, so each error test can break one
 * thing in one file and look for it at the line where it put it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError } from '../../src/errors.js';
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

export interface FixtureCopy {
  readonly scenes: string;
  readonly skills: string;
  /** Replaces the one occurrence of `from` in `file` (relative to the copy) by `to`. */
  edit(file: string, from: string, to: string): void;
  /** Writes `file` (relative to the copy) with `text`. */
  write(file: string, text: string): void;
  /** The 1-based line of the one occurrence of `needle` in `file`. */
  lineOf(file: string, needle: string): number;
  /** The absolute path of `file` in the copy. */
  path(file: string): string;
  remove(): void;
}

export function copyFixtures(): FixtureCopy {
  const root = mkdtempSync(join(tmpdir(), 'iteraplan-world-'));
  cpSync(FIXTURES, root, { recursive: true });
  const path = (file: string): string => join(root, file);
  const read = (file: string): string => readFileSync(path(file), 'utf8');
  const once = (text: string, needle: string, file: string): number => {
    const at = text.indexOf(needle);
    if (at === -1 || text.indexOf(needle, at + 1) !== -1) {
      throw new Error(`'${needle}' must occur exactly once in ${file}`);
    }
    return at;
  };
  return {
    scenes: path('scenes'),
    skills: path('skills'),
    path,
    edit(file, from, to) {
      const text = read(file);
      const at = once(text, from, file);
      writeFileSync(path(file), text.slice(0, at) + to + text.slice(at + from.length));
    },
    write(file, text) {
      writeFileSync(path(file), text);
    },
    lineOf(file, needle) {
      const text = read(file);
      return text.slice(0, once(text, needle, file)).split('\n').length;
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Runs `fn`, which must throw; returns what it threw. */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

/** The InputError `fn` throws; anything else (or nothing) fails the test. */
export function inputErrorOf(fn: () => unknown): InputError {
  const error = thrown(fn);
  if (!(error instanceof InputError)) throw new Error(`expected an InputError, got ${String(error)}`);
  return error;
}
