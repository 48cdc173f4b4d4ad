/** Reading a skill-code file and checking it against a scene, shared by check/execute/allocate. */
import { readFileSync } from 'node:fs';
import { InputError } from '../errors.js';
import { bytesOverLimit, checkCodeFile, LimitExceededError, LIMITS } from '../limits.js';
import { bytePosition, findNotText, notTextMessage } from './utf8-text.js';
import { flattenSteps, formatCodeErrors, parseSkillCode, validateProgram, type CodeError, type Program, type SkillCall } from '../code/index.js';
import { agentNames, buildValidationContext, inability as agentInability, teamAgent, type World } from '../world/index.js';

/** The code is not valid; `errors` carry line and column. Exit 2. */
export class InvalidCodeError extends InputError {
  readonly errors: readonly CodeError[];
  constructor(file: string, errors: readonly CodeError[]) {
    super(`${file} is not valid skill code:\n${formatCodeErrors(errors, file)}`, { file, line: errors[0]?.line });
    this.errors = errors;
  }
}

/**
 * Reads `file` as UTF-8 text. An unreadable file, one over the limits of src/limits.ts, a
 * binary file or one that is not UTF-8 is an InputError naming it (and the first bad byte's
 * line and column). A leading byte order mark is dropped.
 */
export function readCodeFile(file: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (cause as Error).message;
    throw new InputError(`cannot read ${file}: ${reason}`, { file, cause });
  }
  // The byte limit before decoding: a huge file is refused without reading it as text.
  const tooLarge = bytesOverLimit(file, bytes.length);
  if (tooLarge !== undefined) throw new LimitExceededError(tooLarge.message, tooLarge.limit, tooLarge.actual, LIMITS.codeFileBytes, file);
  const problem = findNotText(bytes);
  if (problem !== undefined) throw new InputError(notTextMessage(file, bytes, problem), { file, line: bytePosition(bytes, problem.offset).line });
  let text = bytes.toString('utf8');
  if (text.startsWith('\uFEFF')) text = text.slice(1);
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
  // An unknown agent is the parser's error (unknown-agent), not this rule's.
  const inability = (agent: string, skill: string): string | undefined =>
    teamAgent(world.team, agent) === undefined ? undefined : agentInability(world.team, world.skills, agent, skill);
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
