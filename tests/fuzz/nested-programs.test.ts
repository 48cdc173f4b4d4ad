/**
 * Property-based fuzzing of nested programs: random call graphs (each function calling earlier
 * ones any number of times, with skill calls between) are counted by countSteps without being
 * expanded. The count must equal the length of the expansion whenever the expansion is small
 * enough to build, must saturate at the cap (never overflow or hang) when it is not, and the
 * parser must refuse exactly the programs whose count passes the limit.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseSkillCode } from '../../src/code/parse.js';
import { countSteps, flattenSteps } from '../../src/code/program.js';
import { LIMITS } from '../../src/limits.js';

/** Source of `bodies.length` functions; body i lists skill calls (-1) and calls of function j < i. */
function source(bodies: readonly (readonly number[])[], topLevel: readonly number[]): string {
  const defs = bodies.map((body, i) => {
    const lines = body.map((callee) => (callee < 0 || callee >= i ? "    OpenObject('Fridge')" : `    f${callee}()`));
    return `def f${i}():\n${(lines.length > 0 ? lines : ['    pass']).join('\n')}\n`;
  });
  return `${defs.join('\n')}\n${topLevel.map((i) => `f${i}()`).join('\n')}\n`;
}

/** The true expansion length, computed by brute force with a ceiling (null past it). */
function bruteForce(bodies: readonly (readonly number[])[], topLevel: readonly number[], ceiling: number): number | null {
  const memo = new Map<number, number>();
  const size = (i: number): number => {
    const known = memo.get(i);
    if (known !== undefined) return known;
    const total = bodies[i]!.reduce((sum, callee) => sum + (callee < 0 || callee >= i ? 1 : size(callee)), 0);
    memo.set(i, total);
    return total;
  };
  const roots = topLevel.length > 0 ? topLevel : bodies.map((_, i) => i).filter((i) => !bodies.some((b, k) => k > i && b.includes(i)));
  const total = roots.reduce((sum, i) => sum + size(i), 0);
  return total > ceiling ? null : total;
}

const program = fc.integer({ min: 1, max: 14 }).chain((n) =>
  fc.record({
    bodies: fc.tuple(...Array.from({ length: n }, (_, i) => fc.array(fc.integer({ min: -1, max: i - 1 }), { maxLength: 12 }))),
    topLevel: fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }),
  }),
);

test('property: countSteps equals the expansion, saturates past the cap, and the parser refuses exactly the programs past the limit', () => {
  fc.assert(
    fc.property(program, ({ bodies, topLevel }) => {
      const text = source(bodies, topLevel);
      const truth = bruteForce(bodies, topLevel, 10 ** 12);
      const parsed = parseSkillCode(text);
      const overLimit = truth === null || truth > LIMITS.expandedSteps;
      if (overLimit) {
        expect(!parsed.ok && parsed.errors.map((e) => e.code)).toEqual(['too-many-steps']);
        return;
      }
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(countSteps(parsed.program, LIMITS.expandedSteps).total).toBe(truth);
      expect(flattenSteps(parsed.program)).toHaveLength(truth);
      // A small cap saturates at cap + 1.
      expect(countSteps(parsed.program, 5).total).toBe(Math.min(truth, 6));
    }),
    { numRuns: 400 },
  );
});
