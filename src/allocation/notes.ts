/**
 * What an allocation costs, said plainly (the allocation step, `allocate`, the session's report):
 * one makespan (the expected one, walks between objects included), the chance that every call
 * succeeds in words a person reads right, the other allocator's and a smaller team's makespans,
 * and a hint when one of them is clearly faster.
 */
import type { AllocationFigures } from './balanced.js';

const seconds = (value: number): string => `${Math.round(value * 10) / 10} s`;

/** A probability as people read it: 0.031, 0.0004, 1.6e-13. */
export function formatProbability(p: number): string {
  if (p === 0) return '0';
  if (p >= 0.001) return String(Number(p.toPrecision(2)));
  return p.toExponential(1);
}

/** A chance in words: "3.9% (about 1 in 26)", "0.08% (about 1 in 1,300)", "100%". */
export function formatChance(p: number): string {
  if (p >= 0.9995) return '100%';
  if (p <= 0) return '0% (some call has no agent able to do it)';
  const oneIn = Number((1 / p).toPrecision(2));
  if (p < 1e-6) {
    const [mantissa, exponent] = oneIn.toExponential(1).split('e+');
    return `under 0.0001% (about 1 in ${mantissa} × 10^${exponent})`;
  }
  const percent = p >= 0.1 ? String(Math.round(p * 100)) : String(Number((p * 100).toPrecision(2)));
  return p >= 0.5 ? `${percent}%` : `${percent}% (about 1 in ${oneIn.toLocaleString('en-US')})`;
}

const percentOf = (fraction: number): string => `${Math.round(fraction * 100)}%`;

/** A line given to another agent than the allocator's, by the person or a lasting preference. */
export interface AllocationChange {
  readonly line: number;
  readonly agent: string;
  readonly by: 'you' | 'preference';
}

/** The allocation as shown: its expected makespan and chance of success, and how it differs from the allocator's own. */
export interface ShownAllocation {
  readonly makespan: number;
  readonly successProbability: number;
  readonly calls: number;
  readonly changes?: readonly AllocationChange[];
}

/** An alternative clearly faster: at least this share of the makespan sooner. */
const CLEARLY_FASTER = 0.15;

function expectedMakespan(figures: AllocationFigures): number {
  return figures.expected?.makespan ?? figures.makespan;
}

function changed(changes: readonly AllocationChange[]): string {
  if (changes.length === 0) return '';
  const said = changes.map((c) => `line ${c.line} to ${c.agent} ${c.by === 'you' ? 'by you' : 'by your preference'}`);
  return `, except ${said.join(', ')}`;
}

/**
 * The lines about an allocation. `shown` is the allocation on screen (the person may have given
 * lines to other agents); the comparisons are with the allocator's own.
 */
export function allocationNotes(figures: AllocationFigures, shown: ShownAllocation): string[] {
  const changes = shown.changes ?? [];
  const rule =
    figures.allocator === 'paper'
      ? 'the paper rule (each call to its most reliable agent)'
      : `balanced, reliability floor ${percentOf(figures.floor)} (no call to an agent more than ${percentOf(figures.floor)} below the most reliable; ${
          figures.method === 'exact' ? 'no allocation within the floor ends sooner' : `the best found, no allocation within the floor ends before ${seconds(figures.lowerBound)}`
        })`;
  const walks = figures.expected === undefined ? '' : ', walks between objects included';
  const lines = [
    `Allocator: ${rule}${changed(changes)}. Expected makespan ${seconds(shown.makespan)}${walks}.`,
    `Chance that every call succeeds: ${formatChance(shown.successProbability)}. The paper's affordances (success rate × accuracy) multiply over the ${shown.calls} call${shown.calls === 1 ? '' : 's'}, so a longer plan reads lower: the figure ranks allocations, it does not forecast this run.`,
  ];
  const alternatives: { makespan: number; hint: string }[] = [];
  if (figures.allocator === 'paper') {
    if (figures.balanced !== null && figures.balanced.makespan < shown.makespan - 1e-6) {
      lines.push(`The balanced allocator (reliability floor ${percentOf(figures.floor)}) would take ${seconds(figures.balanced.makespan)}, chance ${formatChance(figures.balanced.successProbability)}.`);
      alternatives.push({ makespan: figures.balanced.makespan, hint: `--allocator balanced plans this in ${seconds(figures.balanced.makespan)}` });
    }
  } else {
    lines.push(`The paper rule would take ${seconds(figures.paper.makespan)}, chance ${formatChance(figures.paper.successProbability)}.`);
    if (figures.withoutFloor !== null) {
      lines.push(
        `The reliability floor costs ${seconds(expectedMakespan(figures) - figures.withoutFloor.makespan)}: with any able agent the makespan would be ${seconds(figures.withoutFloor.makespan)}, chance ${formatChance(figures.withoutFloor.successProbability)}.`,
      );
    }
  }
  for (const smaller of figures.smallerTeams) {
    lines.push(`A smaller team would be faster: without ${smaller.without}, ${seconds(smaller.makespan)} against ${seconds(shown.makespan)} (${figures.allocator === 'paper' ? 'both by the paper rule' : 'both balanced, with the same floor'}).`);
    alternatives.push({ makespan: smaller.makespan, hint: `without ${smaller.without} this plan takes ${seconds(smaller.makespan)}: give its lines to another agent, or plan with a team file that leaves it out (docs/teams.md)` });
  }
  const best = alternatives.sort((a, b) => a.makespan - b.makespan)[0];
  if (best !== undefined && best.makespan <= shown.makespan * (1 - CLEARLY_FASTER)) lines.push(`Hint: clearly faster: ${best.hint}.`);
  return lines;
}
