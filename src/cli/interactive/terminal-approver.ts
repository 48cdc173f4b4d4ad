/** The person at the terminal as the session's approver: the approval menu, the clarifying question and the go-ahead for a refinement. */
import { confirm, editor, input, select } from '@inquirer/prompts';
import type { Context } from '@inquirer/type';
import { highlightCode } from '../../code/index.js';
import { displaySafe } from '../../display.js';
import { InterruptedError } from '../../errors.js';
import { LIMITS, textOverLimit } from '../../limits.js';
import type { ErrorReport } from '../../execution/index.js';
import type { AllocationDecision, AllocationProposal, Approver, CandidateView, Decision, PlanDecision, PlanProposal, Proposal } from '../../session/index.js';
import { describeCandidates, formatPlanText, goalCheckSentence, parsePlanText, planText, STOP_ASKING, takeHouseholdReading, YOU_DECIDE } from '../../session/index.js';
import { describeGoal } from '../../goals/index.js';
import { IteraPlanError } from '../../errors.js';
import { formatErrorLines, legendText } from './console-reporter.js';

/** How the terminal approver reaches the person: prompt streams and a place to print. */
export interface TerminalIO {
  /** Streams for the prompts (default: the process's stdin and stderr). */
  context?: Context;
  /** Prints text for the person (the plan, errors, reports); it is made display-safe on the way. */
  print(text: string): void;
  /** Prints text already display-safe (the highlighted code), as it is (default: print). */
  printShown?(shown: string): void;
  color: boolean;
}

type MenuChoice = Exclude<Decision['kind'], 'pick'> | 'show' | 'candidates';

const menu: { value: MenuChoice; name: string; description: string }[] = [
  { value: 'approve', name: 'Approve', description: 'Run this code in the simulator' },
  { value: 'feedback', name: 'Give feedback', description: 'Say in words what to change' },
  { value: 'edit', name: 'Edit in $EDITOR', description: 'Change the code yourself' },
  { value: 'regenerate', name: 'Regenerate', description: 'Ask the planner for a new version' },
  { value: 'show', name: 'Show prompt', description: 'See the plans and the last prompt, as text' },
  { value: 'abort', name: 'Abort', description: 'Stop here (the session stays on disk)' },
];

/** Shown after "Show prompt" when the code is the best of several candidates. */
const candidatesChoice = { value: 'candidates' as const, name: 'Show other candidates', description: 'Every candidate of this version, ranked, with why; pick another' };

type PlanChoice = PlanDecision['kind'] | 'show' | 'reading';

/** Offered when the household knowledge reads the request otherwise than the planner (`--goal-hints`). */
const readingChoice = { value: 'reading' as const, name: "Take the household's reading", description: 'Make the goals the household knowledge reads the request as the goal, and plan toward them' };

const planMenu: { value: PlanChoice; name: string; description: string }[] = [
  { value: 'approve', name: 'Approve the plan', description: 'Generate the code from this plan' },
  { value: 'correct', name: 'Correct it in words', description: 'Say what to change; the planner revises the plan' },
  { value: 'edit', name: 'Edit the plan in $EDITOR', description: 'Rewrite the task and its subtasks yourself' },
  { value: 'show', name: 'Show prompt', description: 'See the plans and the last prompt, as text' },
  { value: 'abort', name: 'Abort', description: 'Stop here (the session stays on disk)' },
];

/** The approval menu of component 2, on inquirer's prompts. */
export class TerminalApprover implements Approver {
  private readonly context: Context;

  constructor(private readonly io: TerminalIO) {
    // Prompts go to stderr by default, so that stdout stays free for --json.
    this.context = io.context ?? { input: process.stdin, output: process.stderr };
  }

  /** Ctrl+C at the question interrupts the session (exit 130); it stays resumable. */
  async answer(question: string, options: readonly string[]): Promise<string> {
    try {
      return await this.ask(question, options);
    } catch (error) {
      throw interrupted(error, 'at the clarifying question');
    }
  }

  private async ask(question: string, options: readonly string[]): Promise<string> {
    const other = '\u0000other';
    const choices = [
      ...options.map((o) => ({ value: o, name: displaySafe(o) })),
      { value: other, name: 'Something else…', description: 'Answer in your own words' },
      { value: YOU_DECIDE, name: 'You decide', description: 'Leave the choice to the planner' },
      { value: STOP_ASKING, name: 'Stop asking, plan now', description: 'No more questions' },
    ];
    const picked = await select({ message: displaySafe(question), choices }, this.context);
    if (picked !== other) return picked;
    return input({ message: 'Your answer:', required: true, validate: within('answerChars') }, this.context);
  }

  /**
   * Ctrl+C at the menu interrupts the session (exit 130) without deciding anything: unlike
   * Abort it does not end the session, which `--resume` continues at this menu.
   */
  async review(proposal: Proposal): Promise<Decision> {
    try {
      return await this.menu(proposal);
    } catch (error) {
      throw interrupted(error, 'at the approval menu');
    }
  }

  private async menu(proposal: Proposal): Promise<Decision> {
    if (proposal.refusedFeedback !== undefined) this.io.print(`\n${proposal.refusedFeedback.reason}\nThe code is unchanged; give the feedback in other words, or choose another action.\n`);
    this.io.print(`\nCode v${proposal.version}:\n`);
    (this.io.printShown ?? this.io.print)(`${highlightCode(proposal.code, { color: this.io.color })}\n`);
    this.io.print(legendText(proposal.legend ?? []));
    if (proposal.errors.length > 0) {
      this.io.print(`It has errors:\n${formatErrorLines(proposal.errors)}\n`);
    }
    this.io.print(`${goalLine(proposal)}\n`);
    for (;;) {
      const choices = proposal.candidates ? [...menu.slice(0, -1), candidatesChoice, ...menu.slice(-1)] : menu;
      const choice = await select({ message: 'What next?', choices, default: proposal.errors.length ? 'feedback' : 'approve' }, this.context);
      switch (choice) {
        case 'show':
          this.io.print(`${proposal.describe()}\n`);
          continue;
        case 'candidates': {
          const picked = await this.pickCandidate(proposal.candidates?.() ?? []);
          if (picked) return picked;
          continue;
        }
        case 'feedback': {
          const text = await input({ message: 'Your feedback:', required: true, validate: within('feedbackChars') }, this.context);
          return { kind: 'feedback', text };
        }
        case 'edit': {
          const code = await editor({ message: 'Edit the code (save and close the editor to continue)', default: proposal.code, postfix: '.py', waitForUserInput: false }, this.context);
          return { kind: 'edit', code };
        }
        default:
          return { kind: choice };
      }
    }
  }

  /**
   * The allocation step: the affordance table, the allocated code and the timeline, then
   * approve, give a line to another agent, or abort. Ctrl+C interrupts (exit 130, resumable).
   */
  async reviewAllocation(proposal: AllocationProposal): Promise<AllocationDecision> {
    try {
      return await this.allocationMenu(proposal);
    } catch (error) {
      throw interrupted(error, 'at the allocation step');
    }
  }

  private async allocationMenu(proposal: AllocationProposal): Promise<AllocationDecision> {
    this.io.print(`\nAllocation to the team ${proposal.team} (affordance = Π success rate × accuracy):\n${proposal.table}\n\n`);
    (this.io.printShown ?? this.io.print)(`${highlightCode(proposal.code, { color: this.io.color })}\n`);
    this.io.print(`${legendText(proposal.legend ?? [])}${proposal.timeline}\n`);
    if (proposal.preferenceBreaches?.length) this.io.print(`Against your lasting preferences:\n${proposal.preferenceBreaches.map((b) => `  - ${b}`).join('\n')}\n`);
    if (proposal.refusedWords !== undefined) this.io.print(`\n${proposal.refusedWords.reason}\nSay it in other words, or choose another action.\n`);
    const choice = await select(
      {
        message: 'Allocation:',
        choices: [
          { value: 'approve', name: 'Approve and run', description: 'Every agent starts its calls as soon as the calls they wait for are done' },
          { value: 'reassign', name: 'Give a line to another agent', description: 'Change who does one call' },
          { value: 'words', name: 'Say it in words', description: "Who does what, e.g. 'let the robot do the cutting', 'I'll do the eggs'" },
          { value: 'abort', name: 'Abort', description: 'Stop here (the session stays on disk)' },
        ],
        default: 'approve',
      },
      this.context,
    );
    if (choice === 'words') return { kind: 'words', text: await input({ message: 'Who should do what?', required: true, validate: within('feedbackChars') }, this.context) };
    if (choice !== 'reassign') return { kind: choice as 'approve' | 'abort' };
    const line = await select(
      {
        message: 'Which line?',
        choices: proposal.rows.map((row) => ({ value: row.line, name: `line ${row.line}  ${row.call}  (${row.agent})` })),
      },
      this.context,
    );
    const row = proposal.rows.find((r) => r.line === line)!;
    const agent = await select(
      {
        message: `Who does line ${line}, ${row.call}?`,
        choices: Object.entries(row.scores).map(([name, score]) => ({
          value: name,
          name: `${name}  ${score.toFixed(3)}${name === row.agent ? '  (now)' : ''}`,
          ...(score === 0 ? { disabled: '(cannot)' } : {}),
        })),
        default: row.agent,
      },
      this.context,
    );
    return { kind: 'reassign', line, agent };
  }

  /** "Show other candidates": lists them ranked, then lets the person take one instead of the proposed one. */
  private async pickCandidate(candidates: readonly CandidateView[]): Promise<Decision | null> {
    this.io.print(`${describeCandidates(candidates)}\n`);
    const others = [...candidates].filter((c) => c.rank !== 1).sort((a, b) => a.rank - b.rank);
    if (others.length === 0) return null;
    const keep = -1;
    const choice = await select(
      {
        message: 'Use another candidate?',
        choices: [
          { value: keep, name: 'Keep the proposed one' },
          ...others.map((c) => ({ value: c.index, name: `Use candidate ${c.index} (rank ${c.rank})`, description: c.reasons.join(', ') })),
        ],
      },
      this.context,
    );
    const chosen = candidates.find((c) => c.index === choice);
    return chosen ? { kind: 'pick', index: chosen.index, code: chosen.code } : null;
  }

  /**
   * The stage-2 plan, before any code: approve, correct in words, rewrite, or stop. Ctrl+C
   * interrupts (exit 130) without deciding anything; `--resume` asks again.
   */
  async reviewPlan(proposal: PlanProposal): Promise<PlanDecision> {
    try {
      return await this.planMenu(proposal);
    } catch (error) {
      throw interrupted(error, 'at the plan');
    }
  }

  private async planMenu(proposal: PlanProposal): Promise<PlanDecision> {
    const goal = proposal.goal
      ? ['Done when (any one of these holds at the end):', ...describeGoal(proposal.goal).map((line) => `  - ${line}`)]
      : ['The planner states no goal to check the result against: the code will not be checked, and a run cannot be reported as success.'];
    // A goal the room meets as it is: approving it runs nothing, and that is no success (issue 37, item 8).
    const held = proposal.heldAlready === undefined ? [] : [`${proposal.heldAlready} Approving it runs nothing and is no success of the request: correct or edit the goal.`];
    const missing = proposal.missingObjects.length > 0 ? [`Not in this room: ${proposal.missingObjects.join(', ')}`] : [];
    const unchanged = proposal.refusedCorrection === undefined ? [] : ['The plan is unchanged; say it in other words, or choose another action.'];
    const returned = proposal.returned === undefined ? [] : [`The plan is back with you: ${proposal.returned}`, ...unchanged, ''];
    const reading = proposal.householdReading ?? [];
    const readingLines = reading.length === 0 ? [] : ["The household knowledge reads the request otherwise (any one of these):", ...describeGoal(reading).map((line) => `  - ${line}`)];
    this.io.print(`\n${[...returned, 'The plan (stage 2):', ...planText(proposal.plan), ...missing, ...goal, ...held, ...readingLines].join('\n')}\n`);
    const choices = reading.length === 0 ? planMenu : [planMenu[0]!, readingChoice, ...planMenu.slice(1)];
    let refusedEdit: string | undefined;
    for (;;) {
      const choice = await select({ message: 'Generate code from this plan?', choices, default: 'approve' }, this.context);
      switch (choice) {
        case 'show':
          this.io.print(`${proposal.describe()}\n`);
          continue;
        case 'reading':
          return takeHouseholdReading(proposal.plan, reading);
        case 'correct':
          return { kind: 'correct', text: await input({ message: 'What should change in the plan?', required: true, validate: within('feedbackChars') }, this.context) };
        case 'edit': {
          // A refused edit is what the editor opens with next time: nothing typed is lost.
          const start = refusedEdit ?? formatPlanText(proposal.goal ? { ...proposal.plan, goal: [...proposal.goal] } : proposal.plan);
          const text = await editor({ message: 'Edit the plan (save and close the editor to continue)', default: start, postfix: '.txt', waitForUserInput: false }, this.context);
          try {
            return { kind: 'edit', plan: parsePlanText(text) };
          } catch (error) {
            if (!(error instanceof IteraPlanError)) throw error;
            refusedEdit = text.length <= LIMITS.planEditBytes ? text : undefined;
            this.io.print(`${error.message}; the plan is unchanged${refusedEdit === undefined ? '' : ' (Edit the plan opens your edit again)'}.\n`);
            continue;
          }
        }
        default:
          return { kind: choice };
      }
    }
  }

  /** "Remember this for next time?" after feedback that reads as a lasting preference; no by default. */
  async confirmRemember(text: string, reading: string | null): Promise<boolean> {
    try {
      const read = reading === null ? ' (kept in words: no rule the offline planner can check)' : ` (read as: ${reading})`;
      return await confirm({ message: displaySafe(`Remember this for next time? "${text}"${read}`), default: false }, this.context);
    } catch (error) {
      throw interrupted(error, 'at the question whether to remember a preference');
    }
  }

  /** Ctrl+C at the question interrupts the session (exit 130), resumable; "n" stops refinement. */
  async confirmRefinement(report: ErrorReport, attempt: number, maxRefinements: number): Promise<boolean> {
    try {
      return await confirm(
        { message: `Send this error to the planner for refinement ${attempt} of ${maxRefinements}? (${report.errorCode} at line ${report.line})`, default: true },
        this.context,
      );
    } catch (error) {
      throw interrupted(error, 'at the refinement question');
    }
  }
}

/** Whether the code shown meets the approved goal in the simulator, or why that is not known. */
function goalLine(proposal: Proposal): string {
  if (proposal.goalCheck) return goalCheckSentence(proposal.goalCheck);
  if (proposal.goal === null || proposal.goal === undefined) return 'No goal was stated: this code is not checked against one, and a run cannot be reported as success.';
  return 'This code was not dry-run against the goal (it has errors).';
}

/** An inquirer validator refusing text over one of the limits of src/limits.ts. */
function within(limit: 'feedbackChars' | 'answerChars'): (text: string) => true | string {
  return (text) => textOverLimit(text, limit) ?? true;
}

/** A prompt closed by Ctrl+C as an InterruptedError; any other error as it is. */
function interrupted(error: unknown, where: string): unknown {
  return isPromptExit(error) ? new InterruptedError(`interrupted ${where} (Ctrl+C)`, { cause: error }) : error;
}

/** inquirer's error for a prompt closed by Ctrl+C (its class lives in a package we do not depend on directly). */
function isPromptExit(error: unknown): boolean {
  return error instanceof Error && error.name === 'ExitPromptError';
}
