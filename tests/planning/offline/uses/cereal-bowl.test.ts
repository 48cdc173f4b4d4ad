/**
 * Cereal the person has, which AI2-THOR has none of (issue 38: "gonna have some cereal but the bowls
 * are all hidden away" was refused as a food this world does not have; "cereal for breakfast" made
 * a fried egg): a clean bowl put out for it, the pouring theirs. Porridge, which must be cooked, is
 * still refused. Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from '../understand/reader-in.js';

const kitchen = readerIn('FloorPlan14');
const idOf = (u: Understanding): string => (u.kind === 'goal' ? u.goal.id : u.kind);

describe('cereal', () => {
  it('is a clean bowl put out, or handed over', () => {
    const u = kitchen('gonna have some cereal but the bowls are all hidden away in the cupboards somewhere lol');
    expect(idOf(u)).toBe('cereal-bowl');
    expect(u.kind === 'goal' && u.goal.alternatives[0]!.all).toEqual([{ exists: { type: 'Bowl', in: ['CounterTop', 'DiningTable'], is: ['clean'], isBroken: false } }]);
  });

  it('said for breakfast or beside hunger is that bowl, never a cooked breakfast', () => {
    expect(idOf(kitchen('cereal for brekkie please'))).toBe('cereal-bowl');
    expect(idOf(kitchen("I'm starving, I'll just have cereal"))).toBe('cereal-bowl');
    expect(idOf(kitchen('make me breakfast'))).toBe('breakfast');
  });

  it('is not porridge, which is cooked of what the world lacks', () => {
    expect(refusalOf(kitchen('make me porridge'))).toMatch(/'porridge'/);
  });
});
