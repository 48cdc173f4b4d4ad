import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../src/errors.js';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

describe("README's exit-code table", () => {
  it('lists exactly the codes the command exits with, once each', () => {
    const rows = [...readme.matchAll(/^\| `(\d+)` \|/gm)].map((m) => Number(m[1]));
    expect(rows).toEqual(Object.values(ExitCode).sort((a, b) => a - b));
  });
});
