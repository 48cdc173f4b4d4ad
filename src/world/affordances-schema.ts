/** Agent affordances (`skills/affordances.yaml`): the single source of their TS types. */
import { z } from 'zod';
import { identifierSchema } from './names.js';

const probability = z.number().min(0).max(1);

export const actionAffordanceSchema = z.strictObject({ successRate: probability, accuracy: probability });
export type ActionAffordance = z.output<typeof actionAffordanceSchema>;

/** One agent's table: a missing action means the agent cannot do it. */
export const agentAffordancesSchema = z
  .record(identifierSchema, actionAffordanceSchema)
  .transform((table) => new Map(Object.entries(table)) as ReadonlyMap<string, ActionAffordance>);
export type AgentAffordances = z.output<typeof agentAffordancesSchema>;

/** Both agents' tables; the keys are the agents a skill call can name (`robot.`, `human.`). */
export const affordancesSchema = z.strictObject({
  agents: z.strictObject({ robot: agentAffordancesSchema, human: agentAffordancesSchema }),
});
export type Affordances = z.output<typeof affordancesSchema>;
