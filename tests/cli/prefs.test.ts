/** `iteraplan prefs path|list|add|rm|edit` on a store in a scratch config folder (ITERAPLAN_CONFIG_DIR). */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { readStore } from '../../src/preferences/index.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch } from '../helpers/files.js';

const scratch = makeScratch('iteraplan-prefs-');
afterAll(() => scratch.remove());

const envFor = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ PATH: process.env['PATH'], ITERAPLAN_CONFIG_DIR: join(scratch.dir, 'config'), USER: 'alice', ...extra });

async function run(argv: string[], extra: NodeJS.ProcessEnv = {}) {
  const captured = captureIO(envFor(extra));
  const code = await main(argv, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

describe('iteraplan prefs', () => {
  it('keeps each person apart, in a file of the config folder only its owner can read', async () => {
    const path = await run(['prefs', 'path']);
    expect(path.stdout.trim()).toBe(join(scratch.dir, 'config', 'preferences', 'alice.yaml'));
    expect((await run(['prefs', 'path', '--person', 'bob'])).stdout.trim()).toBe(join(scratch.dir, 'config', 'preferences', 'bob.yaml'));
    expect((await run(['prefs', 'path'], { ITERAPLAN_PERSON: 'carol' })).stdout.trim()).toMatch(/carol\.yaml$/);

    const added = await run(['prefs', 'add', "I don't eat eggs"]);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('p1 "I don\'t eat eggs" (for this person; use no Egg, EggCracked)');
    expect(statSync(path.stdout.trim()).mode & 0o777).toBe(0o600);
    expect((await run(['prefs', 'list', '--person', 'bob'])).stdout).toContain('No preferences kept for bob');
  });

  it('adds with a scope and an explicit rule, lists as JSON, removes by id', async () => {
    expect((await run(['prefs', 'add', 'the robot keeps off the stove', '--scope', 'home', '--keep-away', 'robot:StoveBurner,StoveKnob'])).code).toBe(0);
    expect((await run(['prefs', 'add', 'mugs', '--scope', 'room:kitchen', '--prefer', 'Mug', '--over', 'Cup'])).code).toBe(0);
    const listed = JSON.parse((await run(['prefs', 'list', '--json'])).stdout) as { preferences: { id: string; scope: unknown; rule: unknown }[] };
    expect(listed.preferences.map((p) => [p.id, p.scope, p.rule])).toEqual([
      ['p1', { kind: 'person' }, { exclude: ['Egg', 'EggCracked'] }],
      ['p2', { kind: 'home' }, { keepAway: { agent: 'robot', types: ['StoveBurner', 'StoveKnob'] } }],
      ['p3', { kind: 'room', room: 'Kitchen' }, { prefer: 'Mug', over: ['Cup'] }],
    ]);
    const removed = await run(['prefs', 'rm', 'p2']);
    expect(removed.stdout).toContain('Forgot p2');
    expect(readStore(envFor(), 'alice').preferences.map((p) => p.id)).toEqual(['p1', 'p3']);
    // The next id is never one still in use.
    expect((await run(['prefs', 'add', 'always use the pan'])).stdout).toContain('p4');
  });

  it('refuses bad input with exit 2, naming what is wrong', async () => {
    const missing = await run(['prefs', 'rm', 'p99']);
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringContaining("alice has no preference 'p99' (ids: p1, p3, p4)")]);
    expect((await run(['prefs', 'add', 'x', '--scope', 'garden'])).stderr).toContain("--scope 'garden' must be person, home or room:");
    expect((await run(['prefs', 'add', 'x', '--exclude', 'Dragon'])).stderr).toContain("--exclude 'Dragon' is not an object type");
    const badName = await run(['prefs', 'list', '--person', '../etc/passwd']);
    expect([badName.code, badName.stderr]).toEqual([2, expect.stringContaining("--person '../etc/passwd' must be a name")]);
  });

  it('refuses a preference that says nothing: a type preferred over itself, in words, by flags or by an edit', async () => {
    const env = { USER: 'erin' };
    const words = await run(['prefs', 'add', 'use Cup rather than Cup'], env);
    expect([words.code, words.stderr]).toEqual([2, expect.stringContaining("'use Cup rather than Cup' is read as use Cup rather than Cup: a type preferred over itself says nothing")]);
    expect((await run(['prefs', 'add', 'mugs', '--prefer', 'Mug', '--over', 'Mug'], env)).code).toBe(2);
    expect(readStore(envFor(env), 'erin').preferences).toHaveLength(0);
    await run(['prefs', 'add', 'mugs please', '--prefer', 'Mug', '--over', 'Cup'], env);
    const same = scratch.write('same.sh', '#!/bin/sh\nsed -i "s/- Cup/- Mug/" "$1"\n');
    const edited = await run(['prefs', 'edit'], { ...env, EDITOR: `sh ${same}` });
    expect([edited.code, edited.stderr]).toEqual([2, expect.stringMatching(/erin\.yaml:\d+: preferences\[0\] \(p1\)\.rule\.over: a type preferred over itself says nothing/)]);
    expect(readStore(envFor(env), 'erin').preferences[0]!.rule).toEqual({ prefer: 'Mug', over: ['Cup'] });
  });

  it('names the line of a store that does not check, and edit keeps only a valid file', async () => {
    const file = join(scratch.dir, 'config', 'preferences', 'dave.yaml');
    const env = { USER: 'dave' };
    await run(['prefs', 'add', "I'm vegan"], env);
    const before = readFileSync(file, 'utf8');
    const breaker = scratch.write('break.sh', '#!/bin/sh\nsed -i "s/kind: person/kind: planet/" "$1"\n');
    const broken = await run(['prefs', 'edit'], { ...env, EDITOR: `sh ${breaker}` });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/dave\.yaml:8: preferences\[0\] \(p1\)\.scope\.kind/);
    expect(readFileSync(file, 'utf8')).toBe(before);

    const fixer = scratch.write('fix.sh', '#!/bin/sh\nsed -i "s/text: I\'m vegan/text: I am vegan/" "$1"\n');
    const edited = await run(['prefs', 'edit'], { ...env, EDITOR: `sh ${fixer}` });
    expect([edited.code, edited.stdout]).toEqual([0, expect.stringContaining('Kept 1 preference(s)')]);
    expect(readStore(envFor(env), 'dave').preferences[0]!.text).toBe('I am vegan');

    writeFileSync(file, 'version: 1\nperson: dave\npreferences:\n  - id: p1\n    text: x\n    scope: {kind: person}\n    source: {kind: command}\n    added: now\n    colour: blue\n');
    const listed = await run(['prefs', 'list'], env);
    expect([listed.code, listed.stderr]).toEqual([2, expect.stringMatching(/dave\.yaml:9: .*unknown key 'colour'/)]);
    expect(existsSync(file)).toBe(true);
  });
});
