// Allocation and schedule at the sizes the limits allow: for programs expanding to 40, 400, 4,000
// and 10,000 skill calls (the limit, src/limits.ts), the time to allocate them to the three-agent
// team — the paper rule alone, the paper rule with its figures (which include the balanced
// allocator's makespan and the smaller teams'), and the balanced allocator — to derive their
// schedule, and to print its timeline, and the peak memory of a process doing it all once (over
// dist/). Each size runs in a fresh process, so its memory is its own.
//
//   node bench/allocation.mjs            every size, one line each
//   node bench/allocation.mjs --json     the same, then one JSON line
//   node bench/allocation.mjs --size N   one size (what the line for N runs)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { benchmarkCode } from './allocation-code.mjs';

const SIZES = [40, 400, 4_000, 10_000];
function timed(fn) {
  const start = performance.now();
  const value = fn();
  return { ms: performance.now() - start, value };
}

/** One size, in this process: the figures as an object. */
async function measure(calls) {
  const { allocateRuleBased, allocateWith } = await import('../dist/allocation/index.js');
  const { flattenSteps, parseSkillCode } = await import('../dist/code/index.js');
  const { planSchedule, plannedTimeline } = await import('../dist/execution/index.js');
  const { formatTimeline } = await import('../dist/schedule/index.js');
  const { loadWorld } = await import('../dist/world/index.js');
  const world = loadWorld('FloorPlan1', { team: 'two-robots' });
  const parsed = parseSkillCode(benchmarkCode(calls));
  if (!parsed.ok) throw new Error('benchmark code failed to parse');
  if (flattenSteps(parsed.program).length !== calls) throw new Error('benchmark code has the wrong number of calls');
  const allocation = timed(() => allocateRuleBased(parsed.program, world.team, world.skills));
  const withFigures = timed(() => allocateWith('paper', parsed.program, world));
  const balanced = timed(() => allocateWith('balanced', parsed.program, world));
  const schedule = timed(() => planSchedule(allocation.value.program, world));
  const timeline = timed(() => formatTimeline(plannedTimeline(schedule.value, 'bench')));
  return {
    calls,
    written: allocation.value.rows.length,
    allocateMs: allocation.ms,
    paperMs: withFigures.ms,
    balancedMs: balanced.ms,
    balancedMethod: balanced.value.figures.method,
    balancedGap: balanced.value.figures.gap,
    paperMakespan: withFigures.value.figures.expected?.makespan ?? withFigures.value.figures.makespan,
    balancedMakespan: balanced.value.figures.expected?.makespan ?? balanced.value.figures.makespan,
    scheduleMs: schedule.ms,
    timelineMs: timeline.ms,
    makespan: schedule.value.schedule.makespan,
    peakMB: process.resourceUsage().maxRSS / 1024,
  };
}

const fixed = (value, digits) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function line(r) {
  const how = r.balancedMethod === 'exact' ? 'exact' : `heuristic, gap ≤ ${fixed(r.balancedGap * 100, 0)}%`;
  return (
    `calls ${fixed(r.calls, 0)}: paper rule ${fixed(r.allocateMs, 1)} ms (${fixed(r.written, 0)} written calls; with its figures ${fixed(r.paperMs, 0)} ms), ` +
    `balanced ${fixed(r.balancedMs, 0)} ms (${how}; expected makespan with walks ${fixed(r.balancedMakespan, 0)} s against the paper rule's ${fixed(r.paperMakespan, 0)} s), ` +
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
