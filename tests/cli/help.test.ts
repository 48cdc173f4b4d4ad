/** `--help` of every command: grouped options, examples that use real flags, and the README agreeing. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { captureIO } from '../helpers/capture.js';

const COMMANDS = ['plan', 'check', 'execute', 'allocate', 'experiment', 'export', 'runs', 'runs show', 'runs open', 'scenes', 'scenes show', 'bridge', 'suites import alfred', 'suites import teach', 'fidelity replay-alfred', 'bank build', 'bank export', 'prefs', 'prefs add'];

async function help(command: string): Promise<string> {
  const captured = captureIO({});
  const code = await main([...command.split(' '), '--help'], captured.io);
  expect(code, captured.stderr()).toBe(0);
  return captured.stdout();
}

/** The long flags a help text lists (`--no-x` as given). */
function flagsOf(text: string): Set<string> {
  return new Set([...text.matchAll(/^ {2}(?:-\w, )?(--[a-z][a-z-]*)/gm)].map((m) => m[1]!));
}

/** Each example of a help text: its command line after `iteraplan`. */
function examplesOf(text: string): string[] {
  return [...text.matchAll(/^ {2}\$ iteraplan (.+)$/gm)].map((m) => m[1]!);
}

/** The longest command of COMMANDS a command line starts with. */
function commandOf(line: string): string {
  return COMMANDS.filter((c) => line === c || line.startsWith(`${c} `)).sort((a, b) => b.length - a.length)[0] ?? '';
}

describe('iteraplan <command> --help', () => {
  test('plan groups its options under headings; no option is left in the flat list but --help', async () => {
    const text = await help('plan');
    const headings = [...text.matchAll(/^(\S[^:\n]*):$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['Arguments', 'The request', 'Approval (without a terminal, or to script it)', 'Preferences (docs/preferences.md)', 'Refinement', 'Team and allocation', 'Sessions and output', 'LLM', 'Simulator', 'Options', 'Examples']);
    const flat = text.slice(text.indexOf('\nOptions:\n'), text.indexOf('\nExamples:\n'));
    expect(flat.trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/)[0])).toEqual(['-h,']);
  });

  test('experiment groups its options too: what to run, the sessions, teams, simulators, LLM', async () => {
    const text = await help('experiment');
    const headings = [...text.matchAll(/^(\S[^:\n]*):$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['What to run', "Each episode's session", 'Simulators', 'LLM', 'Teams and allocation', 'Options', 'Examples']);
    const flat = text.slice(text.indexOf('\nOptions:\n'), text.indexOf('\nExamples:\n'));
    expect(flat.trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/)[0])).toEqual(['-h,']);
  });

  test.each(COMMANDS.filter((c) => !['runs show', 'runs open', 'scenes show'].includes(c)))('%s ends with examples whose flags it has', async (command) => {
    const examples = examplesOf(await help(command));
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const example of examples) {
      const target = commandOf(example);
      expect(target, example).not.toBe('');
      const known = flagsOf(await help(target));
      for (const flag of example.match(/(?<=\s)--[a-z][a-z-]*/g) ?? []) expect(known, `${example}: ${flag}`).toContain(flag);
    }
  });
});

describe("README's command list", () => {
  test('names only flags the command has', async () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const block = /## Commands\n\n```\n([\s\S]*?)```/.exec(readme)![1]!;
    let command = '';
    const wrong: string[] = [];
    for (const line of block.split('\n')) {
      // The command is the words before its first argument or flag ("suites import alfred DIR").
      const head = /^iteraplan ([a-z]+(?: [a-z][a-z-]*(?=\s|$))*)/.exec(line);
      if (head) command = head[1]!;
      else if (!/^\s+-/.test(line)) continue;
      const code = line.split('#')[0]!;
      const known = flagsOf(await help(command));
      for (const flag of code.match(/--[a-z][a-z-]*/g) ?? []) if (!known.has(flag) && !known.has(flag.replace(/^--no-/, '--'))) wrong.push(`${command}: ${flag}`);
    }
    expect(wrong).toEqual([]);
  });
});
