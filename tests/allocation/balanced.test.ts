/**
 * The balanced allocator: the smallest expected makespan within the reliability floor, walks
 * between objects counted (checked against every allocation, each scheduled by planSchedule with
 * its walks), its figures, what it says, and its
 * limits (a heuristic with a gap beyond its budget; deterministic).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateRuleBased, allocateWith, allocationNotes, mapSkillCalls, successProbability, type AllocationRow } from '../../src/allocation/index.js';
import { flattenSteps, parseSkillCode, type Program } from '../../src/code/index.js';
import { planSchedule } from '../../src/execution/index.js';
import { loadWorld, type World } from '../../src/world/index.js';

const WALKING = { walking: true } as const;
const worlds: Record<string, World> = { paper: loadWorld('FloorPlan1', { team: 'paper' }), 'two-robots': loadWorld('FloorPlan1', { team: 'two-robots' }) };

function program(lines: readonly string[]): Program {
  const parsed = parseSkillCode(`def task():\n${lines.map((l) => `    ${l}`).join('\n')}\n\ntask()\n`);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.program;
}

const EGG = ["OpenObject('Fridge')", "PutObject('Egg', 'Pan')", "CloseObject('Fridge')", 'BreakObject(\'Egg\')', "SwitchOn('StoveKnob|+00.39|+00.90|-01.78')", "SwitchOff('StoveKnob|+00.39|+00.90|-01.78')"];
const POOL = [...EGG, "OpenObject('Cabinet|+00.68|+00.50|-02.20')", "PutObject('Bowl', 'CounterTop|+00.69|+00.95|-02.48')", "CloseObject('Cabinet|+00.68|+00.50|-02.20')", "PutObject('Apple', 'Plate')", "SliceObject('Bread', 'Knife')", "PutObject('Mug', 'CoffeeMachine')"];

/** Every allocation of the written calls among the agents the floor allows, each scheduled the ordinary way. */
function everyAllocation(code: Program, world: World, floor: number): { makespan: number; rows: AllocationRow[] }[] {
  const paper = allocateRuleBased(code, world.team, world.skills);
  const options = paper.rows.map((row) => {
    const best = Math.max(...Object.values(row.scores));
    return Object.entries(row.scores).filter(([, s]) => s > 0 && s >= (1 - floor) * best - 1e-12).map(([agent]) => agent);
  });
  const found: { makespan: number; rows: AllocationRow[] }[] = [];
  const pick = (i: number, chosen: string[]): void => {
    if (i === options.length) {
      const byLine = new Map(paper.rows.map((r, k) => [r.line, chosen[k]!] as const));
      const allocated = mapSkillCalls(code, (call) => ({ ...call, agent: byLine.get(call.line)! }));
      found.push({ makespan: planSchedule(allocated, world, undefined, WALKING).schedule.makespan, rows: paper.rows.map((r, k) => ({ ...r, agent: chosen[k]! })) });
      return;
    }
    for (const agent of options[i]!) pick(i + 1, [...chosen, agent]);
  };
  pick(0, []);
  return found;
}

describe('allocateWith balanced', () => {
  it('finds the smallest makespan of all the allocations within the floor, and says it is exact', () => {
    const plans = fc.record({ lines: fc.array(fc.constantFrom(...POOL), { minLength: 1, maxLength: 6 }), team: fc.constantFrom('paper', 'two-robots'), floor: fc.constantFrom(0, 0.1, 0.25, 0.5, 1) });
    fc.assert(
      fc.property(plans, ({ lines, team, floor }) => {
        const world = worlds[team]!;
        const code = program(lines);
        const balanced = allocateWith('balanced', code, world, { floor });
        const all = everyAllocation(code, world, floor);
        expect(balanced.figures.method).toBe('exact');
        const expected = balanced.figures.expected!;
        expect(expected.makespan).toBeCloseTo(Math.min(...all.map((a) => a.makespan)), 9);
        // What it reports is what the schedule of its allocation says, with walks and without, and the rows are one of the allowed allocations.
        const walked = planSchedule(balanced.program, world, undefined, WALKING).schedule;
        expect(walked.makespan).toBeCloseTo(expected.makespan, 9);
        expect(walked.sequential).toBeCloseTo(expected.sequential, 9);
        expect(planSchedule(balanced.program, world).schedule.makespan).toBeCloseTo(balanced.figures.makespan, 9);
        expect(all.some((a) => a.rows.every((r, k) => r.agent === balanced.rows[k]!.agent))).toBe(true);
        expect(balanced.figures.successProbability).toBeCloseTo(successProbability(balanced.program, world), 12);
        expect(expected.makespan).toBeLessThanOrEqual(balanced.figures.paper.makespan + 1e-9);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps to the floor: no call goes to an agent more than the floor below the most reliable', () => {
    const code = program(POOL);
    for (const floor of [0, 0.1, 0.25, 0.6]) {
      for (const row of allocateWith('balanced', code, worlds['two-robots']!, { floor }).rows) {
        expect(row.scores[row.agent]!).toBeGreaterThanOrEqual((1 - floor) * Math.max(...Object.values(row.scores)) - 1e-12);
      }
    }
  });

  it('with a floor of 0 gives every call to its most reliable agent, as the paper rule does', () => {
    const code = program(POOL);
    const world = worlds['two-robots']!;
    expect(allocateWith('balanced', code, world, { floor: 0 }).rows).toEqual(allocateRuleBased(code, world.team, world.skills).rows);
  });

  it('is the same for the same input', () => {
    const code = program([...POOL, ...POOL, ...POOL]);
    const first = allocateWith('balanced', code, worlds['two-robots']!);
    const second = allocateWith('balanced', code, worlds['two-robots']!);
    expect(second.rows).toEqual(first.rows);
    expect(second.figures).toEqual(first.figures);
  });

  it('beyond its budget is a heuristic no worse than the paper rule, with a lower bound and the gap to it', () => {
    const code = program([...POOL, ...POOL, ...POOL]);
    const world = worlds['two-robots']!;
    const { figures } = allocateWith('balanced', code, world, { budget: { exactWork: 0, localWork: 0 } });
    expect(figures.method).toBe('heuristic');
    const expected = figures.expected!.makespan;
    expect(figures.lowerBound).toBeLessThanOrEqual(expected);
    expect(figures.gap).toBeCloseTo((expected - figures.lowerBound) / expected, 12);
    expect(expected).toBeLessThanOrEqual(figures.paper.makespan);
    // With its budget it does at least as well.
    expect(allocateWith('balanced', code, world).figures.expected!.makespan).toBeLessThanOrEqual(expected);
  });

  it('counts calls as they run: a function called twice has one agent per written call, and its calls count twice', () => {
    const parsed = parseSkillCode("def f():\n    OpenObject('Fridge')\n    CloseObject('Fridge')\n\ndef g():\n    f()\n    f()\n\ng()\n");
    if (!parsed.ok) throw new Error('parse');
    const allocated = allocateWith('balanced', parsed.program, worlds.paper!);
    expect(allocated.rows).toHaveLength(2);
    expect(flattenSteps(allocated.program)).toHaveLength(4);
    expect(allocated.figures.sequential).toBe(planSchedule(allocated.program, worlds.paper!).schedule.sequential);
  });
});

describe('what an allocation says', () => {
  const code = program(EGG);

  it('the paper rule on two robots: slower than the balanced allocator and than a team without robot2, with figures', () => {
    const { figures } = allocateWith('paper', code, worlds['two-robots']!);
    expect(figures).toMatchObject({ allocator: 'paper', method: 'rule', makespan: 57, gap: null });
    const expected = figures.expected!.makespan;
    expect(expected).toBeGreaterThan(57);
    const paperTeam = allocateWith('paper', code, worlds.paper!).figures.expected!.makespan;
    expect(figures.smallerTeams).toContainEqual({ without: 'robot2', makespan: paperTeam });
    const notes = allocationNotes(figures, { makespan: expected, successProbability: figures.successProbability, calls: 6 }).join('\n');
    const s = (x: number) => `${Math.round(x * 10) / 10} s`;
    // One makespan, walks included; the chance in words, and why it reads low.
    expect(notes).toContain(`Allocator: the paper rule (each call to its most reliable agent). Expected makespan ${s(expected)}, walks between objects included.`);
    expect(notes).not.toContain('57 s');
    expect(notes).toContain('Chance that every call succeeds: 4.6% (about 1 in 22). The paper\'s affordances (success rate × accuracy) multiply over the 6 calls');
    expect(notes).toContain(`The balanced allocator (reliability floor 25%) would take ${s(figures.balanced!.makespan)}`);
    expect(notes).toContain(`A smaller team would be faster: without robot2, ${s(paperTeam)} against ${s(expected)} (both by the paper rule).`);
    // The fastest alternative, when clearly faster, is given as a hint with what to do.
    const best = Math.min(figures.balanced!.makespan, paperTeam);
    if (best <= expected * 0.85) expect(notes).toMatch(/Hint: clearly faster: /);
    else expect(notes).not.toMatch(/Hint:/);
  });

  it('a line the person gave to another agent is said in the header, and the hint compares with what is shown', () => {
    const { figures } = allocateWith('paper', code, worlds['two-robots']!);
    const notes = allocationNotes(figures, { makespan: 300, successProbability: 0.0008, calls: 6, changes: [{ line: 4, agent: 'human', by: 'you' }] });
    expect(notes[0]).toBe('Allocator: the paper rule (each call to its most reliable agent), except line 4 to human by you. Expected makespan 300 s, walks between objects included.');
    expect(notes[1]).toMatch(/^Chance that every call succeeds: 0\.08% \(about 1 in 1,300\)\./);
    expect(notes.at(-1)).toMatch(/^Hint: clearly faster: /);
  });

  it('a tight floor that costs time says how much', () => {
    const { figures } = allocateWith('balanced', code, worlds['two-robots']!, { floor: 0.1 });
    expect(figures.withoutFloor).not.toBeNull();
    const expected = figures.expected!.makespan;
    expect(figures.withoutFloor!.makespan).toBeLessThan(expected);
    const notes = allocationNotes(figures, { makespan: expected, successProbability: figures.successProbability, calls: 6 }).join('\n');
    const s = (x: number) => `${Math.round(x * 10) / 10} s`;
    expect(notes).toContain(`The reliability floor costs ${s(expected - figures.withoutFloor!.makespan)}: with any able agent the makespan would be ${s(figures.withoutFloor!.makespan)}`);
    expect(notes).toContain('reliability floor 10%');
    expect(notes).toContain('no allocation within the floor ends sooner)');
  });
});
