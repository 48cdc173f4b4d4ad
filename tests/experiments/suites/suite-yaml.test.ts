import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSuite, loadSuiteFile, mergeSceneFolders, renderSuite, type Suite } from '../../../src/experiments/index.js';
import { listScenes, scenesDir } from '../../../src/world/index.js';
import { makeScratch } from '../../helpers/files.js';

const scratch = makeScratch('iteraplan-suite-yaml-');
afterAll(() => scratch.remove());

const suite: Suite = {
  suite: 'written',
  description: 'A suite: written, then read back.',
  tasks: [
    {
      id: 'cool-t1-a0',
      instruction: 'Put a chilled apple: on the "table". ',
      roomType: 'Kitchen',
      scenes: ['FloorPlan1'],
      taskType: 'pick_cool_then_place_in_recep',
      start: { from: 'floorplan', floorplan: 'FloorPlan1', note: 'no: yes' },
      source: { dataset: 'ALFRED', repository: 'askforalfred/alfred', commit: '0123', file: 'data/x/traj_data.json', annotation: 0 },
      success: [
        {
          name: 'cool: Apple, DiningTable',
          all: [{ exists: { type: 'Apple', directlyIn: 'DiningTable', was: { in: 'Fridge' } } }, { count: { type: 'Apple', in: ['Plate', 'Bowl'] }, atLeast: 2 }],
        },
      ],
    },
  ],
};

describe('a suite written as YAML', () => {
  it('reads back as the same suite, the header as comments', () => {
    const text = renderSuite(suite, ['made by a test', '']);
    expect(text.startsWith('# made by a test\n#\nsuite: written\n')).toBe(true);
    const file = scratch.write('written.yaml', text);
    expect(loadSuite(file, listScenes())).toEqual(suite);
  });
});

describe('a suite with scenes of its own', () => {
  it('names them in sceneFolder; they join the shipped ones for a run, and a name clash is refused', () => {
    const own = join(scratch.dir, 'own.scenes');
    mkdirSync(own);
    writeFileSync(join(own, 'MyStart.yaml'), 'scene: MyStart\nroomType: Kitchen\nobjects:\n  - { id: "Fridge|+00.00|+00.00|+00.00", type: Fridge }\n');
    const withOwn = { ...suite, sceneFolder: 'own.scenes', tasks: [{ ...suite.tasks[0]!, scenes: ['MyStart'] }] };
    const file = scratch.write('own.yaml', renderSuite(withOwn));
    const loaded = loadSuiteFile(file, listScenes());
    expect(loaded.sceneFolder).toBe(own);
    const merged = mergeSceneFolders(scenesDir(), own, join(scratch.dir, 'merged'));
    expect(listScenes(merged)).toEqual([...listScenes(), 'MyStart'].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    expect(() => loadSuite(scratch.write('other.yaml', renderSuite({ ...withOwn, sceneFolder: 'nowhere' })), listScenes())).toThrow(/other\.yaml:\d+: sceneFolder: the folder nowhere \(beside the suite\) cannot be read/);
    writeFileSync(join(own, 'FloorPlan1.yaml'), 'scene: FloorPlan1\n');
    expect(() => mergeSceneFolders(scenesDir(), own, join(scratch.dir, 'merged'))).toThrow(/has scenes named like shipped ones \(FloorPlan1\)/);
  });
});
