/** The kept library's tags and roots, as english-tags.ts gives them (real tagging). */
import { describe, expect, it } from 'vitest';
import { tagWords } from '../../../../src/planning/offline/understand/english-tags.js';

describe('tagWords', () => {
  it('tags each word in its sentence and gives an inflected form its root', () => {
    const words = tagWords('ugh, the knives are in the cupboard');
    expect(words.map((w) => w.text)).toEqual(['ugh', 'the', 'knives', 'are', 'in', 'the', 'cupboard']);
    expect(words[0]!.tags).toContain('Expression');
    expect(words[2]).toMatchObject({ root: 'knife' });
    expect(words[2]!.tags).toContain('Plural');
    expect(words[6]!.root).toBeUndefined();
  });

  it('leaves out the words it spells out from a contraction, which the person did not write', () => {
    expect(tagWords('the lamp is bright tbh').map((w) => w.text)).toEqual(['the', 'lamp', 'is', 'bright', 'tbh']);
  });
});
