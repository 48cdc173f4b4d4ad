/** The goal vocabulary's JSON schema (docs/goal.schema.json), from the zod schemas themselves. */
import { z } from 'zod';
import { Goal } from './criteria-schema.js';

/** JSON Schema (draft 2020-12) of a goal: a list of alternatives, any one of which suffices. */
export function goalJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(Goal, { unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    ...schema,
    $id: 'https://iteraplan.invalid/goal.schema.json',
    title: 'IteraPlan goal',
    description: 'What "done" means for a request: any one of the alternatives, each a list of conditions that all hold (docs/goals.md). An exists or count condition names the type or id of its objects; a none condition gives at least one field.',
  };
}
