import { describe, expect, it } from 'vitest';
import { allocationTable, meanStd, rateAtK, rateTable, repeatTable, runTotals } from '../../../src/experiments/tables/metrics.js';
import { outcome, record } from '../records.js';

describe('OCR@k and SER@k', () => {
  it('is the share of episodes whose count is at most k, a null count never', () => {
    // Kitchen: h = 0, 1, 3, null → OCR@0 = 1/4, OCR@1 = 2/4, OCR@3 = 3/4, OCR@5 = 3/4.
    const kitchen = [record({ h: 0 }), record({ h: 1 }), record({ h: 3 }), record({ h: null })];
    expect(rateAtK(kitchen, 'ocr', 0)).toBe(1 / 4);
    expect(rateAtK(kitchen, 'ocr', 1)).toBe(2 / 4);
    expect(rateAtK(kitchen, 'ocr', 2)).toBe(2 / 4);
    expect(rateAtK(kitchen, 'ocr', 3)).toBe(3 / 4);
    expect(rateAtK(kitchen, 'ocr', 5)).toBe(3 / 4);
    // SER reads e, not h.
    const ser = [record({ h: 5, e: 0 }), record({ h: 0, e: 2 })];
    expect(rateAtK(ser, 'ser', 0)).toBe(1 / 2);
    expect(rateAtK(ser, 'ser', 2)).toBe(1);
    expect(rateAtK([], 'ocr', 0)).toBeNull();
  });

  it('splits by model and room type, adds All, and leaves errored episodes out', () => {
    const records = [
      record({ h: 0 }),
      record({ h: 1 }),
      record({ h: 1 }),
      record({ h: 4 }),
      record({ roomType: 'Bathroom', h: 2 }),
      record({ roomType: 'Bathroom', h: null }),
      record({ roomType: 'Bathroom', status: 'errored', h: null }),
      record({ model: 'gpt-4o', h: 0 }),
    ];
    const rows = rateTable(records, 'ocr');
    expect(rows.map((r) => [r.model, r.room, r.episodes])).toEqual([
      ['offline', 'Kitchen', 4],
      ['offline', 'Bathroom', 2],
      ['offline', 'all', 6],
      ['gpt-4o', 'Kitchen', 1],
      ['gpt-4o', 'all', 1],
    ]);
    // Kitchen: 3 of 4 episodes with h <= 1.
    expect(rows[0]!.values).toEqual([0.25, 0.75, 0.75, 0.75, 1, 1]);
    expect(rows[1]!.values).toEqual([0, 0, 0.5, 0.5, 0.5, 0.5]);
    // All offline: h = 0,1,1,4,2,null → at k=1: 3/6, at k=2: 4/6, at k=4: 5/6.
    expect(rows[2]!.values).toEqual([1 / 6, 3 / 6, 4 / 6, 4 / 6, 5 / 6, 5 / 6]);
  });
});

describe('mean ± std over repeats (Table V)', () => {
  it('uses the population standard deviation', () => {
    expect(meanStd([0.5, 1])).toEqual({ mean: 0.75, std: 0.25 });
    expect(meanStd([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ mean: 5, std: 2 });
    expect(meanStd([])).toBeNull();
  });

  it('takes each repeat’s share at k, then their mean and std', () => {
    // Repeat 1: h = 0, 2 → OCR@0 = 0.5; repeat 2: h = 0, 0 → 1; repeat 3: h = 1, null → 0.
    const records = [
      record({ repeat: 1, h: 0 }),
      record({ repeat: 1, h: 2 }),
      record({ repeat: 2, h: 0 }),
      record({ repeat: 2, h: 0 }),
      record({ repeat: 3, h: 1 }),
      record({ repeat: 3, h: null }),
    ];
    const kitchenOcr = repeatTable(records).find((r) => r.room === 'Kitchen' && r.metric === 'ocr')!;
    expect(kitchenOcr.repeats).toBe(3);
    const at0 = kitchenOcr.values[0]!;
    expect(at0.mean).toBeCloseTo(0.5, 12);
    expect(at0.std).toBeCloseTo(Math.sqrt((0 + 0.25 + 0.25) / 3), 12);
    // At k = 2 the repeats give 1, 1, 0.5.
    const at2 = kitchenOcr.values[2]!;
    expect(at2.mean).toBeCloseTo(2.5 / 3, 12);
    const m = 2.5 / 3;
    expect(at2.std).toBeCloseTo(Math.sqrt(((1 - m) ** 2 * 2 + (0.5 - m) ** 2) / 3), 12);
  });
});

describe('CASR and OER (Tables VII and VIII)', () => {
  it('CASR pools skill calls; OER counts episodes executed with every call at its best agent', () => {
    const records = [
      record({ allocators: { 'rule-based': outcome(4, 4, true), random: outcome(4, 2, false), llm: outcome(4, 4, true) } }),
      record({ allocators: { 'rule-based': outcome(6, 6, true), random: outcome(6, 6, true), llm: outcome(6, 5, true) } }),
      record({ roomType: 'Bedroom', allocators: { 'rule-based': outcome(2, 2, false), random: outcome(2, 1, true), llm: null } }),
    ];
    const rows = allocationTable(records);
    const find = (allocator: string, room: string) => rows.find((r) => r.allocator === allocator && r.room === room)!;
    // Random, all rooms: (2 + 6 + 1) of (4 + 6 + 2) calls agree; 1 of 3 episodes optimal.
    expect(find('random', 'all')).toMatchObject({ calls: 12, agreeing: 9, casr: 0.75, episodes: 3, optimal: 1, oer: 1 / 3 });
    // LLM in the kitchen: 9 of 10 calls; the 5-of-6 episode is not optimal although it executed.
    expect(find('llm', 'Kitchen')).toMatchObject({ calls: 10, agreeing: 9, casr: 0.9, episodes: 2, optimal: 1, oer: 0.5 });
    // No LLM allocation in the bedroom: n/a.
    expect(find('llm', 'Bedroom')).toMatchObject({ casr: null, oer: null, episodes: 0 });
    // The rule-based allocation agrees with itself; its bedroom plan failed to execute.
    expect(find('rule-based', 'all')).toMatchObject({ casr: 1, oer: 2 / 3 });
  });

  it('counts an allocator that failed on an episode against it', () => {
    const failed = { calls: 3, agreeing: 0, executed: false, optimal: false, error: 'no usable reply' };
    const rows = allocationTable([record({ allocators: { 'rule-based': outcome(3, 3, true), random: null, llm: failed } })]);
    expect(rows.find((r) => r.allocator === 'llm' && r.room === 'all')).toMatchObject({ casr: 0, oer: 0 });
  });
});

describe('run totals', () => {
  it('counts finished, errored and successful episodes and sums the costs of the finished ones', () => {
    const totals = runTotals([
      record({ tokens: { prompt: 10, completion: 5, total: 15, calls: 2 }, actions: 7 }),
      record({ success: false, actions: 3 }),
      record({ status: 'errored', success: false, actions: 100 }),
    ]);
    expect(totals).toMatchObject({ episodes: 3, finished: 2, errored: 1, success: 1, tokens: 15, actions: 10 });
  });
});
