/**
 * What an allocation costs, said plainly (the allocation step, `allocate`, the session's report):
 * its expected makespan and chance that every call succeeds, the other allocator's, what the
 * reliability floor costs, and a smaller team that would be faster.
 */
import type { AllocationFigures } from './balanced.js';

const seconds = (value: number): string => `${Math.round(value * 10) / 10} s`;

/** A probability as people read it: 0.031, 0.0004, 1.6e-13. */
export function formatProbability(p: number): string {
  if (p === 0) return '0';
  if (p >= 0.001) return String(Number(p.toPrecision(2)));
  return p.toExponential(1);
}

const percent = (fraction: number): string => `${Math.round(fraction * 100)}%`;

/** The allocation's expected makespan (walks counted, when its figures have them) and chance of success. */
function expectedOf(figures: AllocationFigures): { makespan: number; successProbability: number } {
  return { makespan: figures.expected?.makespan ?? figures.makespan, successProbability: figures.successProbability };
}

/**
 * The lines about an allocation. `current` is the allocation shown when the person changed it
 * (a reassigned line); the comparisons are those of the allocator's own.
 */
export function allocationNotes(figures: AllocationFigures, current: { makespan: number; successProbability: number } = expectedOf(figures)): string[] {
  const lines: string[] = [];
  const own = expectedOf(figures).makespan;
  const chance = `every call succeeds with probability ${formatProbability(current.successProbability)}`;
  // Said once, where the walks are counted: what the expected makespan holds.
  const walks = figures.expected === undefined ? '' : ` (walks between objects included${current.makespan === own ? `; the team's seconds alone: ${seconds(figures.makespan)}` : ''})`;
  if (figures.allocator === 'paper') {
    lines.push(`Allocator: the paper rule (each call to its most reliable agent): expected makespan ${seconds(current.makespan)}${walks}; ${chance}.`);
    if (figures.balanced !== null && figures.balanced.makespan < current.makespan - 1e-6) {
      lines.push(
        `The balanced allocator (--allocator balanced, reliability floor ${percent(figures.floor)}) would take ${seconds(figures.balanced.makespan)}, with probability ${formatProbability(figures.balanced.successProbability)}.`,
      );
    }
  } else {
    const how =
      figures.method === 'exact'
        ? 'no allocation within the floor ends sooner'
        : `the best found; no allocation within the floor ends before ${seconds(figures.lowerBound)} (gap at most ${percent(figures.gap ?? 0)})`;
    lines.push(`Allocator: balanced, reliability floor ${percent(figures.floor)} (no call to an agent more than ${percent(figures.floor)} below the most reliable): expected makespan ${seconds(current.makespan)}${walks} (${how}); ${chance}.`);
    lines.push(`The paper rule would take ${seconds(figures.paper.makespan)}, with probability ${formatProbability(figures.paper.successProbability)}.`);
    if (figures.withoutFloor !== null) {
      lines.push(
        `The reliability floor costs ${seconds(own - figures.withoutFloor.makespan)}: with any able agent the makespan would be ${seconds(figures.withoutFloor.makespan)}, with probability ${formatProbability(figures.withoutFloor.successProbability)}.`,
      );
    }
  }
  for (const smaller of figures.smallerTeams) {
    lines.push(`A smaller team would be faster: without ${smaller.without}, ${seconds(smaller.makespan)} against ${seconds(own)} with the whole team (${figures.allocator === 'paper' ? 'both by the paper rule' : 'both balanced, with the same floor'}).`);
  }
  return lines;
}
