/**
 * A persona's temporary store does not outlive its experiment (issue 37, item 21): a process that
 * exits with stores still open (an experiment stopped at once) removes them as it exits, and the
 * folder of a process killed outright is removed by the next one that opens a store. The built
 * module in real child processes.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { openPersonaStore } from '../../../src/experiments/run/persona-store.js';
import { loadWorld } from '../../../src/world/index.js';
import { DIST, ensureBuilt } from '../../helpers/dist.js';

const PERSONA = { person: 'vera', preferences: [{ text: "I'm vegan", rule: { exclude: ['Egg'] }, scope: { kind: 'person' as const } }], answers: [] };

/** A child that opens a store, says so on stdout, then runs `then` (JavaScript). */
function child(then: string) {
  const script = `
    const { openPersonaStore } = await import(${JSON.stringify(join(DIST, 'experiments', 'run', 'persona-store.js'))});
    const { loadWorld } = await import(${JSON.stringify(join(DIST, 'world', 'index.js'))});
    openPersonaStore(${JSON.stringify(PERSONA)}, loadWorld('FloorPlan1'));
    process.stdout.write('open\\n');
    ${then}`;
  const process_ = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const opened = new Promise<void>((resolve) => process_.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve()));
  const exited = new Promise<void>((resolve) => process_.on('close', () => resolve()));
  return { process: process_, opened, exited };
}

/** The persona folders a process with `pid` made. */
function foldersOf(pid: number): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith(`iteraplan-persona-${pid}-`));
}

beforeAll(() => ensureBuilt());

describe('persona stores after an interrupted experiment', () => {
  test('a process that exits with a store open removes its folder', async () => {
    const before = new Set(readdirSync(tmpdir()));
    const run = child('process.exit(0);');
    await run.opened;
    await run.exited;
    // New persona folders that are the child's: named by its pid, or by none (other processes name theirs).
    const left = readdirSync(tmpdir()).filter((name) => !before.has(name) && name.startsWith('iteraplan-persona-'));
    expect(left.filter((name) => name.startsWith(`iteraplan-persona-${run.process.pid}-`) || !/^iteraplan-persona-\d+-/.test(name))).toEqual([]);
  });

  test('the folder of a process killed outright is removed when the next store is opened', async () => {
    const run = child('setInterval(() => {}, 1000);');
    await run.opened;
    const pid = run.process.pid!;
    const left = foldersOf(pid);
    expect(left).toHaveLength(1);
    run.process.kill('SIGKILL');
    await run.exited;
    expect(existsSync(join(tmpdir(), left[0]!))).toBe(true);
    const store = openPersonaStore(PERSONA, loadWorld('FloorPlan1'));
    try {
      expect(existsSync(join(tmpdir(), left[0]!))).toBe(false);
    } finally {
      store.remove();
    }
    expect(foldersOf(process.pid)).toEqual([]);
  });
});
