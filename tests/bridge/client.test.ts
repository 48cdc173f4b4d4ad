/** The client against a real bridge process (symbolic backend, fixture scenes, port 0). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BridgeClient, BridgeProtocolError, type BridgeProcess } from '../../src/bridge/index.js';
import { EnvironmentError } from '../../src/errors.js';
import { startBridge } from '../helpers/bridge.js';
import { TEST_KITCHEN, makeScenesDir } from '../helpers/scenes.js';
import { EVENT_BOUND_MS } from '../helpers/wait.js';

const FRIDGE = 'Fridge|-02.10|+00.00|+01.09';
const EGG = 'Egg|-02.04|+00.81|+01.24';

let scenes: ReturnType<typeof makeScenesDir>;
let bridge: BridgeProcess;
beforeAll(async () => {
  scenes = makeScenesDir();
  bridge = await startBridge(scenes.dir);
});
afterAll(async () => {
  await bridge?.close();
  scenes?.remove();
});

function connect(timeoutMs?: number): Promise<BridgeClient> {
  return BridgeClient.connect(bridge.url, { token: bridge.token, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
}

describe('BridgeClient with a real bridge', () => {
  test('hello, reset, state and step round trips', async () => {
    const client = await connect();
    try {
      const hello = await client.hello();
      expect(hello).toMatchObject({ protocol: 1, backend: 'symbolic' });
      expect(hello.scenes).toContain(TEST_KITCHEN);

      const reset = await client.reset(TEST_KITCHEN);
      expect(reset.scene).toBe(TEST_KITCHEN);
      expect(reset.agents.map((a) => a.name).sort()).toEqual(['human', 'robot']);
      expect(reset.objects.find((o) => o.objectId === EGG)?.parentReceptacles[0]).toBe(FRIDGE);

      const go = await client.step({ agent: 'robot', action: 'GoToObject', objectId: 'Fridge' });
      expect(go).toMatchObject({ success: true, errorCode: null, objectId: FRIDGE });
      const open = await client.step({ agent: 'robot', action: 'OpenObject', objectId: 'Fridge' });
      expect(open.success).toBe(true);
      const state = await client.state();
      expect(state.objects.find((o) => o.objectId === FRIDGE)?.isOpen).toBe(true);
      expect(state.agents.find((a) => a.name === 'robot')?.at).toBe(FRIDGE);
    } finally {
      await client.close();
    }
  });

  test("simulate from: 'reset' predicts from the scene as reset loaded it, not from where the episode is", async () => {
    const client = await connect();
    try {
      await client.reset(TEST_KITCHEN);
      await client.step({ agent: 'robot', action: 'GoToObject', objectId: 'Fridge' });
      await client.step({ agent: 'robot', action: 'OpenObject', objectId: 'Fridge' });
      const fridgeOpen = (state: { objects: { objectId: string; isOpen: boolean }[] }) => state.objects.find((o) => o.objectId === FRIDGE)?.isOpen;
      const fromReset = await client.simulate([], { from: 'reset' });
      expect(fromReset.results).toEqual([]);
      expect(fridgeOpen(fromReset.state)).toBe(false);
      const fromNow = await client.simulate([{ agent: 'robot', action: 'PickupObject', objectId: EGG }]);
      expect(fromNow.results[0]?.success).toBe(true);
      expect(fridgeOpen(await client.state())).toBe(true);
    } finally {
      await client.close();
    }
  });

  test('a failed action is a normal result with its error code', async () => {
    const client = await connect();
    try {
      await client.reset(TEST_KITCHEN);
      const pickup = await client.step({ agent: 'robot', action: 'PickupObject', objectId: EGG });
      expect(pickup.success).toBe(false);
      expect(pickup.errorCode).toMatch(/^[A-Z_]+$/);
      expect(pickup.errorMessage).toContain(EGG);
    } finally {
      await client.close();
    }
  });

  test('concurrent requests each get their own reply', async () => {
    const client = await connect();
    try {
      await client.reset(TEST_KITCHEN);
      const targets = ['Fridge', 'CounterTop', 'Drawer', 'StoveBurner', 'Pan', 'Plate'];
      const replies = await Promise.all(
        targets.map((type) => client.step({ agent: 'human', action: 'GoToObject', objectId: type })),
      );
      expect(replies.map((r) => r.objectId?.split('|')[0])).toEqual(targets);
    } finally {
      await client.close();
    }
  });

  test('a refused request is a BridgeProtocolError and the connection stays usable', async () => {
    const client = await connect();
    try {
      const unknown = await client.reset('NoSuchScene').catch((e: unknown) => e);
      expect(unknown).toBeInstanceOf(BridgeProtocolError);
      expect(unknown).toMatchObject({ code: 'unknown_scene', exitCode: 2 });
      const fresh = await connect();
      await expect(fresh.state()).rejects.toMatchObject({ code: 'no_scene' });
      await fresh.close();
      await expect(client.hello()).resolves.toMatchObject({ protocol: 1 });
    } finally {
      await client.close();
    }
  });

  test('a wrong token is refused at the handshake with a clear EnvironmentError', async () => {
    const attempt = BridgeClient.connect(bridge.url, { token: 'wrong' });
    await expect(attempt).rejects.toBeInstanceOf(EnvironmentError);
    await expect(attempt).rejects.toThrow(/refused the token/);
  });

  test('an unreachable bridge is an EnvironmentError naming the URL', async () => {
    // Port 1 on loopback: nothing listens there.
    await expect(BridgeClient.connect('ws://127.0.0.1:1')).rejects.toThrow(/cannot reach the bridge at ws:\/\/127\.0\.0\.1:1/);
  });
});

describe('a bridge that stops answering', () => {
  test('a request that gets no reply in time times out', async () => {
    const own = await startBridge(scenes.dir);
    const client = await BridgeClient.connect(own.url, { token: own.token, timeoutMs: 200 });
    try {
      process.kill(own.pid, 'SIGSTOP'); // alive but mute: the request can only time out
      await expect(client.hello()).rejects.toThrow(/did not answer 'hello' within 200 ms/);
    } finally {
      process.kill(own.pid, 'SIGCONT');
      await client.close();
      await own.close();
    }
  });

  test('killed mid-request: every pending request rejects at once, later ones too', async () => {
    const own = await startBridge(scenes.dir);
    const client = await BridgeClient.connect(own.url, { token: own.token, timeoutMs: EVENT_BOUND_MS });
    await client.reset(TEST_KITCHEN);
    process.kill(own.pid, 'SIGSTOP'); // requests now wait in the bridge's socket
    const pending = [client.state(), client.step({ agent: 'robot', action: 'GoToObject', objectId: 'Fridge' })];
    const started = Date.now();
    process.kill(own.pid, 'SIGKILL');
    for (const request of pending) {
      await expect(request).rejects.toBeInstanceOf(EnvironmentError);
      await expect(request).rejects.toThrow(/closed the connection/);
    }
    expect(Date.now() - started).toBeLessThan(EVENT_BOUND_MS / 2); // well before the request's own timeout
    await expect(client.hello()).rejects.toThrow(/cannot send 'hello'/);
    await expect(own.exited).resolves.toMatchObject({ signal: 'SIGKILL' });
  });
});
