/** src/fs-errors.ts: file-system failures as the command line's errors, in words, with the right exit code. */
import { describe, expect, test } from 'vitest';
import { ExitCode } from '../src/errors.js';
import { fsError, guardFs } from '../src/fs-errors.js';

const sysError = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: boom`), { code, syscall: 'open', path: '/x' });

describe('fsError', () => {
  test.each([
    ['EACCES', 'permission denied'],
    ['EROFS', 'the file system is read-only'],
    ['ENOSPC', 'no space left on the device'],
  ])('%s is the environment (exit 3), said in words', (code, words) => {
    const error = fsError('cannot write /x', '/x', sysError(code));
    expect(error.exitCode).toBe(ExitCode.environment);
    expect(error.message).toBe(`cannot write /x: ${words}`);
  });

  test('a path of the wrong kind given by the person is bad usage (exit 2); the same in our own output is the environment', () => {
    expect(fsError('cannot read /x', '/x', sysError('EISDIR')).exitCode).toBe(ExitCode.badInput);
    expect(fsError('cannot read /x', '/x', sysError('ENOTDIR'), 'input').exitCode).toBe(ExitCode.badInput);
    expect(fsError('cannot write /x', '/x', sysError('EISDIR'), 'output').exitCode).toBe(ExitCode.environment);
  });
});

test('guardFs converts system errors only', () => {
  expect(() => guardFs('w', '/x', () => { throw sysError('EACCES'); })).toThrow('w: permission denied');
  expect(() => guardFs('w', '/x', () => { throw new TypeError('a bug'); })).toThrow(TypeError);
  expect(guardFs('w', '/x', () => 42)).toBe(42);
});
