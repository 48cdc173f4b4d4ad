/**
 * `iteraplan experiment`: runs a suite of episodes with the simulated user (or an LLM playing the
 * user, `--user llm`) and writes the paper's tables (OCR@k, SER@k, mean ± std over repeats, CASR,
 * OER) and plots into the results folder.
 */
import { join } from 'node:path';
import { Option } from 'commander';
import { EnvironmentError, ExitCode, InputError } from '../../errors.js';
import { openExperimentBridge } from '../../experiments/bridge-pool.js';
import { loadSuite } from '../../experiments/load-suite.js';
import { llmUserSource, OFFLINE_MODEL, plannerSource, type PlannerMode } from '../../experiments/planners.js';
import { ProgressBar } from '../../experiments/progress.js';
import { RateLimiter } from '../../experiments/rate-limit.js';
import { summarise, writeReports } from '../../experiments/report.js';
import { runExperiment } from '../../experiments/runner.js';
import { parseCandidateList, parseClarifyMode, parseRefineList, variantGrid } from '../../experiments/variant.js';
import { llmConfigFromEnv } from '../../llm/index.js';
import { loadPromptTemplates } from '../../planning/prompts.js';
import { findProjectRoot, listScenes, loadWorld, scenesDir, type World } from '../../world/index.js';
import { BACKENDS, bridgeTarget, jsonLine, jsonOption, wholeNumber, llmTimeoutOption } from '../options.js';
import type { CliCommand } from './command.js';

interface ExperimentFlags {
  suite: string;
  planner: PlannerMode;
  models?: string;
  maxRefinements: number;
  humanRefinements: number;
  repeats: number;
  concurrency: number;
  out: string;
  replay?: string;
  cache?: string;
  episodes?: string;
  allocatorModel?: string;
  llmConcurrency: number;
  llmInterval: number;
  /** `on`, `off`, `both`, or false for `--no-clarify`. */
  clarify: string | boolean;
  candidates: string;
  refineFrom: string;
  user: 'simulated' | 'llm';
  userModel?: string;
  backend: string;
  bridge?: string;
  bridgeToken?: string;
  json: boolean;
  /** `--llm-timeout`, in milliseconds once parsed. */
  llmTimeout?: number;
}

export const experimentCommand: CliCommand = {
  name: 'experiment',
  register(program, { io, setExitCode }) {
    const command = program
      .command('experiment')
      .description("run a suite with a simulated user and write the paper's tables and plots")
      .option('--suite <name|file>', 'suite name in suites/ or a suite file', 'paper')
      .addOption(new Option('--planner <planner>', 'who plans').choices(['offline', 'openai', 'replay']).default('offline'))
      .option('--models <a,b>', 'LLMs to compare, comma-separated (openai, replay; default $ITERAPLAN_MODEL or gpt-4o)')
      .option('--max-refinements <n>', 'execution refinements allowed per episode', wholeNumber(0), 5)
      .option('--human-refinements <n>', 'feedback rounds before the simulated user approves what it has', wholeNumber(0), 5)
      .option('--repeats <n>', 'runs of every episode (Table V: mean ± std over them)', wholeNumber(1), 1)
      .option('--concurrency <n>', 'episodes run at once, each on its own bridge connection', wholeNumber(1), 4)
      .option('--out <dir>', 'results folder (episodes.jsonl, sessions/, tables, plots)', 'results')
      .option('--replay <dir>', 'replay recorded LLM calls from this cache or run directory')
      .option('--cache <dir>', 'store every live LLM reply here for a later --replay')
      .option('--episodes <globs>', "only these episodes, as globs over 'task@scene', comma-separated (e.g. 'hungry@*')")
      .option('--allocator-model <model>', 'with the offline planner: the LLM of the LLM allocator (live, or replayed with --replay)')
      .option('--llm-concurrency <n>', 'LLM calls in flight at once, shared by all episodes', wholeNumber(1), 4)
      .option('--llm-interval <ms>', 'least time between two LLM call starts', wholeNumber(0), 0)
      .option('--clarify <mode>', 'clarifying questions: on, off, or both (every episode once each way)', 'on')
      .option('--no-clarify', 'never let the planner ask a clarifying question (= --clarify off)')
      .option('--candidates <list>', 'best-of-N code candidates, e.g. 1,3 (every episode once per N)', '1')
      .option('--refine-from <list>', 'refinement after a failure: reset, current, or reset,current', 'reset')
      .addOption(new Option('--user <user>', 'who judges the code: the rule-based simulated user, or an LLM playing the user').choices(['simulated', 'llm']).default('simulated'))
      .option('--user-model <model>', "with --user llm: the user's LLM (default: the planner's model, or $ITERAPLAN_MODEL with the offline planner)")
      .addOption(new Option('--backend <backend>', 'simulator of the launched bridge').choices(BACKENDS).default('symbolic'))
      .option('--bridge <url>', 'use the bridge already running at ws://HOST:PORT')
      .option('--bridge-token <token>', 'token for --bridge (default $ITERAPLAN_BRIDGE_TOKEN)');
    jsonOption(command);
    llmTimeoutOption(command);
    command.action(async (flags: ExperimentFlags) => {
      const variants = variantGrid({ clarify: parseClarifyMode(flags.clarify), candidates: parseCandidateList(flags.candidates), refineFrom: parseRefineList(flags.refineFrom) });
      const scenes = scenesDir(io.env);
      const suite = loadSuite(flags.suite, listScenes(scenes));
      const models = modelsFor(flags, io.env);
      const templates = loadPromptTemplates(join(findProjectRoot(), 'prompts'));
      const limiter = new RateLimiter({ maxConcurrent: flags.llmConcurrency, minIntervalMs: flags.llmInterval });
      const plannerOptions = {
        mode: flags.planner,
        env: io.env,
        templates,
        limiter,
        cacheDir: flags.cache,
        replayPath: flags.replay,
        allocatorModel: flags.allocatorModel,
        llmTimeoutMs: flags.llmTimeout,
        warn: (message: string) => io.stderr.write(`\niteraplan: ${message}\n`),
      };
      const planners = plannerSource(plannerOptions);
      if (flags.userModel !== undefined && flags.user !== 'llm') throw new InputError('--user-model applies to --user llm');
      const llmUser = flags.user === 'llm' ? llmUserSource(plannerOptions, flags.userModel) : undefined;
      const worlds = new Map<string, World>();
      const world = (scene: string): World => {
        let found = worlds.get(scene);
        if (found === undefined) worlds.set(scene, (found = loadWorld(scene, { scenesDir: scenes })));
        return found;
      };
      const bridge = await openExperimentBridge(bridgeTarget(flags, scenes, io.env));
      const stop = new AbortController();
      const onSigint = () => {
        io.stderr.write('\nStopping: no new episode starts (those cut short are recorded as errored); run the same command again to resume.\n');
        stop.abort();
      };
      process.once('SIGINT', onSigint);
      let bar: ProgressBar | undefined;
      try {
        const run = await runExperiment({
          suite,
          models,
          repeats: flags.repeats,
          concurrency: flags.concurrency,
          outDir: flags.out,
          episodes: flags.episodes,
          connect: () => bridge.connect(),
          bridge,
          world,
          planners,
          maxRefinements: flags.maxRefinements,
          maxHumanRefinements: flags.humanRefinements,
          maxRepairs: 3,
          clarify: variants[0]!.clarify,
          variants,
          feedbackStyle: flags.planner === 'offline' ? 'commands' : 'words',
          llmUser,
          signal: stop.signal,
          observer: {
            started(total, skipped) {
              if (skipped > 0) io.stderr.write(`Resuming: ${skipped} episode(s) already finished in ${flags.out}, ${total} to run.\n`);
              bar = new ProgressBar(io.stderr, total, { tty: (io.stderr as { isTTY?: boolean }).isTTY === true });
              bar.start();
            },
            finished(spec, record) {
              const label = `${spec.task.id}@${spec.scene} (${spec.model} #${spec.repeat})`;
              const note =
                record.status === 'errored'
                  ? `errored: ${record.error}`
                  : `${record.success ? 'success' : 'task not done'}, h=${record.h ?? '-'} e=${record.e ?? '-'}`;
              bar?.tick(label, note, record.status === 'errored');
            },
          },
        });
        bar?.finish();
        const files = writeReports(run.records, flags.out);
        if (flags.json) {
          io.stdout.write(jsonLine({ out: flags.out, ran: run.ran, skipped: run.skipped, episodes: run.records.length, files, summary: summarise(run.records) }));
        } else {
          io.stdout.write(summarise(run.records));
          io.stdout.write(`Results in ${flags.out}/: report.md, ${files.filter((f) => f.endsWith('.svg')).length} plots, tables as .md/.csv/.json, episodes.jsonl\n`);
        }
        if (stop.signal.aborted) {
          // Ctrl+C: the finished episodes are reported above; a rerun resumes the rest.
          setExitCode(ExitCode.interrupted);
          return;
        }
        const erroredNow = run.records.filter((r) => r.status === 'errored').length;
        if (run.ran > 0 && erroredNow === run.records.length) {
          throw new EnvironmentError(`every episode errored; the first: ${run.records[0]?.error ?? 'unknown'}`);
        }
        setExitCode(ExitCode.ok);
      } finally {
        process.removeListener('SIGINT', onSigint);
        await bridge.close();
      }
    });
  },
};

/** The models to compare: `offline` for the offline planner, else `--models` or the configured one. */
function modelsFor(flags: ExperimentFlags, env: NodeJS.ProcessEnv): string[] {
  if (flags.planner === 'offline') {
    if (flags.models !== undefined) throw new InputError('--models applies to --planner openai or replay; the offline planner has no model');
    return [OFFLINE_MODEL];
  }
  const listed = (flags.models ?? '').split(',').map((m) => m.trim()).filter((m) => m !== '');
  return listed.length > 0 ? [...new Set(listed)] : [llmConfigFromEnv(env).model];
}
