import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { framesDirFor, keepFrames } from '../../src/cli/frames.js';
import { readSessionRecord } from '../../src/report/session-record.js';
import { formatSummary } from '../../src/report/summary.js';
import { renderHtmlReport } from '../../src/report/html-report.js';
import { makeScratch } from '../helpers/files.js';

const scratch = makeScratch('iteraplan-frames-');
afterAll(() => scratch.remove());

describe('--frames', () => {
  it('is refused where no pictures can come: the symbolic backend, or a bridge it did not launch', () => {
    expect(framesDirFor({ frames: false, backend: 'symbolic' }, scratch.dir)).toBeUndefined();
    expect(() => framesDirFor({ frames: true, backend: 'symbolic' }, scratch.dir)).toThrow('--frames needs --backend ai2thor');
    expect(() => framesDirFor({ frames: true, backend: 'ai2thor', bridge: 'ws://127.0.0.1:1' }, scratch.dir)).toThrow('python3 -m bridge --backend ai2thor --frames DIR');
  });

  it('gives the launched bridge a folder of the run, which moves into the session; the reports list the pictures', () => {
    const dir = framesDirFor({ frames: true, backend: 'ai2thor' }, join(scratch.dir, 'runs'))!;
    expect(existsSync(dir)).toBe(true);
    mkdirSync(join(dir, '001-FloorPlan1'));
    writeFileSync(join(dir, '001-FloorPlan1', 'top-down-000.png'), 'png');
    writeFileSync(join(dir, '001-FloorPlan1', 'step-001-robot-GoToObject.png'), 'png');
    const session = join(scratch.dir, 'runs', 'session');
    mkdirSync(session);
    writeFileSync(join(session, 'transcript.jsonl'), JSON.stringify({ time: '2026-01-01T00:00:00.000Z', type: 'start', instruction: 'x', scene: 'FloorPlan1', planner: 'offline', model: null, options: {} }) + '\n');
    expect(keepFrames(dir, session)).toBe(join(session, 'frames'));
    expect(existsSync(dir)).toBe(false);
    const record = readSessionRecord(session);
    expect(record.frames).toEqual(['frames/001-FloorPlan1/step-001-robot-GoToObject.png', 'frames/001-FloorPlan1/top-down-000.png']);
    expect(formatSummary(record)).toContain('Pictures of every step (ai2thor): 2 in frames/ of the session folder.');
    expect(renderHtmlReport(record)).toContain('<a href="frames/001-FloorPlan1/top-down-000.png">');
    expect(keepFrames(undefined, session)).toBeNull();
  });
});
