import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflicts, deriveSchedule, type ScheduleItem } from '../../src/schedule/index.js';

const fp = (writes: string[] = [], reads: string[] = []) => ({ writes: new Set(writes), reads: new Set(reads) });
const item = (agent: string, seconds: number, writes: string[] = [], reads: string[] = []): ScheduleItem => ({ agent, seconds, footprint: fp(writes, reads) });

describe('conflicts', () => {
  it('is a write against a read or a write, never two reads', () => {
    expect(conflicts(fp(['Fridge']), fp([], ['Fridge']))).toEqual(['Fridge']);
    expect(conflicts(fp([], ['Fridge']), fp(['Fridge']))).toEqual(['Fridge']);
    expect(conflicts(fp(['Egg']), fp(['Egg']))).toEqual(['Egg']);
    expect(conflicts(fp([], ['CounterTop']), fp([], ['CounterTop']))).toEqual([]);
    expect(conflicts(fp(['Apple']), fp(['Bread']))).toEqual([]);
  });

  it('lets an object overlap its whole group, but not another object of it', () => {
    expect(conflicts(fp(['Cabinet#Cabinet|1']), fp([], ['Cabinet']))).toEqual(['Cabinet#Cabinet|1']);
    expect(conflicts(fp(['Cabinet']), fp([], ['Cabinet#Cabinet|2']))).toEqual(['Cabinet']);
    expect(conflicts(fp(['Cabinet#Cabinet|1']), fp(['Cabinet#Cabinet|2']))).toEqual([]);
    expect(conflicts(fp(['room:CounterTop#C|1']), fp(['room:CounterTop']))).toEqual(['room:CounterTop', 'room:CounterTop#C|1']);
  });
});

describe('deriveSchedule', () => {
  it('keeps one agent’s calls in order and lets other agents’ unrelated calls overlap', () => {
    const schedule = deriveSchedule([item('robot', 10, ['Fridge']), item('human', 4, ['Apple']), item('robot', 6, ['Cabinet'])], ['robot', 'human']);
    expect(schedule.calls.map((c) => [c.start, c.end])).toEqual([[0, 10], [0, 4], [10, 16]]);
    expect(schedule.calls[2]?.after).toEqual([{ on: 0, because: ['agent'] }]);
    expect(schedule.makespan).toBe(16);
    expect(schedule.sequential).toBe(20);
    expect(schedule.speedup).toBeCloseTo(20 / 16, 12);
  });

  it('orders calls of different agents that touch the same thing, saying why', () => {
    const schedule = deriveSchedule([item('robot', 18, ['Fridge']), item('human', 9, ['Egg'], ['Fridge', 'Pan']), item('robot', 16, ['Fridge'])]);
    expect(schedule.calls[1]).toMatchObject({ start: 18, end: 27, after: [{ on: 0, because: ['Fridge'] }] });
    // The close waits for the put (Fridge); its wait for the open is implied, so it is not listed.
    expect(schedule.calls[2]).toMatchObject({ start: 27, end: 43, after: [{ on: 1, because: ['Fridge'] }] });
    expect(schedule.makespan).toBe(43);
  });

  it('starts a call when the last of its predecessors ends', () => {
    const schedule = deriveSchedule([item('a', 5, ['X']), item('b', 9, ['Y']), item('c', 1, [], ['X', 'Y'])]);
    expect(schedule.calls[2]).toMatchObject({ start: 9, end: 10 });
    expect(schedule.calls[2]?.after.map((d) => d.on)).toEqual([0, 1]);
  });

  it('gives each agent its calls, busy seconds and share, in the order asked, agents without calls included', () => {
    const { load } = deriveSchedule([item('human', 3), item('robot', 9), item('human', 3)], ['robot', 'robot2', 'human']);
    expect(load).toEqual([
      { agent: 'robot', calls: 1, seconds: 9, share: 0.6 },
      { agent: 'robot2', calls: 0, seconds: 0, share: 0 },
      { agent: 'human', calls: 2, seconds: 6, share: 0.4 },
    ]);
  });

  it('has makespan and sequential 0 and speed-up 1 for no calls', () => {
    expect(deriveSchedule([])).toMatchObject({ calls: [], makespan: 0, sequential: 0, speedup: 1 });
  });

  it('always keeps conflicting calls in written order, never overlaps an agent with itself, and never exceeds the sequential time', () => {
    const resources = ['A', 'B', 'C', 'D#1', 'D#2', 'D'];
    const items = fc.array(
      fc.record({
        agent: fc.constantFrom('robot', 'robot2', 'human'),
        seconds: fc.integer({ min: 1, max: 20 }),
        writes: fc.subarray(resources),
        reads: fc.subarray(resources),
      }),
      { maxLength: 14 },
    );
    fc.assert(
      fc.property(items, (raw) => {
        const list = raw.map((r) => item(r.agent, r.seconds, r.writes, r.reads));
        const { calls, makespan, sequential, load } = deriveSchedule(list);
        for (let j = 0; j < calls.length; j++) {
          for (let i = 0; i < j; i++) {
            const mustFollow = list[i]!.agent === list[j]!.agent || conflicts(list[i]!.footprint, list[j]!.footprint).length > 0;
            if (mustFollow) expect(calls[j]!.start).toBeGreaterThanOrEqual(calls[i]!.end);
          }
        }
        expect(makespan).toBeLessThanOrEqual(sequential);
        for (const agent of load) expect(makespan).toBeGreaterThanOrEqual(agent.seconds);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The schedule worked out the plain way: every earlier call that conflicts or has the same agent
 * is a predecessor, and a predecessor another one already waits for (directly or not) is dropped.
 */
function referenceSchedule(list: readonly ScheduleItem[]): { after: { on: number; because: string[] }[]; start: number; end: number }[] {
  const out: { after: { on: number; because: string[] }[]; start: number; end: number }[] = [];
  const waitsFor: Set<number>[] = [];
  list.forEach((item, j) => {
    const direct: { on: number; because: string[] }[] = [];
    for (let i = 0; i < j; i++) {
      const because = conflicts(list[i]!.footprint, item.footprint);
      if (list[i]!.agent === item.agent) because.unshift('agent');
      if (because.length > 0) direct.push({ on: i, because });
    }
    const all = new Set<number>();
    for (const { on } of direct) {
      all.add(on);
      for (const k of waitsFor[on]!) all.add(k);
    }
    waitsFor.push(all);
    const after = direct.filter(({ on }) => !direct.some((other) => other.on !== on && waitsFor[other.on]!.has(on)));
    const start = Math.max(0, ...direct.map(({ on }) => out[on]!.end));
    out.push({ after, start, end: start + item.seconds });
  });
  return out;
}

describe('deriveSchedule at scale', () => {
  it('finds exactly the waits and times of the plain all-pairs derivation (objects, their groups, rooms and memories)', () => {
    const resources = ['A', 'B', 'D', 'D#1', 'D#2', 'D#3', 'room:D', 'room:D#1', 'memo:D'];
    const items = fc.array(
      fc.record({
        agent: fc.constantFrom('robot', 'robot2', 'human'),
        seconds: fc.integer({ min: 0, max: 20 }),
        writes: fc.subarray(resources, { maxLength: 3 }),
        reads: fc.subarray(resources, { maxLength: 4 }),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(items, (raw) => {
        const list = raw.map((r) => item(r.agent, r.seconds, r.writes, r.reads.filter((x) => !r.writes.includes(x))));
        const { calls } = deriveSchedule(list);
        const expected = referenceSchedule(list);
        expect(calls.map((c) => ({ after: c.after, start: c.start, end: c.end }))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a long chain of calls on one object to one wait each (not every earlier call)', () => {
    // 3,000 calls by three agents all writing the Fridge: each waits only for the one before it.
    const list = Array.from({ length: 3_000 }, (_, i) => item(['robot', 'human', 'robot2'][i % 3]!, 1, ['Fridge'], ['Egg']));
    const { calls, makespan } = deriveSchedule(list);
    expect(calls.every((c, j) => c.after.length === (j === 0 ? 0 : 1) && (j === 0 || c.after[0]!.on === j - 1))).toBe(true);
    expect(makespan).toBe(3_000);
  });

  it('lets many readers of one thing wait only for its writer, and its next writer wait for the last reader of each agent', () => {
    const readers = Array.from({ length: 2_000 }, (_, i) => item(i % 2 === 0 ? 'robot' : 'human', 1, [], ['Fridge']));
    const list = [item('robot2', 5, ['Fridge']), ...readers, item('robot2', 5, ['Fridge'])];
    const { calls } = deriveSchedule(list);
    expect(calls[1]!.after).toEqual([{ on: 0, because: ['Fridge'] }]);
    expect(calls[2_001]!.after.map((d) => d.on)).toEqual([1_999, 2_000]);
    expect(calls[2_001]!.start).toBe(5 + 1_000);
  });
});
