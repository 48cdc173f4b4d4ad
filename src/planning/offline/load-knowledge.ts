/** Loads and cross-checks the offline planner's knowledge files (`knowledge/*.yaml`). */
import { join } from 'node:path';
import { findProjectRoot, readYamlSource, throwIfProblems, validateSource, type Catalogue, type SourceProblem } from '../../world/index.js';
import type { Selector } from '../../goals/index.js';
import { goalsFileSchema, type GoalsFile, type Knowledge } from './knowledge-schema.js';
import { loadWords } from './understand/load-words.js';
import { loadWordLinks } from './understand/word-links.js';
import { loadNoThings } from './understand/no-things.js';
import { loadNotSlips } from './understand/not-slips.js';
import { loadSayings } from './understand/sayings.js';
import { loadAdverbs } from './understand/adverbs.js';
import { loadSpeech, loadUses } from './uses/load-uses.js';

export const GOALS_FILE = 'goals.yaml';

/** The knowledge directory: `<root>/knowledge`. */
export function knowledgeDir(): string {
  return join(findProjectRoot(), 'knowledge');
}

/**
 * Reads the files of `dir`. Every problem is an InputError naming file, line and field: schema
 * errors, a use naming an unknown goal, need or source, and types the catalogue does not have.
 */
export function loadKnowledge(dir: string = knowledgeDir(), catalogue: Catalogue): Knowledge {
  const goalSource = readYamlSource(join(dir, GOALS_FILE));
  const goals = validateSource(goalSource, goalsFileSchema);
  throwIfProblems(goalSource, checkGoals(goals, catalogue));

  const uses = loadUses(dir, catalogue, new Set(Object.keys(goals.goals)));
  return { goals, words: loadWords(dir, catalogue), uses, speech: loadSpeech(dir), links: loadWordLinks(dir), noThings: loadNoThings(dir), sayings: loadSayings(dir), adverbs: loadAdverbs(dir), notSlips: loadNotSlips(dir) };
}

function checkGoals(file: GoalsFile, catalogue: Catalogue): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const checkType = (type: string, path: PropertyKey[]): void => {
    if (!catalogue.types.has(type)) problems.push({ path, message: `'${type}' is not a type of the catalogue` });
  };
  const checkNames = (value: string | readonly string[] | undefined, path: PropertyKey[]): void => {
    if (value === undefined) return;
    const list = typeof value === 'string' ? [value] : value;
    list.forEach((name, i) => {
      if (!name.includes('|')) checkType(name, typeof value === 'string' ? path : [...path, i]);
    });
  };
  const checkSelector = (selector: Selector, path: PropertyKey[]): void => {
    for (const key of ['type', 'notType', 'in', 'notIn', 'directlyIn'] as const) checkNames(selector[key], [...path, key]);
    if (selector.within) checkSelector(selector.within, [...path, 'within']);
    const was = selector.was;
    if (Array.isArray(was)) was.forEach((history, i) => checkNames(history.in, [...path, 'was', i, 'in']));
    else if (was !== undefined) checkNames(was.in, [...path, 'was', 'in']);
  };
  for (const [type, homes] of Object.entries(file.homes)) {
    checkType(type, ['homes', type]);
    homes.forEach((home, i) => checkType(home, ['homes', type, i]));
  }
  file.stores.places.forEach((place, i) => checkType(place, ['stores', 'places', i]));
  for (const [type, places] of Object.entries(file.stores.of)) {
    checkType(type, ['stores', 'of', type]);
    places.forEach((place, i) => checkType(place, ['stores', 'of', type, i]));
  }
  file.interchangeable.forEach((list, i) => list.forEach((type, j) => checkType(type, ['interchangeable', i, j])));
  for (const [id, goal] of Object.entries(file.goals)) {
    goal.use?.forEach((used, i) => {
      if (!(used in file.goals)) problems.push({ path: ['goals', id, 'use', i], message: `uses goal '${used}', which is not defined` });
    });
    for (const key of ['done', 'ways'] as const) goal[key]?.forEach((alternative, a) =>
      alternative.all.forEach((predicate, p) => {
        const path = ['goals', id, key, a, 'all', p];
        if ('exists' in predicate) checkSelector(predicate.exists, [...path, 'exists']);
        else if ('none' in predicate) checkSelector(predicate.none, [...path, 'none']);
        else checkSelector(predicate.count, [...path, 'count']);
      }),
    );
  }
  return problems;
}
