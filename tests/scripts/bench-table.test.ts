/** scripts/bench/table.mjs: what `npm run bench` writes to BENCHMARKS.md, and when it writes nothing. */
import { describe, expect, test } from 'vitest';
// @ts-expect-error a plain ES module of scripts/, without types
import { handWrittenSections, keptPart, partOf, refusal, tableMarkdown } from '../../scripts/bench/table.mjs';

interface Part {
  rows: string[];
  output: string[];
}
const part = partOf as (result: object) => Part;
const kept = keptPart as (text: string, name: string, command: string) => Part | null;
const markdown = tableMarkdown as (parts: Part[], note: string, machine: string, handWritten?: string[]) => string;
const handWritten = handWrittenSections as (text: string, names: string[]) => string[];
const refuse = refusal as (results: object[], allowFailures: boolean) => string | null;

const fast = { name: 'Parser throughput', command: 'node bench/parser.mjs', seconds: 2.4, stdout: 'parser: 9 MB/s\n', rows: [['Skill-code parser', '9 MB/s']] };
const broken = { name: 'Full offline paper suite', command: 'node bench/experiment.mjs', seconds: 2.8, stdout: 'INCOMPLETE\n', failure: 'exit 1: 40 episode(s) errored' };

describe('the BENCHMARKS.md table', () => {
  test('a run with a failed benchmark is not written unless told', () => {
    expect(refuse([fast, broken], false)).toMatch(/^1 benchmark\(s\) failed \(Full offline paper suite\): BENCHMARKS\.md is left as it was\. .*--allow-failures/);
    expect(refuse([fast, broken], true)).toBeNull();
    expect(refuse([fast], false)).toBeNull();
  });

  test('--only: the rows and output of the benchmarks not run again are kept from the file as they were', () => {
    const before = markdown([part(fast), part(broken)], 'Written on day 1.', 'a machine');
    expect(before).toContain('| Full offline paper suite | **failed**: exit 1: 40 episode(s) errored | `node bench/experiment.mjs` |');
    const fixed = { ...broken, failure: undefined, stdout: 'bench experiment: 40 episodes\n', rows: [['Paper suite, offline planner: wall time', '9.9 s']] };
    const after = markdown([kept(before, fast.name, fast.command)!, part(fixed)], 'Written on day 2.', 'a machine');
    expect(after).toContain('| Skill-code parser | 9 MB/s | `node bench/parser.mjs` |');
    expect(after).toContain('### Parser throughput\n\n`node bench/parser.mjs` (2.4 s)\n\n```\nparser: 9 MB/s\n```\n');
    expect(after).toContain('| Paper suite, offline planner: wall time | 9.9 s | `node bench/experiment.mjs` |');
    expect(after).not.toContain('failed');
    expect(after.indexOf('Skill-code parser')).toBeLessThan(after.indexOf('offline planner: wall time'));
    expect(kept(after, 'Load', 'node bench/load.mjs')).toBeNull();
  });

  test('--only keeps the sections written by hand under the full output, with their own parts, and drops none of the benchmarks', () => {
    const prose = ['### The plan bank', '', 'Built by hand: 2,136 examples.', '', '#### Every source', '', '| source | n |', '| --- | --- |', '| alfred | 9 |', ''];
    const before = markdown([part(fast), part(broken)], 'Written on day 1.', 'a machine', prose);
    const llm = '<!-- bench:llm begin -->\n## Real model\n### A model run\n<!-- bench:llm end -->';
    const kept = handWritten(`${before}\n${llm}\n`, [fast.name, broken.name]);
    expect(kept).toEqual(prose);
    const after = markdown([part(fast), part(broken)], 'Written on day 2.', 'a machine', kept);
    expect(after).toContain('### The plan bank\n\nBuilt by hand: 2,136 examples.\n\n#### Every source\n');
    expect(after.indexOf('### Full offline paper suite')).toBeLessThan(after.indexOf('### The plan bank'));
    expect(handWritten(after, [fast.name, broken.name, 'The plan bank'])).toEqual([]);
    expect(handWritten('# no full output here\n### Loose\ntext\n', [])).toEqual([]);
  });
});
