// `npm run bench:llm`'s command line (the usage is at the top of scripts/bench-llm.mjs), and the
// experiments a run is made of: every suite, planner, number of retrieved examples and code mode.
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

/** One request per room type of the paper, on the first floorplan of each. */
export const REQUESTS = [
  { instruction: 'I feel hungry.', scene: 'FloorPlan1', room: 'Kitchen' },
  { instruction: 'Can you help me tidy up the room?', scene: 'FloorPlan201', room: 'LivingRoom' },
  { instruction: 'I feel so tired, need to relax.', scene: 'FloorPlan301', room: 'Bedroom' },
  { instruction: 'Can you help with cleaning the room?', scene: 'FloorPlan401', room: 'Bathroom' },
];

/** Plan-bank examples shown when a bank is there and --examples is not given: with, then without. */
export const DEFAULT_EXAMPLES = [3, 0];

/** A bad command line: its message names the option. */
export class UsageError extends Error {}

/**
 * The options of `argv`. `root`: the checkout (its .iteraplan/bank is the default bank);
 * `env`: for $ITERAPLAN_BANK. Throws UsageError on a bad option or value.
 */
export function parseArgs(argv, { root, env = {} }) {
  const options = {
    model: 'qwen2.5-coder-1.5b-instruct-q4_k_m',
    // One thread: llama.cpp's threads wait for each other at every step, so on a busy machine
    // (other jobs on the same 2 cores) one thread decodes about ten times faster than two
    // (measured here: 5-6 tokens/s against 0.4-0.5). --threads 2 on an idle machine, or where the
    // server's session can be put ahead of the others (server-share.mjs: 19 tokens/s at load 10).
    threads: 1,
    summariseOnly: false,
    autoFix: false,
    searchFix: false,
    goalHints: false,
    goalReview: false,
    variants: ['on', 'off'],
    requests: REQUESTS.length,
    out: join(root, '.llm', 'bench'),
    llmTimeout: '1800',
    // Greedy decoding: a small model's best guess, and the same replies on a rerun.
    temperature: '0',
    ctx: 8192,
    draft: null,
    commit: 'HEAD',
    planners: ['openai'],
    examples: null,
    bank: env.ITERAPLAN_BANK ?? join(root, '.iteraplan', 'bank'),
    // An OpenAI-compatible server already serving the model: nothing is built, assembled or started.
    endpoint: null,
    // Run a snapshot of the committed code (the run takes hours; edits meanwhile must not count).
    snapshot: true,
    benchmarks: join(root, 'BENCHMARKS.md'),
    // Episodes per turn: with N, each planner and number of examples runs N episodes of a slice
    // before the next takes the same N, so a run cut short still has whole with/without pairs.
    chunk: null,
    // With --chunk: the suites take turns, a chunk of each in turn, instead of one suite after another.
    rotate: false,
    // Other runs' --out folders whose figures the section shows beside this run's.
    also: [],
    // The simulated user's feedback rounds before it approves what it has (null: the experiment's
    // default). 0: it approves the first code as `plan --yes` would, so the planner is measured alone.
    humanRefinements: null,
  };
  const suites = [];
  let episodes = 'slice';
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--model') options.model = value();
    else if (flag === '--threads') options.threads = Number(value());
    else if (flag === '--variants') options.variants = list(value());
    else if (flag === '--requests') {
      const v = value();
      options.requests = v === 'all' ? REQUESTS.length : v === 'none' ? 0 : Number(v);
    } else if (flag === '--episodes') episodes = value();
    else if (flag === '--suite') {
      const v = value();
      const at = v.indexOf('=');
      suites.push(at === -1 ? { name: v, episodes: undefined } : { name: v.slice(0, at), episodes: v.slice(at + 1) });
    } else if (flag === '--planner') options.planners = list(value());
    else if (flag === '--examples') options.examples = list(value()).map(Number);
    else if (flag === '--bank') options.bank = resolve(value());
    // Absolute: the experiments run from a snapshot of the code, in another folder.
    else if (flag === '--out') options.out = resolve(value());
    else if (flag === '--llm-timeout') options.llmTimeout = value();
    else if (flag === '--temperature') options.temperature = value();
    else if (flag === '--summarise-only') options.summariseOnly = true;
    else if (flag === '--auto-fix') options.autoFix = true;
    else if (flag === '--search-fix') options.searchFix = true;
    else if (flag === '--goal-hints') options.goalHints = true;
    else if (flag === '--goal-review') options.goalReview = true;
    else if (flag === '--ctx') options.ctx = Number(value());
    else if (flag === '--draft') options.draft = value();
    else if (flag === '--commit') options.commit = value();
    else if (flag === '--endpoint') options.endpoint = value();
    else if (flag === '--no-snapshot') options.snapshot = false;
    else if (flag === '--benchmarks') options.benchmarks = resolve(value());
    else if (flag === '--chunk') options.chunk = Number(value());
    else if (flag === '--rotate') options.rotate = true;
    else if (flag === '--human-refinements') options.humanRefinements = Number(value());
    else if (flag === '--also') options.also.push(resolve(value()));
    else throw new UsageError(`unknown option ${flag}`);
  }
  // --episodes is the slice of every --suite that names none (and of the default paper suite).
  options.suites = (suites.length > 0 ? suites : [{ name: 'paper', episodes: undefined }]).map((s) => ({ name: s.name, episodes: s.episodes ?? episodes }));
  if (!Number.isInteger(options.threads) || options.threads < 1) throw new UsageError('--threads must be a whole number >= 1');
  if (!Number.isInteger(options.requests) || options.requests < 0 || options.requests > REQUESTS.length) throw new UsageError(`--requests must be all, none or 0..${REQUESTS.length}`);
  if (options.variants.length === 0 || options.variants.some((v) => v !== 'on' && v !== 'off')) throw new UsageError('--variants takes on, off or on,off');
  if (options.planners.length === 0 || options.planners.some((p) => p === 'offline' || p === 'replay')) throw new UsageError('--planner takes the LLM planners, e.g. openai or openai,combined');
  if (options.suites.some((s) => s.name === '' || s.episodes === '')) throw new UsageError('--suite takes NAME or NAME=EPISODES');
  if (options.chunk !== null && (!Number.isInteger(options.chunk) || options.chunk < 1)) throw new UsageError('--chunk must be a whole number >= 1');
  if (options.humanRefinements !== null && (!Number.isInteger(options.humanRefinements) || options.humanRefinements < 0)) throw new UsageError('--human-refinements must be a whole number >= 0');
  const noSummary = options.also.find((dir) => !existsSync(join(dir, 'summary.json')));
  if (noSummary !== undefined) throw new UsageError(`--also ${noSummary}: no summary.json there (the --out folder of a bench:llm run)`);
  if (options.rotate && options.chunk === null) throw new UsageError('--rotate takes turns by chunk: it needs --chunk N');
  if (!options.snapshot && options.commit !== 'HEAD') throw new UsageError('--commit and --no-snapshot: the checkout\'s build is of its own commit');
  const bankThere = existsSync(join(options.bank, 'manifest.json'));
  if (options.examples === null) options.examples = bankThere ? DEFAULT_EXAMPLES : [0];
  if (options.examples.length === 0 || options.examples.some((k) => !Number.isInteger(k) || k < 0 || k > 20)) throw new UsageError('--examples takes whole numbers from 0 to 20, e.g. 3,0');
  if (options.examples.some((k) => k > 0) && !bankThere) throw new UsageError(`--examples ${options.examples.join(',')}: there is no plan bank in ${options.bank} (iteraplan bank build makes one, or --bank DIR)`);
  return options;
}

function list(text) {
  return text.split(',').map((v) => v.trim()).filter((v) => v !== '');
}

/** A suite's name as the report shows it: a name in suites/, or a suite file's name without its folder and extension. */
export function suiteLabel(suite) {
  return basename(suite).replace(/\.ya?ml$/, '');
}

/** The name of an experiment's folder under --out: suite, planner, examples shown, code mode. */
export function experimentName({ suite, planner, examples, variant }) {
  return `${suiteLabel(suite)}-${planner}-ex${examples}-${variant}`;
}

/**
 * The experiments of a run in the order they run: suite by suite; within a suite each planner,
 * each number of examples and each code mode (so a with/without pair is measured back to back).
 * With `options.chunk` N, a slice is taken N episodes at a time, every experiment of the suite
 * running those N before any takes the next N (one folder per experiment all the same; `episodes`
 * stays the whole slice, `runEpisodes` is the turn's). `episodesOf(suite)`: the 'task@scene' ids
 * of its slice (undefined: all of them, never chunked). With `options.rotate` the suites take
 * turns, one chunk each, so that a run cut short has measured every suite.
 */
export function experimentPlan(options, episodesOf) {
  const bySuite = [];
  for (const suite of options.suites) {
    if (suite.episodes === 'none') continue;
    const episodes = episodesOf(suite);
    const turns = [];
    if (episodes === undefined || options.chunk === null) turns.push(episodes);
    else for (let i = 0; i < episodes.length; i += options.chunk) turns.push(episodes.slice(i, i + options.chunk));
    bySuite.push(turns.map((runEpisodes) => {
      const runs = [];
      for (const planner of options.planners) {
        for (const examples of options.examples) {
          for (const variant of options.variants) {
            const run = { kind: 'experiment', suite: suite.name, spec: suite.episodes, episodes, runEpisodes, planner, examples, variant };
            runs.push({ ...run, name: experimentName(run), dir: join(options.out, experimentName(run)) });
          }
        }
      }
      return runs;
    }));
  }
  if (!options.rotate) return bySuite.flat(2);
  // --rotate: the first turn of every suite, then the second of every suite, ...
  const plan = [];
  for (let turn = 0; turn < Math.max(0, ...bySuite.map((turns) => turns.length)); turn++) {
    for (const turns of bySuite) if (turn < turns.length) plan.push(...turns[turn]);
  }
  return plan;
}

/** The arguments of `iteraplan experiment` for one experiment of the plan (bank by absolute path: the code runs from a snapshot). */
export function experimentArgs(run, options) {
  const args = ['experiment', '--suite', run.suite, '--planner', run.planner, '--models', options.model, '--no-clarify', '--concurrency', '1', '--llm-concurrency', '1', '--temperature', options.temperature, '--code-by-construction', run.variant, '--out', run.dir, '--cache', join(options.out, 'cache'), '--examples', String(run.examples)];
  if (run.examples > 0) args.push('--bank', options.bank);
  const episodes = run.runEpisodes ?? run.episodes;
  if (episodes !== undefined) args.push('--episodes', episodes.join(','));
  if (options.autoFix) args.push('--auto-fix');
  if (options.searchFix) args.push('--search-fix');
  if (options.goalHints) args.push('--goal-hints');
  if (options.goalReview) args.push('--goal-review');
  if (options.humanRefinements !== null) args.push('--human-refinements', String(options.humanRefinements));
  return args;
}
