/** `iteraplan plan "<instruction>" --scene S`: the main job — plan, approve, execute, refine, allocate. */
import { InvalidArgumentError, Option } from 'commander';
import { REFINE_FROM, SESSION_BOUNDS, SESSION_DEFAULTS } from '../../session/index.js';
import { addVoiceOptions } from '../../voice/index.js';
import { allocatorOptions, bridgeOptions, jsonOption, llmTimeoutOption, sceneFlag, teamOption, wholeNumber } from '../options.js';
import { addLlmOptions } from '../llm-options.js';
import { runPlanSession, type PlanFlags } from '../plan-session.js';
import { framesOption } from '../frames.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';

const collect = (value: string, previous: string[]) => [...previous, value];

/** `--reassign 5=robot2`: give the call at line 5 to robot2 at the allocation step (repeatable). */
function collectReassign(value: string, previous: { line: number; agent: string }[]) {
  const match = /^(\d+)=([a-z][a-z0-9_]*)$/.exec(value.trim());
  if (match === null) throw new InvalidArgumentError('write LINE=AGENT, e.g. 5=robot2.');
  return [...previous, { line: Number(match[1]), agent: match[2]! }];
}

export const planCommand: CliCommand = {
  name: 'plan',
  register(program, { io, setExitCode }) {
    const command = program
      .command('plan')
      .description('plan a task from a vague request, with your approval, then execute and allocate it')
      .argument('[instruction]', 'the request, e.g. "I feel hungry" (not needed with --resume)')
      .optionsGroup('The request:')
      .addOption(sceneFlag(io.env, 'scene to plan in, e.g. FloorPlan1'))
      .addOption(new Option('--planner <planner>', 'who plans').choices(['auto', 'openai', 'combined', 'offline', 'replay']).default('auto'))
      .option('--model <model>', 'LLM model (default $ITERAPLAN_MODEL or gpt-4o)');
    addVoiceOptions(command);
    command
      .optionsGroup('Approval (without a terminal, or to script it):')
      .option('-y, --yes', 'approve the code and refinements without asking', false)
      .option('--feedback <text>', 'a correction in words ("no eggs please", "I\'ll do the cutting"), given at the approval step it is about (repeatable)', collect, [])
      .option('--answer <text>', "answer to the planner's next question, in order (repeatable); 'you decide' leaves the choice to it, 'stop asking' ends the questions", collect, [])
      .option('--no-clarify', 'never ask a question before planning')
      .option('--max-questions <n>', 'questions (and goals proposed) the planner may ask before planning', wholeNumber(0, SESSION_BOUNDS.maxQuestions), SESSION_DEFAULTS.maxQuestions)
      .option('--remember', 'keep feedback that reads as a lasting preference (no question asked)')
      .option('--no-remember', 'never keep feedback as a lasting preference')
      .optionsGroup('Preferences (docs/preferences.md):')
      .option('--person <name>', 'whose lasting preferences apply and are kept (default $ITERAPLAN_PERSON, else the login name)')
      .option('--no-prefs', 'plan without the lasting preferences (experiments that must not see them)')
      .optionsGroup('Refinement:')
      .option('--max-refinements <n>', 'execution refinements allowed', wholeNumber(0, SESSION_BOUNDS.maxRefinements), SESSION_DEFAULTS.maxRefinements)
      .option('--max-goal-refinements <n>', 'goal refinements allowed: code whose dry run leaves the goal unmet goes back to the planner', wholeNumber(0, SESSION_BOUNDS.maxGoalRefinements), SESSION_DEFAULTS.maxGoalRefinements)
      .option('--candidates <n>', 'best-of-N: code candidates to dry-run and rank (1 = no search)', wholeNumber(1, SESSION_BOUNDS.candidates), SESSION_DEFAULTS.candidates)
      .addOption(
        new Option('--refine-from <state>', 'after a failure, refine from a reset scene (the paper) or continue from the current state')
          .choices(REFINE_FROM)
          .default(SESSION_DEFAULTS.refineFrom),
      )
      .option('--auto-fix', "after a failure whose fix the report names (open the closed drawer first), apply it as the next version without asking the planner", SESSION_DEFAULTS.autoFix)
      .option('--search-fix', "when code leaves the stated goal unmet, or fails with no known fix, take a program the offline search finds toward that goal as the next version (the model says what, the search how)", SESSION_DEFAULTS.searchFix)
      .optionsGroup('Team and allocation:');
    teamOption(command);
    allocatorOptions(command);
    command
      .option('--reassign <line=agent>', 'at the allocation step, give the call at LINE to AGENT (repeatable)', collectReassign, [])
      .optionsGroup('Sessions and output:')
      .option('--out <dir>', 'where sessions are written', 'runs')
      .option('--resume <dir>', 'continue an interrupted session from its last decided point')
      .option('--cache <dir>', 'store every LLM call here for replay (default .iteraplan/cache)')
      .option('--replay <path>', 'a session or cache directory to replay (--planner replay)');
    jsonOption(command);
    command.optionsGroup('LLM:');
    llmTimeoutOption(command);
    addLlmOptions(command);
    command.optionsGroup('Simulator:');
    bridgeOptions(command);
    framesOption(command);
    helpExamples(command, [
      ['plan "I feel hungry" --scene FloorPlan1', 'at a terminal: approve the plan and the code'],
      ['plan "put the apple in the fridge" --scene FloorPlan1 --planner offline --yes > summary.txt', 'no questions; the summary on stdout'],
      ['plan "I feel hungry" --scene FloorPlan2 --yes --feedback "use a Pot instead of the Pan"', 'a correction given in advance'],
      ['plan "help me tidy up" --scene FloorPlan201 --team two-robots --allocator balanced', 'a human and two robots, the fastest allocation'],
      ['plan --resume runs/2026-11-26T10-00-00-i-feel-hungry', 'continue an interrupted session'],
    ]);
    command.action(async (instruction: string | undefined, flags: PlanFlags) => {
      const given = (option: string) => command.getOptionValueSource(option) !== 'default';
      setExitCode(await runPlanSession({ instruction, flags, given }, io));
    });
  },
};
