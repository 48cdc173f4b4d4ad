// Allocation and schedule time: the rule-based allocator for the three-agent team on a long
// program, and the schedule of the allocated program, per skill call (over dist/).
import { performance } from 'node:perf_hooks';
import { allocateRuleBased } from '../dist/allocation/index.js';
import { parseSkillCode } from '../dist/code/index.js';
import { planSchedule } from '../dist/execution/index.js';
import { loadWorld } from '../dist/world/index.js';

const world = loadWorld('FloorPlan1', { team: 'two-robots' });
const calls = [];
for (let i = 0; i < 250; i++) calls.push(`    OpenObject('Fridge')`, `    PutObject('Egg', 'Pan')`, `    SliceObject('Apple', 'Knife')`, `    CleanObject('Plate', 'DishSponge', 'SoapBottle')`);
const parsed = parseSkillCode(`def task():\n${calls.join('\n')}\n\ntask()\n`);
if (!parsed.ok) throw new Error('benchmark code failed to parse');

function time(rounds, fn) {
  for (let i = 0; i < 3; i++) fn();
  const start = performance.now();
  for (let i = 0; i < rounds; i++) fn();
  return (performance.now() - start) / rounds;
}

const allocate = () => allocateRuleBased(parsed.program, world.team, world.skills);
const ms = time(50, allocate);
console.log(`allocation: ${ms.toFixed(2)} ms for ${calls.length} skill calls and 3 agents (${((ms * 1000) / calls.length).toFixed(2)} µs per call)`);
const allocated = allocate().program;
const short = parseSkillCode(`def task():\n${calls.slice(0, 40).join('\n')}\n\ntask()\n`);
if (!short.ok) throw new Error('benchmark code failed to parse');
const shortAllocated = allocateRuleBased(short.program, world.team, world.skills).program;
const small = time(50, () => planSchedule(shortAllocated, world));
console.log(`schedule: ${small.toFixed(2)} ms for 40 skill calls (a long household plan)`);
const large = time(3, () => planSchedule(allocated, world));
console.log(`schedule (1000 calls): ${large.toFixed(0)} ms (the same four objects over and over, so each call waits for many)`);
