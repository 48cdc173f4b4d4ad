/** A bank folder written and read back; every problem named by file, line or field. */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors.js';
import { BANK_SCHEMA_VERSION, bankExists, readBank, writeBank } from '../../../src/planning/index.js';
import { EXAMPLES } from './fixtures.js';

const scratch = mkdtempSync(join(tmpdir(), 'iteraplan-bank-file-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const manifest = {
  seed: 7,
  bySource: { generated: 6, paraphrase: 0, 'alfred-expert': 0, augmented: 0 },
  bySplit: { train: 5, validation: 1 },
  floorplans: { train: ['FloorPlan1'], validation: ['FloorPlan22'] },
  rejected: { unreachable: 2 },
  duplicates: 1,
  build: { options: { seed: 7 }, seconds: 1.5 },
};

function written(name: string): string {
  const dir = join(scratch, name);
  writeBank(dir, EXAMPLES, manifest);
  return dir;
}

describe('the bank folder', () => {
  it('reads back what was written, sorted by id, with the version and the content hash', () => {
    const dir = written('ok');
    expect(bankExists(dir)).toBe(true);
    const bank = readBank(dir);
    expect(bank.manifest.schemaVersion).toBe(BANK_SCHEMA_VERSION);
    expect(bank.examples.map((e) => e.id)).toEqual(EXAMPLES.map((e) => e.id).sort());
    expect(bank.manifest.examples).toBe(EXAMPLES.length);
    // Written again from the same examples in another order: the same bytes and hash.
    const again = join(scratch, 'again');
    writeBank(again, [...EXAMPLES].reverse(), manifest);
    expect(readFileSync(join(again, 'examples.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'examples.jsonl'), 'utf8'));
    expect(readBank(again).manifest.contentHash).toBe(bank.manifest.contentHash);
  });

  it('refuses a bank of another schema version, naming both', () => {
    const dir = written('version');
    const file = join(dir, 'manifest.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace(`"schemaVersion": ${BANK_SCHEMA_VERSION}`, '"schemaVersion": 99'));
    expect(() => readBank(dir)).toThrow(InputError);
    expect(() => readBank(dir)).toThrow(/manifest\.json: schemaVersion is 99; this IteraPlan reads plan banks of version 1/);
  });

  it('refuses examples edited after the build, and names the line and field of a bad example', () => {
    const dir = written('edited');
    const file = join(dir, 'examples.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[1] = lines[1]!.replace('"split":"train"', '"split":"test"');
    writeFileSync(file, lines.join('\n'));
    expect(() => readBank(dir)).toThrow(/examples\.jsonl: its content is not the one manifest\.json hashed/);
    // With the hash made to match, the line itself is named.
    const manifestFile = join(dir, 'manifest.json');
    const hash = createHash('sha256').update(readFileSync(file, 'utf8')).digest('hex');
    writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').replace(/"contentHash": "[0-9a-f]+"/, `"contentHash": "${hash}"`));
    expect(() => readBank(dir)).toThrow(/examples\.jsonl:2.*split/);
  });

  it('says which file is missing', () => {
    expect(() => readBank(join(scratch, 'none'))).toThrow(/none\/manifest\.json: cannot be read \(ENOENT\)/);
  });
});
