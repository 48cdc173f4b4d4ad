import { confirm, editor, input, select } from '@inquirer/prompts';
import type { Context } from '@inquirer/type';
import { highlightCode } from '../../code/index.js';
import type { ErrorReport } from '../../execution/index.js';
import type { Approver, Decision, Proposal } from '../../session/approver.js';

/** How the terminal approver reaches the person: prompt streams and a place to print. */
export interface TerminalIO {
  /** Streams for the prompts (default: the process's stdin/stdout). */
  context?: Context;
  /** Prints text for the person (the code, the plan, reports). */
  print(text: string): void;
  color: boolean;
}

type MenuChoice = Decision['kind'] | 'show';

const menu: { value: MenuChoice; name: string; description: string }[] = [
  { value: 'approve', name: 'Approve', description: 'Run this code in the simulator' },
  { value: 'feedback', name: 'Give feedback', description: 'Say in words what to change' },
  { value: 'edit', name: 'Edit in $EDITOR', description: 'Change the code yourself' },
  { value: 'regenerate', name: 'Regenerate', description: 'Ask the planner for a new version' },
  { value: 'show', name: 'Show prompt/plan', description: 'See the plan and the last prompt' },
  { value: 'abort', name: 'Abort', description: 'Stop here (the session stays on disk)' },
];

/** The approval menu of component 2, on inquirer's prompts. */
export class TerminalApprover implements Approver {
  constructor(private readonly io: TerminalIO) {}

  async answer(question: string, options: readonly string[]): Promise<string> {
    const other = '\u0000other';
    if (options.length > 0) {
      const picked = await select(
        { message: question, choices: [...options.map((o) => ({ value: o, name: o })), { value: other, name: 'Something else…' }] },
        this.io.context,
      );
      if (picked !== other) return picked;
    }
    return input({ message: options.length > 0 ? 'Your answer:' : question, required: true }, this.io.context);
  }

  async review(proposal: Proposal): Promise<Decision> {
    this.io.print(`\nCode v${proposal.version}:\n${highlightCode(proposal.code, { color: this.io.color })}\n`);
    if (proposal.errors.length > 0) {
      this.io.print(`It has errors:\n${proposal.errors.map((e) => `  line ${e.line}:${e.column}: ${e.message}`).join('\n')}\n`);
    }
    for (;;) {
      const choice = await select({ message: 'What next?', choices: menu, default: proposal.errors.length ? 'feedback' : 'approve' }, this.io.context);
      switch (choice) {
        case 'show':
          this.io.print(`${proposal.describe()}\n`);
          continue;
        case 'feedback': {
          const text = await input({ message: 'Your feedback:', required: true }, this.io.context);
          return { kind: 'feedback', text };
        }
        case 'edit': {
          const code = await editor({ message: 'Edit the code (save and close the editor to continue)', default: proposal.code, postfix: '.py', waitForUserInput: false }, this.io.context);
          return { kind: 'edit', code };
        }
        default:
          return { kind: choice };
      }
    }
  }

  async confirmRefinement(report: ErrorReport, attempt: number, maxRefinements: number): Promise<boolean> {
    return confirm(
      { message: `Send this error to the planner for refinement ${attempt} of ${maxRefinements}? (${report.errorCode} at line ${report.line})`, default: true },
      this.io.context,
    );
  }
}
