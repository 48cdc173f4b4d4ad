// Allocation and schedule at the sizes the limits allow: for programs expanding to 40, 400, 4,000
// and 10,000 skill calls (the limit, src/limits.ts), the time to allocate them to the three-agent
// team, to derive their schedule, and to print its timeline, and the peak memory of a process
// doing it all once (over dist/). Each size runs in a fresh process, so its memory is its own.
//
//   node bench/allocation.mjs            every size, one line each
//   node bench/allocation.mjs --json     the same, then one JSON line
//   node bench/allocation.mjs --size N   one size (what the line for N runs)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const SIZES = [40, 400, 4_000, 10_000];
/** Calls written in the code at most: a code file holds 2,000 lines, so long plans call functions several times. */
const WRITTEN = 1_000;

/** Ten calls that touch the fridge, the stove, a cabinet, the counter and the sink, as a household plan does. */
const ROUND = [
  `OpenObject('Fridge')`,
  `PutObject('Egg', 'Pan')`,
  `CloseObject('Fridge')`,
  `SliceObject('Apple', 'Knife')`,
  `CleanObject('Plate', 'DishSponge', 'SoapBottle')`,
  `SwitchOn('StoveKnob')`,
  `SwitchOff('StoveKnob')`,
  `PutObject('Apple', 'Plate')`,
  `OpenObject('Cabinet')`,
  `CloseObject('Cabinet')`,
];

/** Skill code whose expansion holds `calls` skill calls: `part()` of up to WRITTEN calls, called as often as needed. */
export function benchmarkCode(calls) {
  const written = Math.min(calls, WRITTEN);
  const body = Array.from({ length: written }, (_, i) => `    ${ROUND[i % ROUND.length]}`);
  const times = calls / written;
  if (!Number.isInteger(times)) throw new Error(`${calls} is not a multiple of ${written}`);
  return `def part():\n${body.join('\n')}\n\ndef task():\n${Array.from({ length: times }, () => '    part()').join('\n')}\n\ntask()\n`;
}

function timed(fn) {
  const start = performance.now();
  const value = fn();
  return { ms: performance.now() - start, value };
}

/** One size, in this process: the figures as an object. */
async function measure(calls) {
  const { allocateRuleBased } = await import('../dist/allocation/index.js');
  const { flattenSteps, parseSkillCode } = await import('../dist/code/index.js');
  const { planSchedule, plannedTimeline } = await import('../dist/execution/index.js');
  const { formatTimeline } = await import('../dist/schedule/index.js');
  const { loadWorld } = await import('../dist/world/index.js');
  const world = loadWorld('FloorPlan1', { team: 'two-robots' });
  const parsed = parseSkillCode(benchmarkCode(calls));
  if (!parsed.ok) throw new Error('benchmark code failed to parse');
  if (flattenSteps(parsed.program).length !== calls) throw new Error('benchmark code has the wrong number of calls');
  const allocation = timed(() => allocateRuleBased(parsed.program, world.team, world.skills));
  const schedule = timed(() => planSchedule(allocation.value.program, world));
  const timeline = timed(() => formatTimeline(plannedTimeline(schedule.value, 'bench')));
  return {
    calls,
    written: allocation.value.rows.length,
    allocateMs: allocation.ms,
    scheduleMs: schedule.ms,
    timelineMs: timeline.ms,
    makespan: schedule.value.schedule.makespan,
    peakMB: process.resourceUsage().maxRSS / 1024,
  };
}

const fixed = (value, digits) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function line(r) {
  return (
    `calls ${fixed(r.calls, 0)}: allocate ${fixed(r.allocateMs, 1)} ms (${fixed(r.written, 0)} written calls), ` +
    `schedule ${fixed(r.scheduleMs, 0)} ms, timeline ${fixed(r.timelineMs, 0)} ms, peak memory ${fixed(r.peakMB, 0)} MB (whole process)`
  );
}

const args = process.argv.slice(2);
const sizeAt = args.indexOf('--size');
if (sizeAt >= 0) {
  process.stdout.write(`${JSON.stringify(await measure(Number(args[sizeAt + 1])))}\n`);
} else {
  const rows = SIZES.map((calls) => {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--size', String(calls)], { encoding: 'utf8', maxBuffer: 1 << 24 });
    if (child.status !== 0) throw new Error(`size ${calls} failed: ${child.stderr}`);
    const row = JSON.parse(child.stdout.trim().split('\n').at(-1));
    process.stdout.write(`${line(row)}\n`);
    return row;
  });
  if (args.includes('--json')) process.stdout.write(`${JSON.stringify({ rows })}\n`);
}
