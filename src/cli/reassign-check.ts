/**
 * `--reassign LINE=AGENT` checked before anything runs: the agent against the team as soon as the
 * team is known (before any LLM call), and the line as soon as the code is approved (before it is
 * executed), by the allocation step's own rule (session/allocation-stage.ts `reassign`). Before,
 * both were found wrong only at the allocation step, after planning and executing were paid for.
 */
import { allocateRuleBased } from '../allocation/index.js';
import { parseSkillCode } from '../code/index.js';
import { InputError, IteraPlanError } from '../errors.js';
import { reassign } from '../session/index.js';
import { agentNames, type Team, type World } from '../world/index.js';

export interface Reassignment {
  readonly line: number;
  readonly agent: string;
}

/** Refuses a `--reassign` whose agent is not one of `team`'s. */
export function checkReassignAgents(changes: readonly Reassignment[], team: Team): void {
  const agents = agentNames(team);
  for (const { line, agent } of changes) {
    if (!agents.includes(agent)) throw new InputError(`--reassign ${line}=${agent}: ${agent} is not an agent of the team ${team.name} (${agents.join(', ')})`);
  }
}

/**
 * A check of approved code against the `--reassign` changes: each line must hold a skill call its
 * new agent can do. None when there are no changes. Code that does not parse, or that no agent
 * of the team can carry out, is left to the steps that already say so.
 */
export function reassignmentsCheck(changes: readonly Reassignment[], world: Pick<World, 'team' | 'skills'>): ((code: string, version: number) => void) | undefined {
  if (changes.length === 0) return undefined;
  return (code, version) => {
    const parsed = parseSkillCode(code, { agents: agentNames(world.team) });
    if (!parsed.ok) return;
    let allocation;
    try {
      allocation = allocateRuleBased(parsed.program, world.team, world.skills);
    } catch (error) {
      if (error instanceof IteraPlanError) return;
      throw error;
    }
    for (const change of changes) {
      try {
        allocation = reassign(allocation, change.line, change.agent, world);
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        throw new InputError(`--reassign ${change.line}=${change.agent} does not fit the approved code v${version}, so it was not run: ${error.message}`, { cause: error });
      }
    }
  };
}
