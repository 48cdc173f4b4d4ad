/**
 * The words of an example's kind of task, from the household knowledge (knowledge/uses.yaml), for
 * retrieval: a request says "hungry" where the bank's examples say "famished" or "peckish", and
 * BM25 over the words alone never meets them. A need's kind is said by its words ('need:hunger':
 * hungry, starving, something to eat, ...); a use's by the phrases that ask for it and the words
 * of the needs it serves; a command's by its form ('command:toggle-on': toggle on).
 */
import type { Knowledge } from '../offline/knowledge-schema.js';

/** taskType → the words that say that kind of task ('' for a kind the knowledge does not know). */
export type KindWords = (taskType: string) => string;

export function kindWords(knowledge: Pick<Knowledge, 'uses'>): KindWords {
  const { needs, uses } = knowledge.uses;
  const needWords = (need: string): string[] => {
    const entry = needs[need];
    return entry === undefined ? [] : [entry.says, ...entry.words];
  };
  const byUse = new Map(uses.map((use) => [use.id, [...use.asks, ...use.serves.flatMap(needWords)]]));
  return (taskType) => {
    const [kind, name = ''] = taskType.split(':');
    if (kind === 'need') return needWords(name).join(' ');
    if (kind === 'use') return (byUse.get(name) ?? []).join(' ');
    if (kind === 'command') return name.replace(/-/g, ' ');
    return '';
  };
}
