/** The knowledge files listing one word or phrase a line (listed-words.ts): comments and blank lines are no entries. */
import { describe, expect, it } from 'vitest';
import { knowledgeDir } from '../../../../src/planning/offline/index.js';
import { listedWords, loadListedWords } from '../../../../src/planning/offline/understand/listed-words.js';

describe('listedWords', () => {
  it('keeps each line that is neither blank nor a comment, as written', () => {
    expect(listedWords('# a comment\nas a matter of fact\n\nby chance\n')).toEqual(['as a matter of fact', 'by chance']);
  });

  it('reads the shipped lists: the sayings hold phrases, the adverbs single words', () => {
    expect(loadListedWords(knowledgeDir(), 'wordnet-sayings.tsv')).toContain('by chance');
    expect(loadListedWords(knowledgeDir(), 'wordnet-adverbs.tsv').every((w) => !w.includes(' ') && !w.startsWith('#'))).toBe(true);
  });
});
