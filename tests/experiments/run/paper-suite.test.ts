import { describe, expect, it } from 'vitest';
import { evaluateCriteria } from '../../../src/experiments/suites/criteria.js';
import { pickupableIn } from '../../../src/experiments/users/dry-run.js';
import { loadSuite } from '../../../src/experiments/suites/load-suite.js';
import { suiteEpisodes } from '../../../src/experiments/suites/suite.js';
import { listScenes, loadWorld } from '../../../src/world/index.js';
import { useExperimentBridge } from '../../helpers/experiment-bridge.js';

const suite = loadSuite('paper', listScenes());

describe('the paper suite', () => {
  const bridge = useExperimentBridge();

  it('has 8 tasks and 40 episodes: 20 kitchen, 5 living room, 5 bedroom, 10 bathroom', () => {
    expect(suite.tasks).toHaveLength(8);
    const perRoom = new Map<string, number>();
    for (const e of suiteEpisodes(suite)) perRoom.set(e.task.roomType, (perRoom.get(e.task.roomType) ?? 0) + 1);
    expect(Object.fromEntries(perRoom)).toEqual({ Kitchen: 20, LivingRoom: 5, Bedroom: 5, Bathroom: 10 });
  });

  it('asks for something in every episode: no criteria already hold in the initial scene', async () => {
    const connection = await bridge().connect();
    try {
      const metAtStart: string[] = [];
      for (const episode of suiteEpisodes(suite)) {
        const state = await connection.client.reset(episode.scene);
        const verdict = evaluateCriteria(episode.task.success, state, pickupableIn(loadWorld(episode.scene)));
        if (verdict.met) metAtStart.push(`${episode.id} (${verdict.alternative})`);
      }
      expect(metAtStart).toEqual([]);
    } finally {
      await connection.close();
    }
  });
});
