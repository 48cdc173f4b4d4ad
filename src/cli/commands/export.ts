/** `iteraplan export DIR --format openai-chat > train.jsonl`: successful sessions as training data. */
import { Option } from 'commander';
import { EXPORT_FORMATS, exportSessions, formatProblem, formatSummary, type ExportFormat } from '../../export/index.js';
import { loadSkills, scenesDir } from '../../world/index.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';

interface ExportFlags {
  format: ExportFormat;
  humanRefinement: boolean;
  minSuccess: boolean;
  withPrefs: boolean;
}

export const exportCommand: CliCommand = {
  name: 'export',
  register(program, { io }) {
    helpExamples(program.command('export'), [
      ['export runs/ > train.jsonl', 'successful sessions as OpenAI chat fine-tuning examples'],
      ['export runs/ --no-human-refinement --min-success > clean.jsonl', 'only those that needed no correction and no refinement'],
      ['export results/ --format jsonl', 'a plain record a session'],
    ])
      .description('write the successful sessions under DIR as fine-tuning data on stdout, one JSON line a session')
      .argument('<dir>', 'the folder sessions were written to (plan --out), e.g. runs/')
      .addOption(
        new Option('--format <format>', 'openai-chat: chat fine-tuning examples; jsonl: a plain record a session')
          .choices(EXPORT_FORMATS)
          .default('openai-chat'),
      )
      .option('--no-human-refinement', 'only sessions that needed no human refinement (feedback, edit, regenerate)')
      .option('--min-success', 'only sessions whose first executed code succeeded (no execution refinement)', false)
      .option('--with-prefs', "also sessions planned under a person's lasting preferences, with the preferences in the request (private: left out by default)", false)
      .action((dir: string, flags: ExportFlags) => {
        const skills = [...loadSkills().values()].map((s) => ({ name: s.name, params: s.params, description: s.description }));
        const summary = exportSessions(dir, {
          format: flags.format,
          filter: { humanRefinement: flags.humanRefinement, minSuccess: flags.minSuccess, withPrefs: flags.withPrefs },
          scenesDir: scenesDir(io.env),
          skills,
          write: (line) => io.stdout.write(`${line}\n`),
          warn: (problem) => io.stderr.write(`iteraplan export: warning: ${formatProblem(problem)} (session skipped)\n`),
        });
        io.stderr.write(`${formatSummary(summary)}\n`);
      });
  },
};
