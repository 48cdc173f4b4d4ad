/**
 * `iteraplan bank build | stats | export`: the plan bank of verified examples (docs/plan-bank.md).
 * build connects to a bridge (launched, or --bridge), verifies each generated request in the
 * simulator and writes the bank folder; stats counts it; export writes fine-tuning files.
 */
import { join } from 'node:path';
import { Option, type Command } from 'commander';
import { BANK_EXPORT_FORMATS, bankStats, buildBank, exportBank, readFocus, splitFloorplans, suiteRequests, type BankExportFormat } from '../../bank/index.js';
import { seededRandom } from '../../allocation/index.js';
import { connectBridge } from '../../bridge/index.js';
import { InputError } from '../../errors.js';
import { EXAMPLE_SOURCES, loadKnowledge, readBank, writeBank, type ExampleSource } from '../../planning/index.js';
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

export const bankCommand: CliCommand = {
  name: 'bank',
  register(program, { io, setExitCode }) {
    const bank = program.command('bank').description('the plan bank: verified examples of request, room, plan, goal and code (docs/plan-bank.md)');
    const bankOption = (cmd: Command): Command => cmd.option('--bank <dir>', 'the bank folder (default: .iteraplan/bank of the project, or $ITERAPLAN_BANK)');

    helpExamples(bankOption(bank.command('build')), [
      ['bank build', 'every scene, 16 requests a room, seed 1'],
      ['bank build --rooms 5 --per-scene 8 --bank /tmp/bank', 'a small bank of 5 rooms of each type'],
      ['bank build --focus failures.txt', 'more examples of the task types and rooms a failure list names'],
    ])
      .description('generate requests from the household knowledge over the scenes, verify each in the simulator, and write the bank')
      .option('--seed <n>', 'the seed of every random choice (the same seed and scenes give the same bank)', positiveInt('--seed'), 1)
      .option('--per-scene <n>', 'requests sampled a room', positiveInt('--per-scene', 1), 16)
      .option('--paraphrases <n>', 'rule rewordings added to each verified example (expansion)', positiveInt('--paraphrases'), 1)
      .option('--rooms <n>', 'only the first N floorplans of each room type', positiveInt('--rooms', 1))
      .option('--scenes <list>', 'only these scenes, comma-separated')
      .option('--validation-share <share>', "the share of each room type's floorplans whose examples are the validation split", share, 0.2)
      .option('--focus <file>', 'a failure list (task types and rooms where the small model fails): those first and three times over')
      .option('--bridge <url>', 'a running bridge (default: launch one)')
      .option('--bridge-token <token>', 'token of --bridge (default $ITERAPLAN_BRIDGE_TOKEN)')
      .action(async (flags: BuildFlags) => {
        const started = Date.now();
        const dir = flags.bank ?? defaultBankDir(io.env);
        const scenes = scenesDir(io.env);
        const catalogue = loadCatalogue(scenes);
        const knowledge = loadKnowledge(undefined, catalogue);
        const focus = flags.focus === undefined ? [] : readFocus(flags.focus);
        const chosen = chosenScenes(scenes, catalogue, flags);
        // The split is over every floorplan of the scenes folder, so a subset of rooms keeps its split.
        const everyScene = listScenes(scenes).map((name) => ({ name, roomType: loadScene(name, catalogue, scenes).roomType }));
        const split = splitFloorplans(everyScene, flags.validationShare, seededRandom(flags.seed));
        const heldOut = suiteRequests(join(findProjectRoot(), 'suites'));
        io.stderr.write(`Building the plan bank in ${dir}: ${chosen.length} rooms, ${flags.perScene} requests a room, seed ${flags.seed}\n`);
        const connection = await connectBridge({ bridgeUrl: flags.bridge, token: flags.bridgeToken, scenesDir: flags.bridge === undefined ? scenes : undefined });
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
            progress: (line) => io.stderr.write(`${line}\n`),
          });
          const bySource = Object.fromEntries(EXAMPLE_SOURCES.map((k) => [k, outcome.examples.filter((e) => e.source.kind === k).length])) as Record<ExampleSource, number>;
          const bySplit = { train: outcome.examples.filter((e) => e.split === 'train').length, validation: outcome.examples.filter((e) => e.split === 'validation').length };
          const floorplans = {
            train: [...new Set(outcome.examples.filter((e) => e.split === 'train').map((e) => e.floorplan))].sort(),
            validation: [...new Set(outcome.examples.filter((e) => e.split === 'validation').map((e) => e.floorplan))].sort(),
          };
          const options = { seed: flags.seed, perScene: flags.perScene, paraphrases: flags.paraphrases, rooms: flags.rooms ?? null, scenes: flags.scenes ?? null, validationShare: flags.validationShare, focus: flags.focus ?? null };
          const manifest = writeBank(dir, outcome.examples, {
            seed: flags.seed,
            bySource,
            bySplit,
            floorplans,
            rejected: outcome.rejected,
            duplicates: outcome.duplicates,
            build: { options, seconds: Math.round((Date.now() - started) / 100) / 10 },
          });
          const dropped = Object.entries(outcome.rejected).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ');
          io.stdout.write(`${manifest.examples} verified examples of ${outcome.candidates} requests in ${dir} (train ${bySplit.train}, validation ${bySplit.validation}); dropped: ${dropped || 'none'}; duplicates ${outcome.duplicates}; ${manifest.build.seconds} s\n`);
          if (manifest.examples === 0) setExitCode(1);
        } finally {
          await connection.close();
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
        const objectTypesOf = (scene: string): string[] => {
          if (!typesOf.has(scene)) typesOf.set(scene, [...new Set(loadScene(scene, catalogue, scenes).objects.map((o) => o.type))]);
          return typesOf.get(scene)!;
        };
        const skills = [...loadSkills().values()].map((s) => ({ name: s.name, params: s.params, description: s.description }));
        const written = exportBank(read.examples, { format: flags.format, out: flags.out, skills, objectTypesOf });
        io.stdout.write(`${written.files.train}: ${written.counts.train} examples\n${written.files.validation}: ${written.counts.validation} examples (floorplans no training example shows)\n`);
      });
  },
};
