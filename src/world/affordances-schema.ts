/** Agent affordances (`skills/affordances.yaml`): the single source of their TS types. */
import { z } from 'zod';
import { identifierSchema } from './names.js';

/** The two agents of a plan. */
export const AGENTS = ['robot', 'human'] as const;
export type Agent = (typeof AGENTS)[number];

const probability = z.number().min(0).max(1);

export const actionAffordanceSchema = z.strictObject({ successRate: probability, accuracy: probability });
export type ActionAffordance = z.output<typeof actionAffordanceSchema>;

/** One agent's table: a missing action means the agent cannot do it. */
export const agentAffordancesSchema = z
  .record(identifierSchema, actionAffordanceSchema)
  .transform((table) => new Map(Object.entries(table)) as ReadonlyMap<string, ActionAffordance>);
export type AgentAffordances = z.output<typeof agentAffordancesSchema>;

export const affordancesSchema = z.strictObject({
  agents: z.strictObject({ robot: agentAffordancesSchema, human: agentAffordancesSchema }),
});
export type Affordances = z.output<typeof affordancesSchema>;
