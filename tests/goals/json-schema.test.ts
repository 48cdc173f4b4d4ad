/** docs/goal.schema.json is the goal schema's own JSON schema, and every goal the project ships fits it. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Goal, goalJsonSchema } from '../../src/goals/index.js';
import { ROOT } from '../helpers/bridge.js';

describe('the goal JSON schema', () => {
  it('docs/goal.schema.json is current (node scripts/write-goal-schema.mjs rewrites it)', () => {
    expect(JSON.parse(readFileSync(join(ROOT, 'docs', 'goal.schema.json'), 'utf8'))).toEqual(goalJsonSchema());
  });

  it("every suite's success criteria and every goal's done: in knowledge/goals.yaml are goals", () => {
    const suites = readdirSync(join(ROOT, 'suites')).filter((f) => f.endsWith('.yaml'));
    let checked = 0;
    for (const file of suites) {
      for (const task of parse(readFileSync(join(ROOT, 'suites', file), 'utf8')).tasks) {
        expect(Goal.safeParse(task.success).error, `${file} ${task.id}`).toBeUndefined();
        checked += 1;
      }
    }
    const recipes = parse(readFileSync(join(ROOT, 'knowledge', 'goals.yaml'), 'utf8'));
    for (const [name, goal] of Object.entries<{ done?: unknown }>(recipes.goals)) {
      if (goal.done === undefined) continue;
      expect(Goal.safeParse(goal.done).error, name).toBeUndefined();
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
