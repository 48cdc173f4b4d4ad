/**
 * A run on the predicting client (every step the bridge's `simulate` on a copy of the world) is
 * the run the world would have: same results, same end state, and the connection's own world
 * is left as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../src/bridge/index.js';
import { connectSharedBridge } from '../helpers/shared-bridge.js';
import { flattenSteps, parseSkillCode } from '../../src/code/index.js';
import { executeSteps, predictingClient, worldExecutionData, type ExecutionClient } from '../../src/execution/index.js';
import { loadWorld } from '../../src/world/index.js';
import { taskCode } from '../helpers/run-code.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectSharedBridge();
});
afterAll(async () => {
  await bridge?.close();
});

const world = loadWorld('FloorPlan1');
const run = (client: ExecutionClient, text: string) => {
  const parsed = parseSkillCode(text);
  if (!parsed.ok) throw new Error(text);
  return executeSteps(flattenSteps(parsed.program), { client, ...worldExecutionData(world), scene: 'FloorPlan1' });
};

/** Runs `text` without a reset first: on the world as it is. */
const runFromHere = (client: ExecutionClient, text: string) => {
  const parsed = parseSkillCode(text);
  if (!parsed.ok) throw new Error(text);
  return executeSteps(flattenSteps(parsed.program), { client, ...worldExecutionData(world) });
};

describe('predictingClient', () => {
  it.each([
    ['a plan that runs', true, taskCode("OpenObject('Fridge')", "PutObject('Egg', 'Pan')", "CloseObject('Fridge')", "BreakObject('Egg')", "SwitchOn('StoveKnob')")],
    ['a plan that fails half-way', false, taskCode("SwitchOff('LightSwitch')", "PutObject('Tomato', 'Fridge')")],
  ])('predicts %s as the world runs it, and leaves the world alone', async (_, runs, text) => {
    await bridge.client.reset('FloorPlan1', ['robot', 'human']);
    const untouched = await bridge.client.state();
    const prediction = predictingClient(bridge.client);
    const predicted = await run(prediction, text);
    const predictedState = await prediction.state();
    expect(predicted.success).toBe(runs);
    expect(await bridge.client.state()).toEqual(untouched);
    const real = await run(bridge.client, text);
    expect(predicted).toEqual(real);
    expect(predictedState).toEqual(await bridge.client.state());
  });

  it("from 'current': predicts from the world as steps run for real left it, and leaves it alone", async () => {
    await run(bridge.client, taskCode("OpenObject('Fridge')"));
    const opened = await bridge.client.state();
    const text = taskCode("PutObject('Egg', 'Fridge')");
    const prediction = predictingClient(bridge.client, { from: 'current' });
    const predicted = await runFromHere(prediction, text);
    expect(predicted.success).toBe(true);
    expect(await bridge.client.state()).toEqual(opened);
    // From the reset scene the fridge is closed again, and the same call fails there.
    expect((await runFromHere(predictingClient(bridge.client), text)).success).toBe(false);
    expect(predicted).toEqual(await runFromHere(bridge.client, text));
  });

  it('refuses to predict from another scene than the connection last loaded', async () => {
    await bridge.client.reset('FloorPlan1', ['robot', 'human']);
    await expect(predictingClient(bridge.client).reset('FloorPlan2', ['robot', 'human'])).rejects.toThrow(/last reset \(FloorPlan1/);
  });
});
