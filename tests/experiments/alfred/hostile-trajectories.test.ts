/**
 * `suites import alfred` on hostile trajectory files (issue 37, items 12, 13, 18): a named pipe is
 * refused at once (never waited on), a link is refused without a word of what it points to, a
 * trajectory past the bounds of annotations or poses is refused naming the field and the limit,
 * and a control character in an annotation is refused before anything is written.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { readAlfredTrajectory } from '../../../src/experiments/alfred/trajectory.js';
import { LIMITS } from '../../../src/limits.js';
import { bridgeEnv } from '../../helpers/bridge.js';
import { captureIO } from '../../helpers/capture.js';
import { makeScratch } from '../../helpers/files.js';
import { COMMIT, fixture, thrown } from './fixtures.js';

const scratch = makeScratch('iteraplan-alfred-hostile-');
afterAll(() => scratch.remove());

/** A copy of a real train trajectory, changed by `edit`, as `<name>/traj_data.json`. */
function changed(name: string, edit: (data: { turk_annotations: { anns: { task_desc: string }[] }; scene: { object_poses: unknown[] } }) => void): string {
  const data = JSON.parse(readFileSync(fixture('pick_and_place_simple').path, 'utf8'));
  edit(data);
  mkdirSync(join(scratch.dir, name), { recursive: true });
  return scratch.write(join(name, 'traj_data.json'), JSON.stringify(data));
}

describe('a hostile trajectory file', () => {
  it('that is a named pipe is refused at once (item 13)', () => {
    const fifo = join(scratch.dir, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    expect(thrown(() => readAlfredTrajectory(fifo)).message).toContain('is a named pipe (FIFO)');
  });

  it('that is a link is refused without reading or echoing its target (item 18)', () => {
    const secret = scratch.write('secret.txt', 'root:x:0:0:the secret line\n');
    const link = join(scratch.dir, 'link.json');
    symlinkSync(secret, link);
    const error = thrown(() => readAlfredTrajectory(link));
    expect(error.message).toContain('is a symbolic link');
    expect(error.message).not.toMatch(/root|secret/);
  });

  it('with 20,000 annotations or 50,000 poses is refused naming the field and the limit (item 12)', () => {
    const anns = changed('anns', (d) => {
      d.turk_annotations.anns = Array.from({ length: 20_000 }, (_, i) => ({ task_desc: `put it down ${i}` }));
    });
    expect(thrown(() => readAlfredTrajectory(anns)).message).toMatch(new RegExp(`turk_annotations\\.anns: .*at most ${LIMITS.alfredAnnotations} .*\\(alfredAnnotations\\)`));
    const poses = changed('poses', (d) => {
      const [pose] = d.scene.object_poses;
      d.scene.object_poses = Array.from({ length: 50_000 }, () => pose);
    });
    expect(thrown(() => readAlfredTrajectory(poses)).message).toMatch(/scene\.object_poses: .*at most 1,000 .*\(alfredObjectPoses\)/);
  });

  it('with ESC in an annotation is refused naming the field, and nothing is written (item 18)', async () => {
    const file = changed('escape', (d) => {
      d.turk_annotations.anns[0]!.task_desc = 'Put the candle \u001b[2Jon the shelf.';
    });
    const out = join(scratch.dir, 'escape.yaml');
    const captured = captureIO(bridgeEnv());
    const code = await main(['suites', 'import', 'alfred', file, '--commit', COMMIT, '--out', out], captured.io);
    expect([code, captured.stderr()]).toEqual([2, expect.stringMatching(/turk_annotations\.anns\[0\]\.task_desc: holds U\+001B \(ESCAPE\)/)]);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(join(scratch.dir, 'escape.scenes'))).toBe(false);
  });
});

describe('suites import alfred writes only what passed its final check (issue 37, loose end of item 18)', () => {
  const candle = () => fixture('pick_and_place_simple').path;
  async function importTo(out: string, ...extra: string[]): Promise<{ code: number; stderr: string }> {
    const captured = captureIO(bridgeEnv());
    const code = await main(['suites', 'import', 'alfred', candle(), '--commit', COMMIT, '--out', out, ...extra], captured.io);
    return { code, stderr: captured.stderr() };
  }

  it('a suite that fails to read back (an empty --name) leaves no suite and no scenes, and the old scenes as they were', async () => {
    const dir = join(scratch.dir, 'final-check');
    const out = join(dir, 'fresh.yaml');
    const failed = await importTo(out, '--name', '');
    expect(failed.code, failed.stderr).toBe(2);
    expect(failed.stderr).toContain(`${out}:`);
    expect(failed.stderr).toMatch(/fresh\.yaml:\d+: suite: .*\(the suite does not read back: nothing was written\)/);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(join(dir, 'fresh.scenes'))).toBe(false);

    // A suite imported before keeps its file and its scenes when a new import of it fails.
    const kept = join(dir, 'kept.yaml');
    expect((await importTo(kept)).code).toBe(0);
    const before = readdirSync(join(dir, 'kept.scenes'));
    expect(before.length).toBeGreaterThan(0);
    const suiteBefore = readFileSync(kept, 'utf8');
    expect((await importTo(kept, '--name', '')).code).toBe(2);
    expect(readFileSync(kept, 'utf8')).toBe(suiteBefore);
    expect(readdirSync(join(dir, 'kept.scenes'))).toEqual(before);
    expect(readdirSync(dir).sort()).toEqual(['kept.scenes', 'kept.yaml']);
  });

  it('a scene folder that is a link is refused before anything is written, the folder it points to untouched', async () => {
    const dir = join(scratch.dir, 'linked');
    const elsewhere = join(scratch.dir, 'elsewhere');
    mkdirSync(dir, { recursive: true });
    mkdirSync(elsewhere, { recursive: true });
    writeFileSync(join(elsewhere, 'Mine.yaml'), 'not a scene of the import\n');
    symlinkSync(elsewhere, join(dir, 'linked.scenes'));
    const out = join(dir, 'linked.yaml');
    const refused = await importTo(out);
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain("linked.scenes: the suite's scene folder is a link");
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(elsewhere)).toEqual(['Mine.yaml']);
  });
});
