// Parser throughput: skill-code lines parsed and validated per second (over dist/).
import { performance } from 'node:perf_hooks';
import { parseSkillCode, printProgram } from '../dist/code/index.js';

const body = [];
for (let i = 0; i < 200; i++) {
  body.push(`    # SubTask ${i + 1}: move things around.`);
  body.push(`    OpenObject('Fridge')`, `    PutObject('Egg', 'Pan')`, `    robot.SliceObject('Apple', 'Knife')`, `    human.CloseObject('Fridge|-02.10|+00.00|+01.09')`);
}
const code = `def big_task():\n${body.join('\n')}\n\nbig_task()\n`;
const lines = code.split('\n').length;

const run = (seconds) => {
  let parsed = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  while (performance.now() < end) {
    const result = parseSkillCode(code);
    if (!result.ok) throw new Error('benchmark code failed to parse');
    parsed++;
  }
  return { parsed, ms: performance.now() - start };
};
run(0.3); // warm-up
const { parsed, ms } = run(2);
const linesPerSecond = (parsed * lines) / (ms / 1000);
const printStart = performance.now();
const program = parseSkillCode(code).program;
for (let i = 0; i < 50; i++) printProgram(program);
const printMs = (performance.now() - printStart) / 50;
console.log(`parser: ${Math.round(linesPerSecond).toLocaleString('en')} lines/s (${lines}-line program, ${(ms / parsed).toFixed(2)} ms per parse)`);
console.log(`printer: ${printMs.toFixed(2)} ms per ${lines}-line program`);
