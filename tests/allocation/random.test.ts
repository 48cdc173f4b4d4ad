import { describe, expect, it } from 'vitest';
import { randomAllocator } from '../../src/allocation/random.js';
import { seededRandom } from '../../src/allocation/prng.js';
import { InputError } from '../../src/errors.js';
import { context, program } from './helpers.js';

const calls = Array.from({ length: 40 }, (_, i) => `    SliceObject('Apple', 'Knife')  # ${i}`).join('\n');
const CODE = `def many():\n${calls}\n`;

describe('randomAllocator', () => {
  const ctx = context();

  it('gives the same allocation for the same seed, also on repeated use', async () => {
    const allocator = randomAllocator(7);
    const first = await allocator.allocate(program(CODE), ctx);
    const again = await allocator.allocate(program(CODE), ctx);
    const fresh = await randomAllocator(7).allocate(program(CODE), ctx);
    expect(again).toEqual(first);
    expect(fresh).toEqual(first);
  });

  it('follows its seeded sequence, so different seeds give different allocations', async () => {
    const agentsFor = async (seed: number) =>
      (await randomAllocator(seed).allocate(program(CODE), ctx)).rows.map((row) => row.agent);
    const next = seededRandom(7);
    expect(await agentsFor(7)).toEqual(Array.from({ length: 40 }, () => (next() < 0.5 ? 'robot' : 'human')));
    expect(await agentsFor(8)).not.toEqual(await agentsFor(7));
  });

  it('may pick an agent that cannot do the call, keeping the affordances in the rows', async () => {
    const { rows, program: allocated } = await randomAllocator(7).allocate(program(CODE), ctx);
    const robotRows = rows.filter((row) => row.agent === 'robot');
    expect(robotRows.length).toBeGreaterThan(0);
    expect(robotRows.every((row) => row.scores.robot === 0)).toBe(true);
    const agents = allocated.functions[0]?.body.flatMap((s) => (s.kind === 'skill' ? [s.agent] : []));
    expect(agents).toEqual(rows.map((row) => row.agent));
  });

  it('draws among every agent of a larger team', async () => {
    const team = context(undefined, 'two-robots');
    const agents = (await randomAllocator(7).allocate(program(CODE), team)).rows.map((row) => row.agent);
    expect(new Set(agents)).toEqual(new Set(['robot', 'robot2', 'human']));
  });

  it('names itself with its seed and refuses a non-integer seed', () => {
    expect(randomAllocator(3).name).toBe('random(seed=3)');
    expect(() => randomAllocator(0.5)).toThrow(InputError);
  });
});

describe('seededRandom', () => {
  it('yields numbers in [0, 1) reproducibly', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});
