#!/usr/bin/env node
// Lists the slowest vitest files, from vitest's JSON reporter: each file's wall time, its test
// count and its slowest test. With a report file it only reads it; without one it runs the
// TypeScript suite once to write it (npm run build first: many tests run the built CLI).
//
//   node scripts/slowest-tests.mjs [report.json] [--top N]
//   npx vitest run --reporter=json --outputFile.json=report.json   # a report to read later
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt === -1 ? 25 : Number(args[topAt + 1]);
const given = args.find((arg, i) => !arg.startsWith('--') && (topAt === -1 || i !== topAt + 1));
if (!Number.isInteger(top) || top < 1) {
  process.stderr.write('usage: node scripts/slowest-tests.mjs [report.json] [--top N]\n');
  process.exit(2);
}

let report = given;
if (report === undefined) {
  report = join(mkdtempSync(join(tmpdir(), 'slowest-')), 'vitest.json');
  process.stderr.write(`running the vitest suite once (JSON report: ${report}) ...\n`);
  spawnSync('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
if (!existsSync(report)) {
  process.stderr.write(`no report at ${report}\n`);
  process.exit(3);
}

const data = JSON.parse(readFileSync(report, 'utf8'));
const files = (data.testResults ?? []).map((file) => {
  const tests = file.assertionResults ?? [];
  const slowest = tests.reduce((a, b) => ((b.duration ?? 0) > (a?.duration ?? -1) ? b : a), undefined);
  return {
    name: relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: tests.length,
    failed: tests.filter((t) => t.status === 'failed').length,
    slowest: slowest === undefined ? '' : `${((slowest.duration ?? 0) / 1000).toFixed(1)} s ${slowest.fullName ?? slowest.title}`,
  };
});
files.sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, f) => sum + f.seconds, 0);
const wall = (data.testResults ?? []).reduce((span, f) => [Math.min(span[0], f.startTime), Math.max(span[1], f.endTime)], [Infinity, -Infinity]);
process.stdout.write(
  `${files.length} files, ${data.numTotalTests ?? '?'} tests, ${data.numFailedTests ?? 0} failed; ` +
    `${total.toFixed(0)} s of file time in ${((wall[1] - wall[0]) / 1000).toFixed(0)} s wall\n\n`,
);
process.stdout.write('  seconds  share  tests  file  (slowest test)\n');
for (const f of files.slice(0, top)) {
  const share = total > 0 ? ((100 * f.seconds) / total).toFixed(1) : '0.0';
  const failed = f.failed > 0 ? ` [${f.failed} failed]` : '';
  process.stdout.write(`${f.seconds.toFixed(1).padStart(9)}  ${share.padStart(4)}%  ${String(f.tests).padStart(5)}  ${f.name}${failed}  (${f.slowest})\n`);
}
