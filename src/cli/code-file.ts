/** Reading a skill-code file and checking it against a scene, shared by check/execute/allocate. */
import { readFileSync } from 'node:fs';
import { InputError } from '../errors.js';
import { checkCodeFile } from '../limits.js';
import { flattenSteps, formatCodeErrors, parseSkillCode, validateProgram, type CodeError, type Program, type SkillCall } from '../code/index.js';
import { missingActions } from '../allocation/index.js';
import { agentNames, buildValidationContext, teamAgent, type World } from '../world/index.js';

/** The code is not valid; `errors` carry line and column. Exit 2. */
export class InvalidCodeError extends InputError {
  readonly errors: readonly CodeError[];
  constructor(file: string, errors: readonly CodeError[]) {
    super(`${file} is not valid skill code:\n${formatCodeErrors(errors, file)}`, { file, line: errors[0]?.line });
    this.errors = errors;
  }
}

/** Reads `file` as UTF-8; an unreadable file, or one over the limits of src/limits.ts, is an InputError naming it. */
export function readCodeFile(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    const reason = (cause as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (cause as Error).message;
    throw new InputError(`cannot read ${file}: ${reason}`, { file, cause });
  }
  checkCodeFile(file, text);
  return text;
}

export type CheckOutcome =
  | { ok: true; program: Program; steps: SkillCall[] }
  | { ok: false; errors: readonly CodeError[] };

/**
 * Parses `text` and validates it against `world`'s scene, skills and team: a call may name an
 * agent of the team, and only one able to carry it out (code that names agents runs as written).
 */
export function checkCode(text: string, world: World): CheckOutcome {
  const parsed = parseSkillCode(text, { agents: agentNames(world.team) });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const inability = (agent: string, skill: string): string | undefined => {
    const member = teamAgent(world.team, agent);
    const known = world.skills.get(skill);
    if (member === undefined || known === undefined) return undefined;
    const missing = missingActions(known, member);
    return missing.length === 0 ? undefined : `in the team ${world.team.name} it cannot do ${missing.join(', ')}`;
  };
  const context = { ...buildValidationContext(world.scene, world.catalogue, world.skills, world.team), inability };
  const errors = validateProgram(parsed.program, context);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, program: parsed.program, steps: flattenSteps(parsed.program) };
}

/** Reads and checks `file`; throws InvalidCodeError when it is not valid. */
export function loadValidProgram(file: string, world: World): { program: Program; steps: SkillCall[] } {
  const outcome = checkCode(readCodeFile(file), world);
  if (!outcome.ok) throw new InvalidCodeError(file, outcome.errors);
  return outcome;
}
