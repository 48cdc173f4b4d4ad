#!/usr/bin/env node
// Writes docs/household-uses.md, the object types of each room type with their uses or why they
// have none, from knowledge/uses.yaml and scenes/ (run after `npm run build`).
// tests/planning/offline/uses/uses-list.test.ts checks it is current.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue } from '../dist/world/index.js';
import { loadKnowledge, typesByRoom, usesListMarkdown } from '../dist/planning/offline/index.js';

const catalogue = loadCatalogue();
const file = join(import.meta.dirname, '..', 'docs', 'household-uses.md');
writeFileSync(file, usesListMarkdown(loadKnowledge(undefined, catalogue).uses, typesByRoom(catalogue)));
console.log(`wrote ${file}`);
