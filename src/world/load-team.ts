/**
 * Loading a team: `--team NAME` reads `skills/teams/NAME.yaml`, `--team FILE` any YAML file
 * (a path: it has a '/' or ends in .yaml/.yml). Problems are reported as `file:line: where: what`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { isForbiddenName, KEYWORDS } from '../code/index.js';
import type { Actions } from './actions-schema.js';
import { skillsDir } from './paths.js';
import { AGENT_NAME, teamFileSchema, type Team } from './team-schema.js';
import { throwIfProblems, validateSource, type SourceProblem } from './validate-source.js';
import { parseYamlSource, readYamlSource, type YamlSource } from './yaml-source.js';

/**
 * A team given as the text of its file, already read (a resumed session's copy, `team.yaml` in
 * its folder, read by the session reader): `name` is the name it was recorded under.
 */
export interface TeamText {
  readonly name: string;
  readonly text: string;
  /** Where the text was read from, for messages and the recorded `teamFile`. */
  readonly path: string;
}

/** What a team is loaded from: a `--team` value (a shipped name or a file), or a team's text. */
export type TeamReference = string | TeamText;

/** The team every command uses unless told otherwise: the paper's human and robot. */
export const DEFAULT_TEAM = 'paper';

const TEAM_EXTENSIONS = ['.yaml', '.yml'];

/** The folder of shipped teams. */
export function teamsDir(dir: string = skillsDir()): string {
  return join(dir, 'teams');
}

/** The names of the teams in `dir`, sorted. */
export function listTeams(dir: string = teamsDir()): string[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files.filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -'.yaml'.length)).sort();
}

/** Whether `reference` is the name of a team shipped in `dir` (no path, no file of the person's). */
export function isShippedTeam(reference: string, dir: string = teamsDir()): boolean {
  return !isPath(reference) && /^[A-Za-z0-9_-]+$/.test(reference) && existsSync(join(dir, `${reference}.yaml`));
}

/** Whether `reference` names a file rather than a shipped team. */
function isPath(reference: string): boolean {
  return reference.includes('/') || reference.includes('\\') || TEAM_EXTENSIONS.includes(extname(reference));
}

/** The file a `--team` value stands for; an unknown name is an InputError listing the teams. */
export function teamFile(reference: string, dir: string = teamsDir()): string {
  if (isPath(reference)) return resolve(reference);
  if (!/^[A-Za-z0-9_-]+$/.test(reference)) {
    throw new InputError(`team '${reference}' is neither a team name nor a .yaml file`);
  }
  const file = join(dir, `${reference}.yaml`);
  if (!existsSync(file)) {
    throw new InputError(`unknown team '${reference}'; available teams: ${listTeams(dir).join(', ') || '(none)'} (or give a .yaml file)`);
  }
  return file;
}

/**
 * Loads the team `reference` (a name or a file). With `actions`, every action it lists must be
 * one of actions.yaml. Agent names must not be Python keywords or names skill code refuses.
 */
export function loadTeam(reference: TeamReference = DEFAULT_TEAM, actions?: Actions, dir: string = teamsDir()): Team {
  if (typeof reference !== 'string') return teamOf(parseYamlSource(reference.text, reference.path), reference.path, reference.name, actions);
  const path = teamFile(reference, dir);
  return teamOf(readYamlSource(path), path, basename(path, extname(path)), actions);
}

/** The team of a parsed team file, checked (see loadTeam). */
function teamOf(source: YamlSource, path: string, name: string, actions: Actions | undefined): Team {
  const parsed = validateSource(source, teamFileSchema);
  const problems: SourceProblem[] = [];
  for (const [name, agent] of Object.entries(parsed.agents)) {
    if (!AGENT_NAME.test(name)) {
      problems.push({ path: ['agents', name], message: 'must be an agent name such as robot2: lower-case letters, digits and _, starting with a letter' });
    } else if (KEYWORDS.has(name) || isForbiddenName(name)) {
      problems.push({ path: ['agents', name], message: `'${name}' cannot be an agent name: skill code reserves it` });
    }
    if (agent.actions.size === 0) problems.push({ path: ['agents', name, 'actions'], message: 'an agent needs at least one action' });
    if (actions === undefined) continue;
    for (const action of agent.actions.keys()) {
      if (!actions.has(action)) {
        problems.push({ path: ['agents', name, 'actions', action], message: `'${action}' is not an action of actions.yaml` });
      }
    }
  }
  throwIfProblems(source, problems);
  return {
    name,
    file: source.file,
    path,
    description: parsed.description,
    agents: Object.entries(parsed.agents).map(([name, agent]) => ({ name, kind: agent.kind, description: agent.description, speed: agent.speed, actions: agent.actions })),
  };
}
