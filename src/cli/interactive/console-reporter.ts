/** The terminal view of a planning session: stages, code versions, progress, failures and the allocation, on stderr. */
import { highlightCode } from '../../code/index.js';
import type { PlanReporter } from '../../session/index.js';
import type { TextSink } from '../../io.js';
import { progressPrinter } from '../progress.js';
import { terminalSafe } from '../../report/index.js';

/**
 * Shows a planning session in the terminal (on stderr, so that stdout stays free for --json):
 * the plan of each stage, each code version with syntax colours, execution progress per line,
 * error reports, the allocation table and the timeline of the agents at work.
 */
export function consoleReporter(sink: TextSink, options: { color: boolean; showCode: boolean }): PlanReporter {
  const progress = progressPrinter(sink);
  return {
    info: (message) => sink.write(`${message}\n`),
    decomposition(stage, plan, missing) {
      const title = stage === 1 ? 'Stage 1 — task decomposition' : 'Stage 2 — refined with the scene';
      sink.write(`\n${title}: ${plan.taskDescription}\n${plan.subtasks.map((s, i) => `  ${i + 1}. ${s}`).join('\n')}\n`);
      sink.write(`  needs: ${plan.neededObjects.join(', ')}\n`);
      if (missing.length > 0) sink.write(`  not in this scene: ${missing.join(', ')}\n`);
    },
    code(version, origin, code, errors, legend = []) {
      const head = `Code v${version} (${origin})${errors.length ? `, ${errors.length} error(s)` : ''}`;
      // At a terminal the approval menu shows the version it asks about; say only what led to it.
      if (options.showCode) sink.write(`\n${head}\n${highlightCode(code, { color: options.color })}\n${legendText(legend)}`);
      else if (origin === 'validation-repair') sink.write(`\n${head}: the checker's errors went back to the planner\n`);
    },
    progress,
    failure(_report, text) {
      sink.write(`\n${text}\n`);
    },
    allocation(table, code, legend = []) {
      sink.write(`\nAllocation (affordance = Π success rate × accuracy):\n${table}\n\n${highlightCode(code, { color: options.color })}\n${legendText(legend)}`);
    },
    schedule(timeline) {
      sink.write(`\n${timeline}\n`);
    },
  };
}

/** "Objects named by id:" and one line per id with its readable name ('' when the code quotes none). */
export function legendText(legend: readonly string[]): string {
  return legend.length === 0 ? '' : `Objects named by id:\n${legend.map((line) => `  ${terminalSafe(line)}`).join('\n')}\n`;
}
