#!/usr/bin/env node
// Writes docs/household-uses.md, the object types of each room type with their uses or why they
// have none, and where a thing out of place is put away, from knowledge/uses.yaml, goals.yaml and scenes/
// (run after `npm run build`).
// tests/planning/offline/uses/uses-list.test.ts checks it is current.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue } from '../dist/world/index.js';
import { loadKnowledge, typesByRoom, usesListMarkdown } from '../dist/planning/offline/index.js';

const catalogue = loadCatalogue();
const file = join(import.meta.dirname, '..', 'docs', 'household-uses.md');
const knowledge = loadKnowledge(undefined, catalogue);
writeFileSync(file, usesListMarkdown(knowledge.uses, typesByRoom(catalogue), { goals: knowledge.goals, catalogue }));
console.log(`wrote ${file}`);
