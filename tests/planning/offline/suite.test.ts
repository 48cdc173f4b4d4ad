/**
 * THE SUITE TEST: the offline planner solves all 40 episodes of suites/paper.yaml in the
 * symbolic simulator, through one real bridge process, within at most 2 execution refinements.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { BridgeConnection } from '../../../src/bridge/index.js';
import { connectSharedBridge } from '../../helpers/shared-bridge.js';
import { evaluateCriteria } from '../../../src/experiments/suites/criteria.js';
import { Suite, suiteEpisodes } from '../../../src/experiments/suites/suite.js';
import { createOfflinePlanner } from '../../../src/planning/offline/index.js';
import { findProjectRoot, loadWorld } from '../../../src/world/index.js';
import { runEpisode } from './episode.js';

const MAX_REFINEMENTS = 2;
const suite = Suite.parse(parse(readFileSync(join(findProjectRoot(), 'suites', 'paper.yaml'), 'utf8')));
const episodes = suiteEpisodes(suite);

describe('the offline planner on the paper suite', () => {
  let bridge: BridgeConnection;
  beforeAll(async () => {
    bridge = await connectSharedBridge();
  });
  afterAll(async () => {
    await bridge?.close();
  });

  it('has the 40 episodes', () => {
    expect(episodes).toHaveLength(40);
  });

  it(`solves every episode within ${MAX_REFINEMENTS} execution refinements`, async () => {
    const rows: string[] = [];
    let solved = 0;
    for (const episode of episodes) {
      const world = loadWorld(episode.scene);
      const planner = createOfflinePlanner({ world, simulator: bridge.client });
      const isPickupable = (type: string) => world.catalogue.types.get(type)?.properties.includes('pickupable') ?? false;
      try {
        const result = await runEpisode(planner, world, bridge.client, episode.task.instruction, MAX_REFINEMENTS);
        const verdict = evaluateCriteria(episode.task.success, result.finalState, isPickupable);
        const ok = result.success && verdict.met;
        if (ok) solved++;
        rows.push(
          `${ok ? 'ok  ' : 'FAIL'} ${episode.id}: executed=${result.success} criteria=${verdict.met ? verdict.alternative : verdict.unmet.map((u) => `${u.alternative}: ${u.predicate}`).join('; ')} refinements=${result.refinements}` +
            (ok ? '' : `\n${result.codes[result.codes.length - 1]}\n${result.failures.join('\n')}`),
        );
      } catch (error) {
        rows.push(`FAIL ${episode.id}: ${(error as Error).message}`);
      }
    }
    if (solved !== episodes.length) console.log(rows.join('\n'));
    expect(solved, rows.filter((r) => r.startsWith('FAIL')).join('\n\n')).toBe(episodes.length);
  });
});
