/**
 * Property-based fuzzing of the bridge's protocol handling over a real WebSocket to a real
 * bridge: random text and binary frames, random JSON, and request-like objects with random ops,
 * ids and params. Every reply must be one well-formed `ok: true` / `ok: false` object per
 * bridge/PROTOCOL.md (checked with the client's own zod schemas), under the request's id when
 * the frame has an integer one and `null` otherwise, never a `backend_error` (the fuzz only
 * sends requests, so a backend failure is a bug), and the connection must stay usable.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PROTOCOL_ERROR_CODES, ReplySchema, ResultSchemas, type BridgeProcess, type Op } from '../../src/bridge/index.js';
import { startBridge } from '../helpers/bridge.js';
import { makeScenesDir, TEST_KITCHEN } from '../helpers/scenes.js';
import { Wire } from './wire.js';

let scenes: ReturnType<typeof makeScenesDir>;
let bridge: BridgeProcess;
let wire: Wire;
beforeAll(async () => {
  scenes = makeScenesDir();
  bridge = await startBridge(scenes.dir);
  wire = await Wire.open(bridge.url, bridge.token);
});
afterAll(async () => {
  wire?.close();
  await bridge?.close();
  scenes?.remove();
});

const OPS = ['hello', 'reset', 'state', 'step'] as const;
const ACTIONS = ['GoToObject', 'OpenObject', 'CloseObject', 'PickupObject', 'PutObject', 'SliceObject', 'CleanObject', 'BreakObject', 'SwitchOn', 'SwitchOff', 'ThrowObject', 'UseUpObject'];
const NAMES = ['Fridge', 'Egg', 'Apple', 'Knife', 'Drawer', 'Plate', 'Pan', 'StoveKnob', 'Fridge|-02.10|+00.00|+01.09', 'AppleSliced', '../etc/passwd', "'); __import__('os')", ''];
const PARAM_NAMES = ['scene', 'agents', 'agent', 'action', 'objectId', 'receptacleObjectId', 'toolObjectId', 'canBeUsedUpDetergentId'];

/** A value of a plausible type for a param, or anything at all. */
const paramValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NAMES, ...ACTIONS, TEST_KITCHEN, 'robot', 'human') },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('robot', 'human', '', 'r2d2'), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Mostly valid-looking requests, sometimes subtly wrong (a random op, a stray param, an odd id). */
const requestLike = fc.record(
  {
    id: fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: -1_000_000, max: Number.MAX_SAFE_INTEGER }) },
      { weight: 1, arbitrary: fc.constantFrom(null, 'seven', 1.5, true, [], {}) },
    ),
    op: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...OPS) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) }),
    params: fc.dictionary(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...PARAM_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }), paramValue, { maxKeys: 5 }),
  },
  { requiredKeys: ['params'] },
).map(({ params, ...envelope }) => ({ ...params, ...envelope }));

/** Requests of the right shape with random values: these reach the simulator. */
const wellShaped = fc.oneof(
  fc.record({ op: fc.constantFrom('hello', 'state') }),
  fc.record({ op: fc.constant('reset'), scene: fc.constantFrom(TEST_KITCHEN, 'FloorPlan1', '../x', 'Test Kitchen') }),
  fc.record(
    { op: fc.constant('step'), agent: fc.constantFrom('robot', 'human'), action: fc.constantFrom(...ACTIONS), objectId: fc.constantFrom(...NAMES.filter((n) => n !== '')), receptacleObjectId: fc.constantFrom('Plate', 'Pan', 'Fridge') },
    { requiredKeys: ['op', 'agent', 'action', 'objectId'] },
  ),
).chain((request) => fc.integer({ min: 0, max: 1_000_000 }).map((id) => ({ id, ...request })));

/** What is sent: a text frame from one of these, or binary bytes. */
const frame = fc.oneof(
  { weight: 4, arbitrary: wellShaped.map((value) => JSON.stringify(value)) },
  { weight: 4, arbitrary: requestLike.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
);

/** The integer id the bridge should answer under, or null when the frame has none. */
function expectedId(sent: string | Uint8Array): number | null {
  let value: unknown;
  try {
    value = JSON.parse(typeof sent === 'string' ? sent : new TextDecoder('utf-8', { fatal: true }).decode(sent));
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

function opOf(sent: string | Uint8Array): Op | undefined {
  if (typeof sent !== 'string') return undefined;
  try {
    const op = (JSON.parse(sent) as { op?: unknown }).op;
    return (OPS as readonly unknown[]).includes(op) ? (op as Op) : undefined;
  } catch {
    return undefined;
  }
}

let probe = 0;
test('any frame gets one well-formed reply under its id, and the connection stays usable', async () => {
  // A scene is loaded so that state and step requests can succeed too.
  const reset = JSON.parse((await wire.exchange(JSON.stringify({ id: 0, op: 'reset', scene: TEST_KITCHEN }))).data) as { ok: boolean };
  expect(reset.ok).toBe(true);
  let okReplies = 0;
  let errorReplies = 0;

  await fc.assert(
    fc.asyncProperty(frame, async (sent) => {
      const reply = await wire.exchange(sent);
      expect(reply.binary).toBe(false);
      const envelope = ReplySchema.parse(JSON.parse(reply.data));
      expect(Object.keys(envelope).sort()).toEqual(envelope.ok ? ['id', 'ok', 'result'] : ['error', 'id', 'ok']);
      expect(envelope.id).toBe(expectedId(sent));
      if (envelope.ok) {
        okReplies++;
        const op = opOf(sent);
        expect(op).toBeDefined();
        ResultSchemas[op!].parse(envelope.result);
      } else {
        errorReplies++;
        expect(PROTOCOL_ERROR_CODES).toContain(envelope.error.code);
        expect(envelope.error.code).not.toBe('backend_error');
        expect(envelope.error.message.length).toBeGreaterThan(0);
      }
      // Still usable: a hello under a fresh id is answered at once.
      probe -= 1;
      const hello = JSON.parse((await wire.exchange(JSON.stringify({ id: probe, op: 'hello' }))).data) as { id: number; ok: boolean };
      expect(hello).toMatchObject({ id: probe, ok: true });
    }),
    { numRuns: 300 },
  );
  // The fuzz reached both kinds of reply, not only errors.
  expect(okReplies).toBeGreaterThan(30);
  expect(errorReplies).toBeGreaterThan(30);
});

test('random param objects on step, with a real agent and action: never a backend failure', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ACTIONS),
      fc.dictionary(fc.constantFrom('objectId', 'receptacleObjectId', 'toolObjectId', 'canBeUsedUpDetergentId'), fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 12 })), { maxKeys: 4 }),
      async (action, params) => {
        probe -= 1;
        const reply = JSON.parse((await wire.exchange(JSON.stringify({ id: probe, op: 'step', agent: 'robot', action, ...params }))).data) as unknown;
        const envelope = ReplySchema.parse(reply);
        expect(envelope.id).toBe(probe);
        if (envelope.ok) ResultSchemas.step.parse(envelope.result);
        else expect(envelope.error.code).toBe('bad_params');
      },
    ),
    { numRuns: 200 },
  );
});
