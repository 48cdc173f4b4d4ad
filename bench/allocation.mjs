// Allocation time: the rule-based allocator on a long program, per skill call (over dist/).
import { performance } from 'node:perf_hooks';
import { allocateRuleBased } from '../dist/allocation/index.js';
import { parseSkillCode } from '../dist/code/index.js';
import { loadWorld } from '../dist/world/index.js';

const world = loadWorld('FloorPlan1');
const calls = [];
for (let i = 0; i < 250; i++) calls.push(`    OpenObject('Fridge')`, `    PutObject('Egg', 'Pan')`, `    SliceObject('Apple', 'Knife')`, `    CleanObject('Plate', 'DishSponge', 'SoapBottle')`);
const parsed = parseSkillCode(`def task():\n${calls.join('\n')}\n\ntask()\n`);
if (!parsed.ok) throw new Error('benchmark code failed to parse');
for (let i = 0; i < 5; i++) allocateRuleBased(parsed.program, world.affordances, world.skills);
const rounds = 50;
const start = performance.now();
for (let i = 0; i < rounds; i++) allocateRuleBased(parsed.program, world.affordances, world.skills);
const ms = (performance.now() - start) / rounds;
console.log(`allocation: ${ms.toFixed(2)} ms for ${calls.length} skill calls (${((ms * 1000) / calls.length).toFixed(2)} µs per call)`);
