/**
 * Who carries out each skill call, decided by the one rule of what an agent can do
 * (world/capability.ts): the call's agent prefix; else the agent asked for every unprefixed call
 * (`execute --agent`); else the agent the allocation rule gives the skill (the largest
 * affordance, a tie to the agent listed first), so code not yet allocated runs as it will be
 * allocated. Every call is checked before anything runs: an agent that cannot carry out its
 * call is refused, naming the line, as the allocation step refuses such a reassignment.
 */
import type { SkillCall } from '../code/index.js';
import { InputError } from '../errors.js';
import { bestAgent, inability, skillScores, type Skills, type Team } from '../world/index.js';

/** The agent of unprefixed calls when no team is known (a bare executor call, as in tests). */
export const DEFAULT_AGENT = 'robot';

/** An agent given a call it cannot carry out (bad input: exit 2). */
export class AgentCannotError extends InputError {
  constructor(
    readonly call: SkillCall,
    readonly agent: string,
    why: string,
  ) {
    super(`line ${call.line}: ${agent} cannot carry out ${call.skill}: ${why}`, { line: call.line });
    this.name = 'AgentCannotError';
  }
}

export interface ActingAgentOptions {
  /** The team whose file says what each agent can do; without it calls go to `agent` or the robot, unchecked. */
  readonly team?: Team | undefined;
  readonly skills: Skills;
  /** The agent of every call written without a prefix (instead of the rule's choice). */
  readonly agent?: string | undefined;
}

/** The agent of each call, in order; throws {@link AgentCannotError} for a call its agent cannot carry out. */
export function actingAgents(calls: readonly SkillCall[], options: ActingAgentOptions): string[] {
  const { team } = options;
  if (team === undefined) return calls.map((call) => call.agent ?? options.agent ?? DEFAULT_AGENT);
  const chosen = new Map<string, string>();
  return calls.map((call) => {
    const agent = call.agent ?? options.agent ?? ruleAgent(call, team, options.skills, chosen);
    checkCarriesOut(call, agent, team, options.skills);
    return agent;
  });
}

/** Throws {@link AgentCannotError} when `agent` cannot carry out `call` in `team`. */
export function checkCarriesOut(call: SkillCall, agent: string, team: Team, skills: Skills): void {
  const why = inability(team, skills, agent, call.skill);
  if (why !== undefined) throw new AgentCannotError(call, agent, why);
}

/** The agent the allocation rule gives the call's skill (once per skill). */
function ruleAgent(call: SkillCall, team: Team, skills: Skills, chosen: Map<string, string>): string {
  const known = chosen.get(call.skill);
  if (known !== undefined) return known;
  const skill = skills.get(call.skill);
  if (skill === undefined) throw new InputError(`line ${call.line}: '${call.skill}' is not a skill of skills.yaml`, { line: call.line });
  const best = bestAgent(skillScores(skill, team));
  if (best === undefined) {
    throw new InputError(`line ${call.line}: no agent of the team ${team.name} can carry out ${call.skill}`, { line: call.line });
  }
  chosen.set(call.skill, best);
  return best;
}
