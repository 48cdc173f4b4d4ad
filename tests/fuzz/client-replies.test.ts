/**
 * Property-based fuzzing of the TS client's reply handling: a tiny WebSocket server answers each
 * request with a random reply (garbage text, binary, random JSON, envelopes with the wrong id or
 * shape, valid results, protocol errors, a closed connection, or silence). Every call must
 * settle — never hang — with either a result that passes the op's schema or a typed error
 * (EnvironmentError, or BridgeProtocolError carrying the code the server sent).
 */
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { WebSocketServer, type WebSocket } from 'ws';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BridgeClient, BridgeProtocolError, ResultSchemas, type Op } from '../../src/bridge/index.js';
import { EnvironmentError } from '../../src/errors.js';
import { EVENT_BOUND_MS } from '../helpers/wait.js';

/** How the server answers the one request of a case. */
type Answer =
  | { kind: 'text'; text: string }
  | { kind: 'binary'; bytes: Uint8Array }
  | { kind: 'envelope'; id: 'same' | 'other' | null; body: Record<string, unknown> }
  | { kind: 'close'; code: number }
  | { kind: 'silence' };

const OBJECT = {
  objectId: 'Apple|1|2|3', objectType: 'Apple', parentReceptacles: [], receptacleObjectIds: [],
  isOpen: false, isToggled: false, isSliced: false, isCooked: false, isDirty: false, isBroken: false, isUsedUp: false, isPickedUp: false, isFilledWithLiquid: false,
};
/** A valid result for each op, so the property also covers calls that must succeed. */
const VALID: Record<Op, unknown> = {
  hello: { protocol: 1, backend: 'symbolic', scenes: ['TestKitchen'] },
  reset: { scene: 'TestKitchen', agents: [{ name: 'robot', holding: null, at: null }], objects: [OBJECT] },
  state: { scene: 'TestKitchen', agents: [], objects: [OBJECT] },
  step: { success: false, errorCode: 'NOT_REACHABLE', errorMessage: 'no', objectId: null, resolved: {}, failure: { about: 'state', argument: 'objectId' } },
  simulate: {
    results: [{ success: true, errorCode: null, errorMessage: null, objectId: 'Apple|1|2|3', resolved: {} }],
    state: { scene: 'TestKitchen', agents: [], objects: [OBJECT] },
  },
};

const anyJson = fc.jsonValue({ maxDepth: 3 });
const answer: fc.Arbitrary<Answer> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).map((text): Answer => ({ kind: 'text', text })),
  anyJson.map((value): Answer => ({ kind: 'text', text: JSON.stringify(value) })),
  fc.uint8Array({ maxLength: 40 }).map((bytes): Answer => ({ kind: 'binary', bytes })),
  fc.record({ id: fc.constantFrom<'same' | 'other' | null>('same', 'other', null), result: fc.oneof(anyJson, fc.constantFrom(...Object.values(VALID))) })
    .map(({ id, result }): Answer => ({ kind: 'envelope', id, body: { ok: true, result } })),
  fc.record({ id: fc.constantFrom<'same' | 'other' | null>('same', null), code: fc.oneof(fc.constantFrom('bad_params', 'unknown_scene', 'busy'), fc.string({ maxLength: 10 })), message: fc.oneof(fc.string(), anyJson) })
    .map(({ id, code, message }): Answer => ({ kind: 'envelope', id, body: { ok: false, error: { code, message } } })),
  fc.record({ extra: fc.dictionary(fc.string({ maxLength: 6 }), anyJson, { maxKeys: 3 }), ok: fc.oneof(fc.boolean(), anyJson) })
    .map(({ extra, ok }): Answer => ({ kind: 'envelope', id: 'same', body: { ...extra, ok } })),
  fc.constantFrom<Answer>({ kind: 'close', code: 1000 }, { kind: 'close', code: 1011 }, { kind: 'close', code: 4000 }),
  fc.constant<Answer>({ kind: 'silence' }),
);

let server: WebSocketServer;
let url: string;
let next: Answer = { kind: 'silence' };
beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (socket: WebSocket) => {
    socket.on('message', (data) => respond(socket, JSON.parse(data.toString()) as { id: number }, next));
  });
});
afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function respond(socket: WebSocket, request: { id: number }, how: Answer): void {
  switch (how.kind) {
    case 'text':
      return socket.send(how.text);
    case 'binary':
      return socket.send(how.bytes, { binary: true });
    case 'envelope': {
      const id = how.id === 'same' ? request.id : how.id === 'other' ? request.id + 1000 : null;
      return socket.send(JSON.stringify({ id, ...how.body }));
    }
    case 'close':
      return socket.close(how.code, 'fuzz');
    case 'silence':
      return;
  }
}

/** The client's deadline: a silent fake costs each run this long. */
const TIMEOUT_MS = 50;

async function call(client: BridgeClient, op: Op): Promise<unknown> {
  switch (op) {
    case 'hello':
      return client.hello();
    case 'reset':
      return client.reset('TestKitchen');
    case 'state':
      return client.state();
    case 'step':
      return client.step({ agent: 'robot', action: 'GoToObject', objectId: 'Apple' });
  }
}

test('every call settles in time with a valid result or a typed error', async () => {
  let resolved = 0;
  let rejected = 0;
  await fc.assert(
    fc.asyncProperty(fc.constantFrom<Op>('hello', 'reset', 'state', 'step'), answer, async (op, how) => {
      next = how;
      const client = await BridgeClient.connect(url, { timeoutMs: TIMEOUT_MS });
      try {
        let deadline: NodeJS.Timeout | undefined;
        const hang = new Promise<never>((_, reject) => {
          // Settling is what is checked, not speed: the bound only keeps a hang from passing.
          deadline = setTimeout(() => reject(new Error(`'${op}' did not settle within ${EVENT_BOUND_MS} ms`)), EVENT_BOUND_MS);
        });
        const outcome = await Promise.race([call(client, op).then((value) => ({ value }), (error: unknown) => ({ error })), hang]).finally(() =>
          clearTimeout(deadline),
        );
        if ('value' in outcome) {
          resolved++;
          expect(ResultSchemas[op].safeParse(outcome.value).success).toBe(true);
          // Only a valid result under the request's own id may resolve.
          expect(how).toMatchObject({ kind: 'envelope', id: 'same', body: { ok: true } });
        } else {
          rejected++;
          const error = outcome.error;
          expect(error instanceof EnvironmentError || error instanceof BridgeProtocolError, String(error)).toBe(true);
          expect((error as Error).message.length).toBeGreaterThan(0);
          if (error instanceof BridgeProtocolError) {
            expect(how).toMatchObject({ kind: 'envelope', id: 'same', body: { ok: false } });
            const sent = how.kind === 'envelope' ? (how.body['error'] as { code: unknown }) : undefined;
            expect(error.code).toBe(sent?.code);
            expect(error.op).toBe(op);
          }
        }
      } finally {
        await client.close();
      }
    }),
    { numRuns: 200 },
  );
  // Valid replies are rare among random ones (the next test covers them), so only the
  // error side is certain to be exercised by any run.
  expect(resolved + rejected).toBe(200);
  expect(rejected).toBeGreaterThan(0);
});

test('a valid result under the right id always resolves', async () => {
  for (const op of ['hello', 'reset', 'state', 'step'] as const) {
    next = { kind: 'envelope', id: 'same', body: { ok: true, result: VALID[op] } };
    const client = await BridgeClient.connect(url, { timeoutMs: EVENT_BOUND_MS });
    await expect(call(client, op)).resolves.toBeDefined();
    await client.close();
  }
});
