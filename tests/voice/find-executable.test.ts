import { chmodSync, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findExecutable } from '../../src/voice/find-executable.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = makeScratch('iteraplan-which-');
});
afterEach(() => scratch.remove());

describe('findExecutable', () => {
  it('returns the first executable file of that name along PATH', () => {
    const [a, b] = [join(scratch.dir, 'a'), join(scratch.dir, 'b')];
    mkdirSync(a);
    mkdirSync(b);
    scratch.write('a/sox', 'not executable');
    const second = scratch.write('b/sox', '#!/bin/sh\n');
    chmodSync(second, 0o755);
    expect(findExecutable('sox', [a, b].join(delimiter))).toBe(second);
  });

  it('skips directories of that name, and finds nothing on an empty or missing PATH', () => {
    mkdirSync(join(scratch.dir, 'arecord'));
    expect(findExecutable('arecord', scratch.dir)).toBeUndefined();
    expect(findExecutable('sh', '')).toBeUndefined();
    expect(findExecutable('sh', undefined)).toBeUndefined();
  });
});
