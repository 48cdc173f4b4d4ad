import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StateResult } from '../../src/bridge/protocol.js';
import { computeOutcome } from '../../src/outcome/outcome.js';
import { formatOutcome } from '../../src/outcome/format-outcome.js';
import { loadWorld } from '../../src/world/index.js';

// Before and after a fried egg in FloorPlan1, from the symbolic simulator (tests/outcome/fixtures).
const states = JSON.parse(readFileSync(new URL('./fixtures/fried-egg-floorplan1.json', import.meta.url), 'utf8')) as { before: StateResult; after: StateResult };
const world = loadWorld('FloorPlan1');
const knob = 'StoveKnob|+00.39|+00.90|-01.78';

describe('computeOutcome', () => {
  it('tells what changed', () => {
    const outcome = computeOutcome({ before: states.before, after: states.after, world, ran: true, actedOn: [knob] });
    console.log(formatOutcome(outcome).join('\n'));
  });
});
