/** The goal as a model states it: a strict structured-output schema with the room's types, turned into the goal itself. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Goal, goalFromReply, goalReplySchema } from '../../src/goals/index.js';
import { jsonSchemaResponseFormat } from '../../src/llm/response-format.js';

describe('goal reply schema', () => {
  const schema = goalReplySchema(['Apple', 'Fridge', 'Microwave', 'Mug', 'CoffeeMachine']);

  it('is accepted for strict structured outputs, with the room types as the only names', () => {
    const format = jsonSchemaResponseFormat(z.object({ goal: schema }).strict(), 'stated_goal');
    const text = JSON.stringify(format.json_schema.schema);
    expect(text).toContain('"CoffeeMachine"');
    expect(text).not.toContain('"Toaster"');
    expect(format.json_schema.strict).toBe(true);
  });

  it('a reply becomes a goal the goal schema accepts; nulls are "not asked"', () => {
    const reply = schema.parse([
      {
        name: 'hot coffee',
        all: [
          { exists: { type: ['Mug'], in: 'CoffeeMachine', is: ['filled'], fillLiquid: 'coffee', was: { in: 'Microwave', whileOn: true } } },
          { count: { type: ['Apple'], in: 'Fridge', is: [], fillLiquid: null, was: null }, atLeast: 2 },
          { none: { type: ['Microwave'], in: null, is: ['on'], fillLiquid: null, was: null } },
        ],
      },
    ]);
    const goal = goalFromReply(reply);
    expect(goal).toEqual([
      {
        name: 'hot coffee',
        all: [
          { exists: { type: 'Mug', in: 'CoffeeMachine', is: ['filled'], fillLiquid: 'coffee', was: { in: 'Microwave', whileOn: true } } },
          { count: { type: 'Apple', in: 'Fridge' }, atLeast: 2 },
          { none: { type: 'Microwave', is: ['on'] } },
        ],
      },
    ]);
    expect(Goal.safeParse(goal).success).toBe(true);
  });

  it('refuses a type the room does not have, and a fifth alternative', () => {
    const selector = { type: ['Toaster'], in: null, is: [], fillLiquid: null, was: null };
    expect(schema.safeParse([{ name: 'toast', all: [{ exists: selector }] }]).success).toBe(false);
    const one = { name: 'a', all: [{ exists: { ...selector, type: ['Apple'] } }] };
    expect(schema.safeParse([one, one, one, one]).success).toBe(false);
  });
});
