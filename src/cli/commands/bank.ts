/**
 * `iteraplan bank build | stats | export`: the plan bank of verified examples (docs/plan-bank.md).
 * build connects to a bridge (launched, or --bridge), verifies each generated request in the
 * simulator and writes the bank folder; stats counts it; export writes fine-tuning files.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Option, type Command } from 'commander';
import {
  alfredBuildSource,
  augmentPlan,
  BANK_EXPORT_FORMATS,
  bankStats,
  buildBank,
  exportBank,
  llmParaphraser,
  readFocus,
  ruleName,
  splitFloorplans,
  suiteRequests,
  suiteTaskGoals,
  type AugmentPlan,
  type BankExportFormat,
  type Paraphraser,
} from '../../bank/index.js';
import { seededRandom } from '../../allocation/index.js';
import { connectBridge } from '../../bridge/index.js';
import { InputError } from '../../errors.js';
import { mergeSceneFolders } from '../../experiments/index.js';
import { llmConfigFromEnv, openLlmClient } from '../../llm/index.js';
import { BANK_SCENES_DIR, EXAMPLE_SOURCES, loadKnowledge, readBank, writeBank, type ExampleSource } from '../../planning/index.js';
import { findProjectRoot, listScenes, loadCatalogue, loadScene, loadSkills, scenesDir, type Catalogue } from '../../world/index.js';
import { defaultBankDir } from '../example-options.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';

function positiveInt(name: string, min = 0): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new InputError(`${name} takes a whole number of at least ${min}, not '${value}'`);
    return n;
  };
}

function mkdirEmpty(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

function share(value: string): number {
  const n = Number(value);
  if (!(n >= 0 && n < 1)) throw new InputError(`--validation-share takes a share from 0 to below 1, not '${value}'`);
  return n;
}

interface BuildFlags {
  bank?: string;
  seed: number;
  perScene: number;
  paraphrases: number;
  rooms?: number;
  scenes?: string;
  validationShare: number;
  focus?: string;
  augmentFrom: string[];
  augmentPerScene: number;
  alfred?: string;
  alfredCommit?: string;
  alfredPerFloorplan: number;
  paraphraseLlm?: boolean;
  llmParaphrases: number;
  bridge?: string;
  bridgeToken?: string;
}

/** The scenes a build uses: --scenes names, else the first --rooms of each room type (natural order), else all. */
function chosenScenes(dir: string, catalogue: Catalogue, flags: Pick<BuildFlags, 'rooms' | 'scenes'>): { name: string; roomType: string }[] {
  const all = listScenes(dir).map((name) => ({ name, roomType: loadScene(name, catalogue, dir).roomType }));
  if (flags.scenes !== undefined) {
    const wanted = flags.scenes.split(',').map((s) => s.trim()).filter((s) => s !== '');
    const unknown = wanted.filter((w) => !all.some((s) => s.name === w));
    if (unknown.length > 0) throw new InputError(`--scenes: unknown scene(s) ${unknown.join(', ')} (iteraplan scenes lists them)`);
    return all.filter((s) => wanted.includes(s.name));
  }
  if (flags.rooms === undefined) return all;
  const taken = new Map<string, number>();
  return all.filter((s) => {
    const n = taken.get(s.roomType) ?? 0;
    taken.set(s.roomType, n + 1);
    return n < flags.rooms!;
  });
}

/** What `--augment-from` read: the failures, what their task types came from, and the rules of a room alone. */
function augmentLine(plan: AugmentPlan): string {
  const { alfred, words, goal, room } = plan.readBy;
  return (
    `Augmentation from ${plan.from}: ${plan.failures} failed of ${plan.episodes} episodes, read by ALFRED's task type ${alfred}, by their words ${words}, by their suite's goal ${goal}, by nothing ${room}; ` +
    `${plan.rules.length} rules, ${plan.roomOnly} of a room type alone`
  );
}

export const bankCommand: CliCommand = {
  name: 'bank',
  register(program, { io, setExitCode }) {
    const bank = program.command('bank').description('the plan bank: verified examples of request, room, plan, goal and code (docs/plan-bank.md)');
    const bankOption = (cmd: Command): Command => cmd.option('--bank <dir>', 'the bank folder (default: .iteraplan/bank of the project, or $ITERAPLAN_BANK)');

    helpExamples(bankOption(bank.command('build')), [
      ['bank build', 'every scene, 16 requests a room, seed 1'],
      ['bank build --rooms 5 --per-scene 8 --bank /tmp/bank', 'a small bank of 5 rooms of each type'],
      ['bank build --focus failures.txt', 'more examples of the task types and rooms a failure list names'],
      ['bank build --augment-from results/llm-dev', "more examples of the task types and rooms where an experiment's planner failed"],
      ['bank build --alfred alfred/data/json_2.1.0/train --alfred-commit SHA', "ALFRED train trajectories' expert actions as a second teacher"],
    ])
      .description('generate requests from the household knowledge over the scenes, verify each in the simulator, and write the bank')
      .option('--seed <n>', 'the seed of every random choice (the same seed and scenes give the same bank)', positiveInt('--seed'), 1)
      .option('--per-scene <n>', 'requests sampled a room', positiveInt('--per-scene', 1), 16)
      .option('--paraphrases <n>', 'rule rewordings added to each verified example (expansion)', positiveInt('--paraphrases'), 1)
      .option('--rooms <n>', 'only the first N floorplans of each room type', positiveInt('--rooms', 1))
      .option('--scenes <list>', 'only these scenes, comma-separated')
      .option('--validation-share <share>', "the share of each room type's floorplans whose examples are the validation split", share, 0.2)
      .option('--focus <file>', 'a failure list (task types and rooms where the small model fails): more examples of those')
      .option('--augment-from <dir>', "an experiment's results folder (again for more): more examples of the task types and rooms where its planner failed (episodes.jsonl)", (dir: string, dirs: string[]) => [...dirs, dir], [] as string[])
      .option('--augment-per-scene <n>', 'more candidates a room (and ALFRED trajectories a floorplan) of the task types aimed at', positiveInt('--augment-per-scene'), 8)
      .option('--alfred <dir>', "ALFRED's train trajectories (data/json_2.1.0/train of a clone, or $ITERAPLAN_ALFRED_TRAIN): their expert actions as skill calls, a second teacher")
      .option('--alfred-commit <sha>', 'the commit of askforalfred/alfred the trajectories come from, recorded with each example')
      .option('--alfred-per-floorplan <n>', 'at most this many ALFRED trajectories a floorplan (0: all 6,574 of the train split)', positiveInt('--alfred-per-floorplan'), 8)
      .option('--paraphrase-llm', 'reword requests with the LLM endpoint too (default: when OPENAI_BASE_URL or OPENAI_API_KEY is set)')
      .option('--no-paraphrase-llm', 'reword requests by rules only, even with an endpoint set')
      .option('--llm-paraphrases <n>', "the LLM's rewordings asked for each example", positiveInt('--llm-paraphrases'), 2)
      .option('--bridge <url>', 'a running bridge (default: launch one)')
      .option('--bridge-token <token>', 'token of --bridge (default $ITERAPLAN_BRIDGE_TOKEN)')
      .action(async (flags: BuildFlags) => {
        const started = Date.now();
        const dir = flags.bank ?? defaultBankDir(io.env);
        const scenes = scenesDir(io.env);
        const catalogue = loadCatalogue(scenes);
        const knowledge = loadKnowledge(undefined, catalogue);
        const suites = join(findProjectRoot(), 'suites');
        // A failure whose words say nothing is read by its suite's goal (the suites are loaded only then).
        const augment: AugmentPlan | undefined = flags.augmentFrom.length === 0 ? undefined : augmentPlan(flags.augmentFrom, knowledge, suiteTaskGoals(suites, listScenes(scenes)));
        const focus = [...(flags.focus === undefined ? [] : readFocus(flags.focus)), ...(augment?.rules ?? [])];
        const chosen = chosenScenes(scenes, catalogue, flags);
        // The split is over every floorplan of the scenes folder, so a subset of rooms keeps its split.
        const everyScene = listScenes(scenes).map((name) => ({ name, roomType: loadScene(name, catalogue, scenes).roomType }));
        const split = splitFloorplans(everyScene, flags.validationShare, seededRandom(flags.seed));
        const heldOut = suiteRequests(suites);
        const alfredDir = flags.alfred ?? (io.env['ITERAPLAN_ALFRED_TRAIN']?.trim() || undefined);
        if (alfredDir !== undefined && flags.bridge !== undefined) throw new InputError('--alfred writes each trajectory\'s start as a scene the bridge must read: leave out --bridge (a bridge is launched)');
        if (alfredDir !== undefined && flags.alfredCommit === undefined) throw new InputError('--alfred needs --alfred-commit: the commit of askforalfred/alfred the trajectories come from, recorded with each example');
        const llmSet = (() => {
          const config = llmConfigFromEnv(io.env);
          return config.baseURL !== undefined || config.apiKey !== undefined;
        })();
        const useLlm = flags.paraphraseLlm ?? llmSet;
        if (flags.paraphraseLlm === true && !llmSet) throw new InputError('--paraphrase-llm needs an endpoint: set OPENAI_BASE_URL (and OPENAI_API_KEY where it asks for one)');
        io.stderr.write(
          `Building the plan bank in ${dir}: ${chosen.length} rooms, ${flags.perScene} requests a room, seed ${flags.seed}` +
            `${alfredDir === undefined ? '' : `, ALFRED trajectories of ${alfredDir} (at most ${flags.alfredPerFloorplan || 'all'} a floorplan)`}` +
            `${useLlm ? `, rewordings by the LLM (${flags.llmParaphrases} an example)` : ''}` +
            `${focus.length === 0 ? '' : `, aimed at ${focus.map(ruleName).slice(0, 8).join(', ')}${focus.length > 8 ? ', ...' : ''}`}\n`,
        );
        if (augment !== undefined) io.stderr.write(`${augmentLine(augment)}\n`);
        // With ALFRED, the bridge serves a scratch copy of the scenes, where each trajectory's start is written.
        const scratch = alfredDir === undefined ? undefined : mkdtempSync(join(tmpdir(), 'iteraplan-bank-'));
        try {
          const served = scratch === undefined ? scenes : mergeSceneFolders(scenes, mkdirEmpty(join(scratch, 'none')), join(scratch, 'scenes'));
          const alfred = alfredDir === undefined ? undefined : alfredBuildSource({ paths: [alfredDir], catalogue, scenesDir: scenes, servedScenesDir: served, suitesDir: suites, commit: flags.alfredCommit!, perFloorplan: flags.alfredPerFloorplan });
          let paraphraser: Paraphraser | undefined;
          if (useLlm) paraphraser = llmParaphraser(await openLlmClient({ env: io.env, recorder: { record() {} }, warn: (m) => io.stderr.write(`${m}\n`) }));
          const connection = await connectBridge({ bridgeUrl: flags.bridge, token: flags.bridgeToken, scenesDir: flags.bridge === undefined ? served : undefined });
          try {
            const outcome = await buildBank({
              client: connection.client,
              knowledge,
              scenes: chosen,
              scenesDir: scenes,
              split,
              heldOut,
              seed: flags.seed,
              perScene: flags.perScene,
              paraphrases: flags.paraphrases,
              focus,
              augmentPerScene: flags.augmentPerScene,
              alfred,
              paraphraser,
              llmParaphrases: flags.llmParaphrases,
              progress: (line) => io.stderr.write(`${line}\n`),
            });
            const bySource = Object.fromEntries(EXAMPLE_SOURCES.map((k) => [k, outcome.examples.filter((e) => e.source.kind === k).length])) as Record<ExampleSource, number>;
            const bySplit = { train: outcome.examples.filter((e) => e.split === 'train').length, validation: outcome.examples.filter((e) => e.split === 'validation').length };
            const floorplans = {
              train: [...new Set(outcome.examples.filter((e) => e.split === 'train').map((e) => e.floorplan))].sort(),
              validation: [...new Set(outcome.examples.filter((e) => e.split === 'validation').map((e) => e.floorplan))].sort(),
            };
            const options = {
              seed: flags.seed,
              perScene: flags.perScene,
              paraphrases: flags.paraphrases,
              rooms: flags.rooms ?? null,
              scenes: flags.scenes ?? null,
              validationShare: flags.validationShare,
              focus: flags.focus ?? null,
              augmentFrom: flags.augmentFrom.length === 0 ? null : flags.augmentFrom,
              augmentPerScene: flags.augmentPerScene,
              alfred: alfredDir === undefined ? null : { commit: flags.alfredCommit, perFloorplan: flags.alfredPerFloorplan },
              llmParaphrases: paraphraser === undefined ? null : { by: paraphraser.by, count: flags.llmParaphrases },
            };
            const sources = {
              ...(alfred === undefined ? {} : { alfred: { trajectories: outcome.alfred.trajectories, leftByCap: outcome.alfred.capped, namedById: outcome.alfred.namedById } }),
              wordings: outcome.wordings,
              ...(augment === undefined && focus.length === 0
                ? {}
                : {
                    augmentation: {
                      from: augment?.from ?? flags.focus ?? null,
                      episodes: augment?.episodes ?? null,
                      failures: augment?.failures ?? null,
                      readBy: augment?.readBy ?? null,
                      rules: focus.map((r) => ({ rule: ruleName(r), failures: (r as { failures?: number }).failures ?? null })),
                      roomOnlyRules: focus.filter((r) => r.taskType === null).length,
                      examples: outcome.augmented,
                    },
                  }),
            };
            const manifest = writeBank(
              dir,
              outcome.examples,
              { seed: flags.seed, bySource, bySplit, floorplans, rejected: outcome.rejected, duplicates: outcome.duplicates, build: { options, seconds: Math.round((Date.now() - started) / 100) / 10 }, sources },
              outcome.alfred.scenes,
            );
            const dropped = Object.entries(outcome.rejected).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ');
            io.stdout.write(`${manifest.examples} verified examples of ${outcome.candidates} requests${alfred === undefined ? '' : ` and ${outcome.alfred.trajectories} ALFRED trajectories`} in ${dir} (train ${bySplit.train}, validation ${bySplit.validation}); dropped: ${dropped || 'none'}; duplicates ${outcome.duplicates}; ${manifest.build.seconds} s\n`);
            if (manifest.examples === 0) setExitCode(1);
          } finally {
            await connection.close();
          }
        } finally {
          if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
        }
      });

    bankOption(bank.command('stats'))
      .description("count a bank's examples by source, split, room and task type, and what the build dropped")
      .action((flags: { bank?: string }) => {
        io.stdout.write(`${bankStats(readBank(flags.bank ?? defaultBankDir(io.env)))}\n`);
      });

    helpExamples(bankOption(bank.command('export')), [
      ['bank export --format openai-chat --out ft/', 'ft/train.jsonl and ft/validation.jsonl, split by floorplan'],
      ['bank export --format sharegpt --out ft/', 'the same as ShareGPT conversations (docs/fine-tuning.md)'],
    ])
      .description('write the bank as fine-tuning data: a training and a validation file, split by floorplan')
      .addOption(new Option('--format <format>', 'openai-chat or sharegpt').choices(BANK_EXPORT_FORMATS).default('openai-chat'))
      .requiredOption('--out <dir>', 'the folder for train.jsonl and validation.jsonl')
      .action((flags: { bank?: string; format: BankExportFormat; out: string }) => {
        const read = readBank(flags.bank ?? defaultBankDir(io.env));
        const scenes = scenesDir(io.env);
        const catalogue = loadCatalogue(scenes);
        const typesOf = new Map<string, string[]>();
        // A start that is not shipped (an ALFRED trajectory's own) is kept in the bank's scenes/.
        const own = join(read.dir, BANK_SCENES_DIR);
        const objectTypesOf = (scene: string): string[] => {
          const from = existsSync(join(own, `${scene}.yaml`)) ? own : scenes;
          if (!typesOf.has(scene)) typesOf.set(scene, [...new Set(loadScene(scene, catalogue, from).objects.map((o) => o.type))]);
          return typesOf.get(scene)!;
        };
        const skills = [...loadSkills().values()].map((s) => ({ name: s.name, params: s.params, description: s.description }));
        const written = exportBank(read.examples, { format: flags.format, out: flags.out, skills, objectTypesOf });
        io.stdout.write(`${written.files.train}: ${written.counts.train} examples\n${written.files.validation}: ${written.counts.validation} examples (floorplans no training example shows)\n`);
      });
  },
};
