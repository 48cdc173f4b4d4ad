/**
 * Concurrent writers of one preferences store (issue 37, item 4): `prefs add` run in parallel
 * processes, and the path `plan --remember` keeps a statement by (`preferenceAccess().keep`), each
 * in a process of its own. Every "Kept" is kept, under an id of its own; a lock held by a live
 * process makes a writer wait, and then give up with a clear error, changing nothing.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPreference, readStore } from '../../src/preferences/index.js';
import { holderClock } from '../../src/preferences/store-lock.js';
import { BIN, DIST, ensureBuilt } from '../helpers/dist.js';
import { makeScratch } from '../helpers/files.js';

const scratch = makeScratch('iteraplan-prefs-race-');
beforeAll(ensureBuilt);
afterAll(() => scratch.remove());

const configFor = (name: string) => join(scratch.dir, name);
const envFor = (config: string): Record<string, string> => ({ PATH: process.env['PATH'] ?? '', ITERAPLAN_CONFIG_DIR: config, USER: 'alice' });

/** A process that keeps one statement the way a planning session does (`plan --remember`). */
function keepInProcess(config: string, text: string) {
  const script = `
    const { preferenceAccess } = await import(${JSON.stringify(join(DIST, 'preferences', 'index.js'))});
    const access = preferenceAccess(process.env, 'alice', { scene: { roomType: 'Kitchen' }, catalogue: { types: new Map() }, team: { agents: [] } });
    const kept = access.keep({ text: ${JSON.stringify(text)}, scope: { kind: 'person' }, rule: null, source: { kind: 'command' } });
    console.log('Kept ' + kept.id);`;
  return execa('node', ['--input-type=module', '-e', script], { env: envFor(config), extendEnv: false, reject: false });
}

describe('concurrent preference writers', () => {
  it('keeps every statement of parallel prefs add and plan --remember, each under its own id', async () => {
    const config = configFor('race');
    const texts = Array.from({ length: 12 }, (_, i) => `statement number ${i}`);
    const runs = await Promise.all(
      texts.map((text, i) =>
        i % 2 === 0 ? execa('node', [BIN, 'prefs', 'add', text], { env: envFor(config), extendEnv: false, reject: false }) : keepInProcess(config, text),
      ),
    );
    for (const run of runs) expect([run.exitCode, run.stderr]).toEqual([0, '']);
    expect(runs.every((run) => run.stdout.includes('Kept'))).toBe(true);
    const kept = readStore({ ITERAPLAN_CONFIG_DIR: config }, 'alice').preferences;
    expect(kept.map((p) => p.text).sort()).toEqual([...texts].sort());
    expect(new Set(kept.map((p) => p.id)).size).toBe(texts.length);
  });

  it('prefs edit does not undo a statement kept while the editor was open', async () => {
    const config = configFor('edit');
    await execa('node', [BIN, 'prefs', 'add', 'before the edit'], { env: envFor(config), extendEnv: false });
    // The "editor" keeps a statement through another iteraplan, then changes the draft.
    const editor = scratch.write('edit-and-add.sh', `#!/bin/sh\nnode ${JSON.stringify(BIN)} prefs add "kept meanwhile" >/dev/null\nsed -i "s/before the edit/edited/" "$1"\n`);
    const edited = await execa('node', [BIN, 'prefs', 'edit'], { env: { ...envFor(config), EDITOR: `sh ${editor}` }, extendEnv: false, reject: false });
    expect([edited.exitCode, edited.stderr]).toEqual([2, expect.stringContaining('changed while you edited it; the preferences are unchanged (your draft: ')]);
    expect(readStore({ ITERAPLAN_CONFIG_DIR: config }, 'alice').preferences.map((p) => p.text)).toEqual(['before the edit', 'kept meanwhile']);
  });

  it('waits for a lock a live process holds, then refuses naming the store and the lock, changing nothing', () => {
    const config = configFor('held');
    const env = { ITERAPLAN_CONFIG_DIR: config };
    const store = readStore(env, 'alice');
    addPreference(store, { text: 'first', scope: { kind: 'person' }, rule: null, source: { kind: 'command' } });
    const before = readFileSync(store.path, 'utf8');
    // This test's own process holds the lock, as another iteraplan mid-write would.
    writeFileSync(`${store.path}.lock`, `${process.pid}\n`);
    expect(() => addPreference(readStore(env, 'alice'), { text: 'second', scope: { kind: 'person' }, rule: null, source: { kind: 'command' } }, new Date(), { lockWaitMs: 200 })).toThrow(
      /alice\.yaml.*another iteraplan \(process \d+\) is changing it.*alice\.yaml\.lock/s,
    );
    expect(readFileSync(store.path, 'utf8')).toBe(before);
  });

  it('gives up on one holder kept past the bound, never on a queue of holders that each took their turn', () => {
    // The writers of the first test queue behind each other: on a busy machine their turns add up
    // to more than the bound, and each must still wait for its own.
    const heldTooLong = holderClock(10_000);
    expect([0, 4_000, 9_999].map((now) => heldTooLong('7:101', now))).toEqual([false, false, false]);
    expect([10_000, 19_999].map((now) => heldTooLong('8:102', now))).toEqual([false, false]);
    expect(heldTooLong('8:102', 20_000)).toBe(true);
    // The same pid in a new lock file is a new turn.
    expect(heldTooLong('9:102', 20_001)).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const config = configFor('stale');
    mkdirSync(join(config, 'preferences'), { recursive: true });
    const gone = await execa('node', ['-e', 'console.log(process.pid)']);
    writeFileSync(join(config, 'preferences', 'alice.yaml.lock'), `${gone.stdout.trim()}\n`);
    const added = await execa('node', [BIN, 'prefs', 'add', 'after a crash'], { env: envFor(config), extendEnv: false, reject: false });
    expect([added.exitCode, added.stdout]).toEqual([0, expect.stringContaining('Kept p1')]);
  });
});
