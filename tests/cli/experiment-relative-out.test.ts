/**
 * `experiment --out DIR` with DIR relative to where it is run, on a suite with scenes of its own
 * (the ALFRED sample): the merged scenes folder lies under DIR, and the bridge, which runs in the
 * project root, is given it resolved. Before, it was handed the relative path and died with
 * "cannot load the object catalogue" (exit 2) whenever the command ran outside the project root
 * (as `npm run bench:llm` runs it from its snapshot of the code).
 */
import { execa } from 'execa';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

let scratch: Scratch;
beforeAll(async () => {
  await ensureBuilt();
  scratch = makeScratch('experiment-relative-out-');
});
afterAll(() => scratch?.remove());

describe('experiment --out relative to the working directory', () => {
  test("a suite with its own scenes runs from another folder: the bridge is given the merged scenes' absolute path", async () => {
    const episode = 'place-t20190908-185938-027368-a0@FloorPlan314-T20190908-185938-027368';
    const run = await execa(process.execPath, [BIN, 'experiment', '--suite', 'alfred-train-sample', '--episodes', episode, '--planner', 'offline', '--concurrency', '1', '--out', 'results'], { cwd: scratch.dir, reject: false });
    expect(run.stderr).not.toContain('cannot load the object catalogue');
    expect(run.exitCode, run.stderr).toBe(0);
    expect(existsSync(join(scratch.dir, 'results', 'scenes', 'FloorPlan314-T20190908-185938-027368.yaml'))).toBe(true);
    const records = readFileSync(join(scratch.dir, 'results', 'episodes.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { task: string; status: string });
    expect(records.map((r) => [r.task, r.status])).toEqual([['place-t20190908-185938-027368-a0', 'finished']]);
  });
});
