#!/usr/bin/env node
// Writes contract/ (the JSON Schema and constants both halves share, docs/CONTRACTS.md) from the
// built zod schemas: `npm run build` first. With --check it writes nothing and exits 1 when a
// file is missing, stale or extra.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { CONTRACT_DIR, contractFiles } = await import(join(root, 'dist', 'bridge', 'index.js'));
const folder = join(root, CONTRACT_DIR);
const files = contractFiles();
const present = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : [];
const stale = [
  ...[...files].filter(([name, text]) => !existsSync(join(folder, name)) || readFileSync(join(folder, name), 'utf8') !== text).map(([name]) => name),
  ...present.filter((name) => !files.has(name)),
];
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    process.stderr.write(`contract/ is stale (${stale.join(', ')}): run npm run build && node scripts/write-contract.mjs\n`);
    process.exit(1);
  }
  process.exit(0);
}
mkdirSync(folder, { recursive: true });
for (const name of present) if (!files.has(name)) rmSync(join(folder, name));
for (const [name, text] of files) writeFileSync(join(folder, name), text);
process.stdout.write(`wrote ${files.size} files to ${CONTRACT_DIR}/${stale.length > 0 ? ` (changed: ${stale.join(', ')})` : ' (unchanged)'}\n`);
