/**
 * The replay reads a demonstration's calls, never its annotations: one train file's annotation
 * holds a backspace (pick_cool_then_place_in_recep-Lettuce-None-SinkBasin-7), which keeps it out of
 * a suite but must not stop a replay of the whole split.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readAlfredDemonstration } from '../../../../src/experiments/alfred/replay/index.js';
import { readAlfredTrajectory } from '../../../../src/experiments/alfred/trajectory.js';
import { findProjectRoot } from '../../../../src/world/index.js';
import { makeScratch } from '../../../helpers/files.js';
import { thrown } from '../fixtures.js';

const COOL = join(findProjectRoot(), 'tests', 'fixtures', 'alfred-replay', 'train', 'pick_cool_then_place_in_recep-AppleSliced-None-DiningTable-4', 'trial_T20190918_190520_204180', 'traj_data.json');
const scratch = makeScratch('iteraplan-demonstration-');
afterAll(() => scratch.remove());

describe('a demonstration whose annotation holds a control character', () => {
  it('is read for a replay, though an import refuses it', () => {
    const data = JSON.parse(readFileSync(COOL, 'utf8')) as { turk_annotations: { anns: { task_desc: string }[] } };
    data.turk_annotations.anns[1]!.task_desc = 'Put a chilled apple slice\u0008 on the table.';
    mkdirSync(join(scratch.dir, 'backspace'));
    const file = join(scratch.dir, 'backspace', 'traj_data.json');
    writeFileSync(file, JSON.stringify(data));
    expect(thrown(() => readAlfredTrajectory(file)).message).toMatch(/turk_annotations\.anns\[1\]\.task_desc: holds U\+0008/);
    expect(readAlfredDemonstration(file).plan.low_actions.length).toBeGreaterThan(0);
  });
});
