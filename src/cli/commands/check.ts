/** `iteraplan check FILE --scene S [--team T]`: parse and validate skill code without running it. */
import { formatCodeErrors, printSkillCall } from '../../code/index.js';
import { ExitCode } from '../../errors.js';
import { loadWorld, scenesDir } from '../../world/index.js';
import { checkCode, readCodeFile } from '../code-file.js';
import { jsonLine, jsonOption, sceneOption, teamOption } from '../options.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';

interface CheckFlags {
  scene: string;
  team: string;
  json: boolean;
}

export const checkCommand: CliCommand = {
  name: 'check',
  register(program, { io, setExitCode }) {
    const command = program
      .command('check')
      .description("parse and validate a skill-code file against a scene and the team's agents")
      .argument('<file>', 'skill code (.py)');
    sceneOption(command, io.env);
    teamOption(command);
    jsonOption(command);
    helpExamples(command, [
      ['check runs/20261126-190139-i-feel-hungry/code-v1.py --scene FloorPlan1', 'a session\'s code: exit 0 when valid, else each error with its line and column'],
      ['check plan.allocated.py --scene FloorPlan1 --team two-robots --json', 'allocated code, its agents those of the team'],
    ]);
    command.action((file: string, flags: CheckFlags) => {
      const world = loadWorld(flags.scene, { scenesDir: scenesDir(io.env), team: flags.team });
      const outcome = checkCode(readCodeFile(file), world);
      if (!outcome.ok) {
        if (flags.json) io.stdout.write(jsonLine({ ok: false, file, errors: outcome.errors }));
        else io.stderr.write(`${formatCodeErrors(outcome.errors, file)}\n`);
        setExitCode(ExitCode.badInput);
        return;
      }
      const steps = outcome.steps.map((s) => ({ line: s.line, call: printSkillCall(s) }));
      if (flags.json) {
        io.stdout.write(jsonLine({ ok: true, file, scene: flags.scene, team: world.team.name, steps }));
        return;
      }
      io.stdout.write(`OK: ${file} is valid for ${flags.scene} (${steps.length} skill call${steps.length === 1 ? '' : 's'})\n`);
      for (const step of steps) io.stdout.write(`  line ${String(step.line).padStart(3)}  ${step.call}\n`);
    });
  },
};
