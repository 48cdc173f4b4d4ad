/**
 * A team (`skills/teams/<name>.yaml`): its agents and, per agent, what each atomic action is
 * worth — success rate × accuracy for the allocator, seconds for the schedule. The schema is the
 * single source of the team's TS types.
 */
import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { identifierSchema } from './names.js';

const probability = z.number().min(0).max(1);

/** One atomic action as one agent does it. */
export const agentActionSchema = z.strictObject({
  successRate: probability,
  accuracy: probability,
  /** Our estimate of how long the agent takes for it, in seconds (see the team file's sources). */
  seconds: z.number().positive().max(3600),
});
export type AgentAction = z.output<typeof agentActionSchema>;

/**
 * An agent's name is what skill code writes before the skill (`robot2.OpenObject('Fridge')`):
 * lower-case letters, digits and '_', starting with a letter. Checked by the loader, so that the
 * problem is reported at the agent's entry.
 */
export const AGENT_NAME = /^[a-z][a-z0-9_]*$/;

export const AGENT_KINDS = ['human', 'robot'] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

/**
 * Metres per second an agent walks between objects when its team file gives no `speed`: a slow
 * walk, between a mobile robot's 0.5 m/s and a person's 1.3 m/s (the team files' sources).
 */
export const DEFAULT_WALKING_SPEED = 1;

/** The slowest walk a team file may give: a tenth of a slow mobile robot's 0.5 m/s. */
export const MIN_WALKING_SPEED = 0.05;
/** The fastest: well beyond a person's sprint. */
export const MAX_WALKING_SPEED = 10;

export const teamAgentSchema = z.strictObject({
  kind: z.enum(AGENT_KINDS),
  description: z.string().default(''),
  /** Metres per second between objects (the expected makespan counts the walks the room map gives); default 1. */
  speed: z.number().min(MIN_WALKING_SPEED, `must be at least ${MIN_WALKING_SPEED} m/s (a slower agent is one that does not walk; a tiny speed makes a makespan of ages)`).max(MAX_WALKING_SPEED, `must be at most ${MAX_WALKING_SPEED} m/s`).default(DEFAULT_WALKING_SPEED),
  /** A missing action is one the agent cannot do. */
  actions: z.record(identifierSchema, agentActionSchema).transform((table) => new Map(Object.entries(table)) as ReadonlyMap<string, AgentAction>),
});

/** The file as written; the loader adds the name and the file. */
export const teamFileSchema = z.strictObject({
  description: z.string().default(''),
  agents: z
    .record(z.string(), teamAgentSchema)
    .refine((agents) => Object.keys(agents).length > 0, { message: 'a team needs at least one agent' })
    .superRefine((agents, ctx) => {
      const n = Object.keys(agents).length;
      if (n > LIMITS.teamAgents) ctx.addIssue({ code: 'custom', message: `a team has at most ${LIMITS.teamAgents} agents (teamAgents); this one has ${n.toLocaleString('en')}` });
    }),
});

/** One agent of a team. */
export interface TeamAgent {
  readonly name: string;
  readonly kind: AgentKind;
  readonly description: string;
  /** Metres per second between objects. */
  readonly speed: number;
  readonly actions: ReadonlyMap<string, AgentAction>;
}

/** A loaded team. `agents` keep the file's order, which the allocator's tie rule uses. */
export interface Team {
  /** The file's name without `.yaml`: `paper`, `two-robots`. */
  readonly name: string;
  /** The file as shown in messages. */
  readonly file: string;
  /** The file's absolute path (a resumed session loads the same file). */
  readonly path: string;
  readonly description: string;
  readonly agents: readonly TeamAgent[];
}

/** The agent called `name`, or undefined. */
export function teamAgent(team: Team, name: string): TeamAgent | undefined {
  return team.agents.find((agent) => agent.name === name);
}

/** The names of the team's agents, in file order. */
export function agentNames(team: Team): string[] {
  return team.agents.map((agent) => agent.name);
}
