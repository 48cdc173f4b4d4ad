/** The terminal view of a planning session: stages, code versions, progress, failures and the allocation, on stderr. */
import { highlightCode } from '../../code/index.js';
import type { PlanReporter } from '../../session/index.js';
import { writeShown, type TextSink } from '../../io.js';
import { progressPrinter } from '../progress.js';

/** `  line 4:7: message`, one line per error, as the approval menu shows them. */
export function formatErrorLines(errors: readonly { line: number; column: number; message: string }[]): string {
  return errors.map((e) => `  line ${e.line}:${e.column}: ${e.message}`).join('\n');
}

/**
 * Shows a planning session in the terminal (on stderr, so that stdout stays free for --json):
 * the plan of each stage, each code version with syntax colours, execution progress per line,
 * error reports, the allocation table and the timeline of the agents at work. `sink` is a display
 * sink (src/io.ts): plain text is escaped there, and highlighted code, display-safe already, is
 * written as shown.
 */
export function consoleReporter(sink: TextSink, options: { color: boolean; showCode: boolean }): PlanReporter {
  const progress = progressPrinter(sink);
  return {
    info: (message) => sink.write(`${message}\n`),
    decomposition(stage, plan, missing) {
      const title = stage === 1 ? 'Stage 1 — task decomposition' : 'Stage 2 — refined with the scene';
      sink.write(`\n${title}: ${plan.taskDescription}\n${plan.subtasks.map((s, i) => `  ${i + 1}. ${s}`).join('\n')}\n`);
      sink.write(`  needs: ${plan.neededObjects.join(', ')}\n`);
      if (plan.reading !== undefined) sink.write(`  ${plan.reading.says}\n`);
      if (missing.length > 0) sink.write(`  not in this scene: ${missing.join(', ')}\n`);
    },
    code(version, origin, code, errors, legend = []) {
      const head = `Code v${version} (${origin})${errors.length ? `, ${errors.length} error(s)` : ''}`;
      // At a terminal the approval menu shows the version it asks about; say only what led to it.
      if (options.showCode) {
        sink.write(`\n${head}\n`);
        writeShown(sink, `${highlightCode(code, { color: options.color })}\n`);
        sink.write(legendText(legend));
        // Without a menu (--yes) this is where the person learns what the checker refused.
        if (errors.length > 0) sink.write(`It has errors:\n${formatErrorLines(errors)}\n`);
      } else if (origin === 'validation-repair') sink.write(`\n${head}: the checker's errors went back to the planner\n`);
    },
    progress,
    failure(_report, text) {
      sink.write(`\n${text}\n`);
    },
    allocation(table, code, legend = []) {
      sink.write(`\nAllocation (affordance = Π success rate × accuracy):\n${table}\n\n`);
      writeShown(sink, `${highlightCode(code, { color: options.color })}\n`);
      sink.write(legendText(legend));
    },
    schedule(timeline) {
      sink.write(`\n${timeline}\n`);
    },
  };
}

/** "Objects named by id:" and one line per id with its readable name ('' when the code quotes none). */
export function legendText(legend: readonly string[]): string {
  return legend.length === 0 ? '' : `Objects named by id:\n${legend.map((line) => `  ${line}`).join('\n')}\n`;
}
