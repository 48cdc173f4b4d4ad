/**
 * The random allocator of the ablation: each call goes to an agent of the team with equal
 * chance, even to one that cannot do it — measuring what ignoring affordances costs is the
 * point. Reproducible: the same seed gives the same allocation of the same program.
 */
import { InputError } from '../errors.js';
import { allocateEach } from './allocation.js';
import type { Allocator } from './allocator.js';
import { seededRandom } from './prng.js';

export function randomAllocator(seed: number): Allocator {
  if (!Number.isInteger(seed)) throw new InputError(`the random allocator's seed must be an integer, not ${seed}`);
  return {
    name: `random(seed=${seed})`,
    allocate: (program, context) => {
      // A fresh generator per call: the result depends on the seed and the program only.
      const next = seededRandom(seed);
      const agents = context.team.agents.map((agent) => agent.name);
      return Promise.resolve(allocateEach(program, context, () => agents[Math.min(agents.length - 1, Math.floor(next() * agents.length))]!));
    },
  };
}
