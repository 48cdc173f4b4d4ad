/**
 * `iteraplan experiment`: runs a suite of episodes with the simulated user (or an LLM playing the
 * user, `--user llm`), spread over one or more simulators, and writes the paper's tables (OCR@k,
 * SER@k, mean ± std over repeats, CASR, OER) and figures beside the paper's published values
 * into the results folder's report/. The run itself is assembled in ../experiment-run.ts.
 */
import { Option } from 'commander';
import { SESSION_BOUNDS, SESSION_DEFAULTS } from '../../session/index.js';
import { addLlmOptions } from '../llm-options.js';
import { BACKENDS, jsonOption, reliabilityFloor, renderOptions, wholeNumber, llmTimeoutOption } from '../options.js';
import { DEFAULT_RELIABILITY_FLOOR } from '../../allocation/index.js';
import { runExperimentCommand, type ExperimentFlags } from '../experiment-run.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';

const collect = (value: string, previous: string[]) => [...previous, value];

export const experimentCommand: CliCommand = {
  name: 'experiment',
  register(program, { io, setExitCode }) {
    const command = program
      .command('experiment')
      .description("run a suite with a simulated user and write the paper's tables and figures beside its published values")
      .optionsGroup('What to run:')
      .option('--suite <name|file>', 'suite name in suites/ or a suite file', 'paper')
      .addOption(new Option('--planner <planner>', 'who plans').choices(['offline', 'openai', 'combined', 'replay']).default('offline'))
      .option('--models <a,b>', 'LLMs to compare, comma-separated (openai, combined, replay; default $ITERAPLAN_MODEL or gpt-4o)')
      .optionsGroup("Each episode's session:")
      .option('--max-refinements <n>', 'execution refinements allowed per episode (SER@k for k = 0..n)', wholeNumber(0), 5)
      .option('--human-refinements <n>', 'feedback rounds before the simulated user approves what it has (OCR@k for k = 0..n)', wholeNumber(0), 5)
      .optionsGroup('What to run:')
      .option('--repeats <n>', 'runs of every episode (mean ± std over them)', wholeNumber(1), 1)
      .optionsGroup('Simulators:')
      .option('--concurrency <n>', 'episodes run at once (on a simulator that serves one connection at a time: one per simulator)', wholeNumber(1), 4)
      .optionsGroup('What to run:')
      .option('--out <dir>', 'results folder (settings.json, episodes.jsonl, sessions/, report/)', 'results')
      .option('--fresh', 'start the results folder over: delete its episodes, sessions and report first', false)
      .optionsGroup('LLM:')
      .option('--replay <dir>', 'replay recorded LLM calls from this cache or run directory')
      .option('--cache <dir>', 'store every live LLM reply here for a later --replay')
      .optionsGroup('What to run:')
      .option('--episodes <globs>', "only these episodes, as globs over 'task@scene', comma-separated (e.g. 'hungry@*')")
      .optionsGroup('Teams and allocation:')
      .option('--allocator-model <model>', 'with the offline planner: the LLM of the LLM allocator (live, or replayed with --replay)')
      .optionsGroup('LLM:')
      .option('--llm-concurrency <n>', "LLM calls in flight at once, shared by all episodes (default: the server's slots; 1 for a server on this machine; else 4)", wholeNumber(1))
      .option('--llm-interval <ms>', 'least time between two LLM call starts', wholeNumber(0), 0)
      .optionsGroup("Each episode's session:")
      .option('--clarify <mode>', 'clarifying questions: on, off, or both (every episode once each way)', 'on')
      .option('--no-clarify', 'never let the planner ask a clarifying question (= --clarify off)')
      .option('--candidates <list>', 'best-of-N code candidates, e.g. 1,3 (every episode once per N)', '1')
      .option('--max-goal-refinements <n>', "goal refinements per episode: code whose dry run leaves the planner's stated goal unmet goes back to it", wholeNumber(0, SESSION_BOUNDS.maxGoalRefinements), SESSION_DEFAULTS.maxGoalRefinements)
      .option('--auto-fix', 'apply a failure\'s known fix (open the closed drawer first) as the next version without asking the planner; off, as in the paper', false)
      .option('--search-fix', "when code leaves the planner's stated goal unmet, or fails with no known fix, take a program the offline search finds toward that goal as the next version; off, as in the paper", false)
      .option('--goal-review', "the rule-based user reviews the planner's stated goal before any code: it imagines the goal done in the simulator, and approves it, takes the household's reading, corrects it in words (twice at most) or refuses the plan; off, as in the paper", false)
      .option('--refine-from <list>', 'refinement after a failure: reset, current, or reset,current', 'reset')
      .option('--prefs <mode>', "tasks with a persona (suite preferences): its lasting preferences in the episode's store: on, off (as plan --no-prefs), or both", 'on')
      .addOption(new Option('--user <user>', 'who judges the code: the rule-based simulated user, or an LLM playing the user').choices(['simulated', 'llm']).default('simulated'))
      .option('--user-model <model>', "with --user llm: the user's LLM (default: the planner's model, or $ITERAPLAN_MODEL with the offline planner)")
      .optionsGroup('Simulators:')
      .addOption(new Option('--backend <backend>', 'simulator of the launched bridges').choices(BACKENDS).default('symbolic'))
      .option('--replicas <n>', 'simulator processes to launch; episodes are spread over them', wholeNumber(1, 64), 1)
      .option('--bridge <url>', 'use the bridge already running at ws://HOST:PORT (repeat for several simulators)', collect, [])
      .option('--bridge-token <token>', 'token for --bridge and --ray (default $ITERAPLAN_BRIDGE_TOKEN)')
      .option('--ray <address>', "take the simulators from the bridge replicas on this Ray cluster (auto, HOST:PORT of the head, or ray://HOST:PORT), following them as they join, die and restart; see docs/cluster.md")
      .option('--ray-registry <name>', 'with --ray: the registry the replicas are listed in (iteraplan bridge --ray --registry; default iteraplan-bridges)')
      .option('--ray-wait <seconds>', 'with --ray: how long to wait for a replica to answer, at the start and whenever none is left', wholeNumber(1), 600)
      .optionsGroup('Teams and allocation:')
      .option('--team <names>', 'teams to measure each final program with, comma-separated names or files (the first runs the sessions), e.g. paper,two-robots', 'paper')
      .option('--allocator <names>', "allocators each team is measured with, comma-separated: paper (the paper's rule), balanced (the smallest makespan within the reliability floor); the first allocates in the sessions", 'paper')
      .option('--reliability-floor <fraction>', "balanced: no call to an agent whose affordance is more than this fraction below the best agent's (0 to 1, or a %)", reliabilityFloor, DEFAULT_RELIABILITY_FLOOR);
    command.optionsGroup('Simulators:');
    renderOptions(command);
    command.optionsGroup('LLM:');
    addLlmOptions(command);
    llmTimeoutOption(command);
    command.optionsGroup('What to run:');
    jsonOption(command);
    helpExamples(command, [
      ['experiment --suite paper --planner offline --out results/', 'the paper\'s 40 episodes: OCR, SER, CASR, OER; the report in results/report/'],
      ['experiment --suite paper --models gpt-4o,gpt-4 --repeats 3 --concurrency 4', 'two LLMs, each episode three times'],
      ['experiment --suite alfred-train-sample --planner offline --episodes "cool-*"', 'the cooling tasks of the ALFRED development suite'],
      ['experiment --suite paper --team paper,two-robots --allocator paper,balanced', 'each team with each allocator (docs/teams.md)'],
      ['experiment --suite preferences --clarify both --prefs both', 'personas: success, preference violations and questions with and without the dialogue and the store (docs/preferences.md)'],
    ]);
    command.action(async (flags: ExperimentFlags) => {
      setExitCode(await runExperimentCommand(flags, io));
    });
  },
};
