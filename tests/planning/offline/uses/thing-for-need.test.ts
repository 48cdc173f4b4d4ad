/**
 * A thing named beside a need or a use with nothing asked of it (thing-for-need.ts, issue 38):
 * the use of the thing that serves the need said, or the use asked that it is for, rather than a
 * question about it. Real reader, real knowledge, real scenes.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn } from '../understand/reader-in.js';

const kitchen = readerIn('FloorPlan20');
const titled = (u: Understanding): string | string[] => (u.kind === 'goal' ? u.goal.title : u.kind === 'tie' ? u.options.map((o) => o.title) : u.kind);

describe('a thing named beside a need', () => {
  it('is the use of it that serves the need: a salad of the lettuce for hunger', () => {
    const u = kitchen("I'm hungry, some lettuce would be good");
    expect(titled(u)).toBe('a salad');
    expect(u.kind === 'goal' && u.reading.words).toContain('lettuce');
  });

  it('is still asked about when no use of it serves the need said', () => {
    expect(titled(kitchen("I'm thirsty, the lettuce is there"))).not.toBe('a salad');
  });
});

describe('a thing named beside a use asked', () => {
  it('that the use acts on is named for it, not asked about: greens of the lettuce, toast of the bread', () => {
    expect(titled(kitchen('trying to eat more greens, some lettuce with lunch would be good'))).toBe('a green salad');
    expect(titled(kitchen("I'd love some toast, the bread is on the counter"))).toBe('toast');
  });
});

describe('a thing named beside a need that a use kept out of its choices serves', () => {
  it('is that use: the shower curtain aired, never a question about the curtain', () => {
    const bathroom = readerIn('FloorPlan401');
    // The airing use is not offered when the curtain is named alone (uses.yaml offered: false), yet serves the need said.
    for (const text of ["the shower curtain stays shut and it's getting all mildewy", "the shower curtain's been left closed and it goes mouldy like that"]) {
      const u = bathroom(text);
      expect(u.kind === 'goal' && u.goal.id).toBe('shower-open');
      expect(u.kind === 'goal' && u.reading.words).toContain('shower curtain');
    }
  });
});
