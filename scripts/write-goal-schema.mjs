#!/usr/bin/env node
// Writes docs/goal.schema.json, the goal vocabulary's JSON schema, from the zod schemas in
// src/goals (run after `npm run build`). tests/goals/json-schema.test.ts checks it is current.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { goalJsonSchema } from '../dist/goals/index.js';

const file = join(import.meta.dirname, '..', 'docs', 'goal.schema.json');
writeFileSync(file, JSON.stringify(goalJsonSchema(), null, 2) + '\n');
console.log(`wrote ${file}`);
