/**
 * Replies a real bridge never sends (malformed, out of order, late) come from a scripted peer;
 * everything else is tested against the real bridge in client.test.ts.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { BridgeClient, BridgeProtocolError } from '../../src/bridge/index.js';
import { EnvironmentError } from '../../src/errors.js';
import { startFakeBridge, type FakeBridge } from '../helpers/fake-bridge.js';
import { EXPIRING_DEADLINE_MS } from '../helpers/wait.js';

let fake: FakeBridge | undefined;
let client: BridgeClient | undefined;
afterEach(async () => {
  await client?.close();
  await fake?.close();
  client = undefined;
  fake = undefined;
});

const HELLO = { protocol: 1, backend: 'symbolic', scenes: ['FloorPlan1'] };

describe('BridgeClient against a scripted peer', () => {
  test('a reply whose result fails the schema is an EnvironmentError naming the field', async () => {
    fake = await startFakeBridge((req) => ({ id: req['id'], ok: true, result: { ...HELLO, scenes: 'FloorPlan1' } }));
    client = await BridgeClient.connect(fake.url);
    const error = await client.hello().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvironmentError);
    expect((error as Error).message).toMatch(/reply to 'hello' is invalid: result\.scenes: /);
  });

  test('a step result with an ill-typed field names that field', async () => {
    fake = await startFakeBridge((req) => ({
      id: req['id'],
      ok: true,
      result: { success: 'yes', errorCode: null, errorMessage: null, objectId: null, resolved: {} },
    }));
    client = await BridgeClient.connect(fake.url);
    await expect(client.step({ agent: 'robot', action: 'GoToObject', objectId: 'Apple' })).rejects.toThrow(/result\.success/);
  });

  test('replies are matched by id even when they arrive out of order', async () => {
    fake = await startFakeBridge(() => undefined); // answered below, in reverse order
    client = await BridgeClient.connect(fake.url);
    const first = client.hello();
    const second = client.step({ agent: 'robot', action: 'GoToObject', objectId: 'Apple' });
    const held = await fake.received(2);
    expect(held.map((r) => r['op'])).toEqual(['hello', 'step']);
    const replies = [
      { id: held[1]?.['id'], ok: true, result: { success: true, errorCode: null, errorMessage: null, objectId: 'Apple|1', resolved: { objectId: 'Apple|1' } } },
      { id: held[0]?.['id'], ok: true, result: HELLO },
    ];
    fake.broadcast(replies.map((r) => JSON.stringify(r)));
    await expect(second).resolves.toMatchObject({ success: true, objectId: 'Apple|1' });
    await expect(first).resolves.toEqual(HELLO);
  });

  test('an ok:false reply is a BridgeProtocolError with code and message', async () => {
    fake = await startFakeBridge((req) => ({ id: req['id'], ok: false, error: { code: 'busy', message: 'in use' } }));
    client = await BridgeClient.connect(fake.url);
    const error = await client.hello().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeProtocolError);
    expect(error).toMatchObject({ code: 'busy', op: 'hello', exitCode: 3 });
  });

  test('a reply that is not JSON fails every waiting request and later ones', async () => {
    fake = await startFakeBridge(() => 'this is not json');
    client = await BridgeClient.connect(fake.url);
    await expect(client.hello()).rejects.toThrow(/not JSON/);
    await expect(client.state()).rejects.toThrow(EnvironmentError);
  });

  test('a late reply to a request that timed out is ignored', async () => {
    let pendingId: unknown;
    fake = await startFakeBridge((req) => {
      if (req['op'] === 'hello' && pendingId === undefined) {
        pendingId = req['id'];
        return undefined; // answered late, below
      }
      return { id: req['id'], ok: true, result: HELLO };
    });
    // The first hello is never answered in time; the second is answered at once and must beat the same deadline.
    client = await BridgeClient.connect(fake.url, { timeoutMs: EXPIRING_DEADLINE_MS });
    await expect(client.hello()).rejects.toThrow(`did not answer 'hello' within ${EXPIRING_DEADLINE_MS} ms`);
    fake.broadcast([JSON.stringify({ id: pendingId, ok: true, result: HELLO })]);
    await expect(client.hello()).resolves.toEqual(HELLO);
  });
});
