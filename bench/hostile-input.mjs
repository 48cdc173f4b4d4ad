// Hostile input, refused or shown safely in bounded time (over dist/): the nested-call program
// that expands to 10^20 steps, a 256 KiB code file of terminal controls, and showing that file
// on the approval screen (display-safe, with colours).
import { performance } from 'node:perf_hooks';
import { highlightCode, parseSkillCode } from '../dist/code/index.js';

/** Median milliseconds of `rounds` runs of `fn`. */
function median(rounds, fn) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const nested = [];
for (let d = 0; d < 20; d++) {
  nested.push(`def f${d}():`);
  for (let k = 0; k < 10; k++) nested.push(d === 0 ? "    OpenObject('Fridge')" : `    f${d - 1}()`);
}
const bomb = `${nested.join('\n')}\nf19()\n`;
const refusal = parseSkillCode(bomb);
if (refusal.ok || refusal.errors[0].code !== 'too-many-steps') throw new Error('the nested program was not refused');
const bombMs = median(50, () => parseSkillCode(bomb));

// Just under 256 KiB: every line a comment full of cursor movements and erasures.
const hostileLine = `    # ${'\x1b[1A\x1b[2K\u202e'.repeat(12)}`;
const lines = [];
let bytes = 0;
while (bytes + hostileLine.length * 2 < 255 * 1024) {
  lines.push(hostileLine);
  bytes += Buffer.byteLength(hostileLine) + 1;
}
const hostile = `def f():\n${lines.join('\n')}\n    OpenObject('Fridge')\nf()\n`;
const hostileBytes = Buffer.byteLength(hostile);
const parsed = parseSkillCode(hostile);
if (parsed.ok) throw new Error('the hostile file was accepted');
const parseMs = median(10, () => parseSkillCode(hostile));
const showMs = median(10, () => highlightCode(hostile, { color: true }));
const kib = (hostileBytes / 1024).toFixed(0);

console.log(`nested: the 20x10 nested-call program (10^20 steps, ${bomb.trimEnd().split('\n').length} lines) refused in ${bombMs.toFixed(2)} ms (median of 50)`);
console.log(`controls-check: a ${kib} KiB file of terminal controls refused in ${parseMs.toFixed(1)} ms with ${parsed.errors.length} errors listed (median of 10)`);
console.log(`controls-show: the same file shown display-safe and coloured in ${showMs.toFixed(1)} ms (${(hostileBytes / 1024 / 1024 / (showMs / 1000)).toFixed(1)} MiB/s, median of 10)`);
