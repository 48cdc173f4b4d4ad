import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of scripts/, without types
import { SERVER_GROUP_NICE, raiseServerShare } from '../../scripts/bench-llm/server-share.mjs';
import { makeScratch, type Scratch } from '../helpers/files.js';

const scratches: Scratch[] = [];
afterAll(() => scratches.forEach((s) => s.remove()));

/** A /proc of our own: the autogroup switch, and process 4242's autogroup file when `withPid`. */
function fakeProc(enabled: string | null, withPid: boolean): string {
  const scratch = makeScratch('proc-');
  scratches.push(scratch);
  const root = scratch.dir;
  if (enabled !== null) {
    mkdirSync(join(root, 'sys', 'kernel'), { recursive: true });
    writeFileSync(join(root, 'sys', 'kernel', 'sched_autogroup_enabled'), `${enabled}\n`);
  }
  if (withPid) {
    mkdirSync(join(root, '4242'));
    writeFileSync(join(root, '4242', 'autogroup'), '/autogroup-7 nice 0\n');
  }
  return root;
}

describe('raiseServerShare', () => {
  it('puts the server session ahead where autogroup scheduling is on', () => {
    const procRoot = fakeProc('1', true);
    expect(raiseServerShare(4242, { procRoot })).toMatch(/scheduled at nice -10/);
    expect(readFileSync(join(procRoot, '4242', 'autogroup'), 'utf8')).toBe(String(SERVER_GROUP_NICE));
  });

  it('leaves nice values alone where autogroup scheduling is off or absent', () => {
    for (const enabled of ['0', null]) {
      const procRoot = fakeProc(enabled, true);
      expect(raiseServerShare(4242, { procRoot })).toBeNull();
      expect(readFileSync(join(procRoot, '4242', 'autogroup'), 'utf8')).toBe('/autogroup-7 nice 0\n');
    }
  });

  it('says what to do when the session cannot be raised', () => {
    const procRoot = fakeProc('1', false);
    expect(raiseServerShare(4242, { procRoot })).toMatch(/could not be raised \(ENOENT\).*sched_autogroup_enabled=0/);
  });
});
