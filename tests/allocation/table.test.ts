import { describe, expect, it } from 'vitest';
import { parseSkillCode } from '../../src/code/parse.js';
import { allocateRuleBased } from '../../src/allocation/rule-based.js';
import { allocationToJson, formatAffordance, formatAllocationTable } from '../../src/allocation/table.js';
import type { AllocationRow } from '../../src/allocation/allocation.js';
import { context, program } from './helpers.js';

const ROWS: AllocationRow[] = [
  { line: 3, call: "OpenObject('Fridge')", skill: 'OpenObject', scores: { human: 0.99 * 0.36, robot: 0.72 * 0.64 }, agent: 'robot' },
  { line: 12, call: "SliceObject('Apple', 'Knife')", skill: 'SliceObject', scores: { human: 0.1234, robot: 0 }, agent: 'human' },
];

describe('formatAllocationTable', () => {
  const lines = formatAllocationTable(ROWS).split('\n');

  it('has a header and one line per row, with numbers to three decimals', () => {
    expect(lines).toHaveLength(3);
    expect(lines[0]?.split(/\s+/)).toEqual(['line', 'call', 'human', 'robot', 'agent']);
    expect(lines[1]?.trim().split(/\s{2,}/)).toEqual(['3', "OpenObject('Fridge')", '0.356', '0.461', 'robot']);
    expect(lines[2]?.trim().split(/\s{2,}/)).toEqual(['12', "SliceObject('Apple', 'Knife')", '0.123', '0.000', 'human']);
  });

  it('aligns every column', () => {
    for (const header of ['call', 'agent']) {
      const start = lines[0]?.indexOf(header);
      const value = header === 'call' ? ROWS.map((r) => r.call) : ROWS.map((r) => r.agent);
      lines.slice(1).forEach((line, i) => expect(line.indexOf(value[i] ?? '')).toBe(start));
    }
    // Numbers are right-aligned: each ends where its header ends.
    for (const header of ['human', 'robot']) {
      const end = (lines[0]?.indexOf(header) ?? 0) + header.length;
      for (const [i, row] of ROWS.entries()) {
        const text = formatAffordance(header === 'human' ? row.scores.human! : row.scores.robot!);
        expect(lines[i + 1]?.slice(end - text.length, end)).toBe(text);
      }
    }
    expect(lines.every((line) => line === line.trimEnd())).toBe(true);
  });

  it('prints only the header for no rows', () => {
    expect(formatAllocationTable([], ['human', 'robot'])).toBe('line  call  human  robot  agent');
  });

  it('has one score column per agent of a larger team, in the order given', () => {
    const rows: AllocationRow[] = [{ line: 2, call: "PutObject('Egg', 'Pan')", skill: 'PutObject', scores: { robot: 0.2123, robot2: 0.5344, human: 0.4516 }, agent: 'robot2' }];
    const [header, row] = formatAllocationTable(rows).split('\n');
    expect(header?.split(/\s+/)).toEqual(['line', 'call', 'robot', 'robot2', 'human', 'agent']);
    expect(row?.trim().split(/\s{2,}/)).toEqual(['2', "PutObject('Egg', 'Pan')", '0.212', '0.534', '0.452', 'robot2']);
  });
});

describe('allocationToJson', () => {
  it('gives the rows and the rewritten code with agent prefixes, which parses back', () => {
    const { skills, team } = context();
    const code = "def f():\n    OpenObject('Fridge')\n    SliceObject('Apple', 'Knife')\n\nf()\n";
    const allocation = allocateRuleBased(program(code), team, skills);
    const json = allocationToJson(allocation);
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
    expect(json.rows).toEqual(allocation.rows);
    expect(json.code).toContain("    robot.OpenObject('Fridge')\n    human.SliceObject('Apple', 'Knife')\n");
    const reparsed = parseSkillCode(json.code);
    expect(reparsed.ok).toBe(true);
  });
});
