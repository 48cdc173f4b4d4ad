/**
 * The contract fixtures of tests/fixtures/contracts from the TypeScript side (pytest checks the
 * Python side against the same files): object-id grammar, the state reply's object fields, and
 * `simulate` against a real bridge on the Python fixture scene. The shapes themselves are one
 * contract, contract/ (contract-files.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BridgeClient,
  BridgeProtocolError,
  ObjectStateSchema,
  type BridgeProcess,
  type StepParams,
} from '../../src/bridge/index.js';
import { listScenes, loadCatalogue, loadScene, parseObjectId, typeNamedById } from '../../src/world/index.js';
import { ROOT, startBridge } from '../helpers/bridge.js';

const CONTRACTS = join(ROOT, 'tests', 'fixtures', 'contracts');
const load = (name: string): any => JSON.parse(readFileSync(join(CONTRACTS, name), 'utf8'));

interface IdCase {
  id: string;
  base: string;
  position: [number, number, number];
  suffix: string | null;
  type: string;
}
const OBJECT_IDS = load('object-ids.json') as { valid: IdCase[]; invalid: { id: string; problem: string }[] };
const STATE_OBJECT = load('state-object.json') as { fields: Record<string, string>; example: Record<string, unknown> };

interface SimulateCase {
  name: string;
  request: { steps: StepParams[]; stopOnFailure?: boolean };
  results: Record<string, unknown>[];
  objects: Record<string, Record<string, unknown>>;
  agents: Record<string, Record<string, unknown>>;
}
const SIMULATE = load('simulate.json') as {
  scene: string;
  cases: SimulateCase[];
  errors: { name: string; request: { steps: StepParams[] }; code: string; messageIncludes: string }[];
};

const pick = (from: Record<string, unknown>, keys: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.keys(keys).map((key) => [key, from[key]]));

describe('object-id grammar (object-ids.json)', () => {
  test.each(OBJECT_IDS.valid)('$id parses', (c) => {
    const parsed = parseObjectId(c.id);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect([parsed.parts.base, parsed.parts.x, parsed.parts.y, parsed.parts.z]).toEqual([c.base, ...c.position]);
    expect(parsed.parts.suffix ?? null).toBe(c.suffix);
    expect(typeNamedById(parsed.parts)).toBe(c.type);
  });
  test.each(OBJECT_IDS.invalid)('$id is refused ($problem)', (c) => {
    const parsed = parseObjectId(c.id);
    expect(parsed.ok).toBe(false);
    const words: Record<string, string> = { fields: 'fields', type: 'type field', x: 'x coordinate', y: 'y coordinate', z: 'z coordinate', suffix: 'fifth field' };
    if (!parsed.ok) expect(parsed.reason).toContain(words[c.problem]);
  });
});

describe('state objects (state-object.json)', () => {
  test('the schema knows every field and accepts the example', () => {
    expect(Object.keys(ObjectStateSchema.shape).sort()).toEqual(Object.keys(STATE_OBJECT.fields).sort());
    const parsed = ObjectStateSchema.safeParse(STATE_OBJECT.example);
    expect(parsed.success).toBe(true);
  });
  test('a field of the wrong type is refused', () => {
    expect(ObjectStateSchema.safeParse({ ...STATE_OBJECT.example, temperature: 'Lukewarm' }).success).toBe(false);
    expect(ObjectStateSchema.safeParse({ ...STATE_OBJECT.example, isOpen: 'no' }).success).toBe(false);
  });
});

describe('simulate (simulate.json) against a real bridge', () => {
  let bridge: BridgeProcess;
  let client: BridgeClient;
  beforeAll(async () => {
    bridge = await startBridge(join(ROOT, 'tests', 'bridge', 'fixtures'));
    client = await BridgeClient.connect(bridge.url, { token: bridge.token });
  });
  afterAll(async () => {
    await client?.close();
    await bridge?.close();
  });

  test.each(SIMULATE.cases)('$name', async (c) => {
    await client.reset(SIMULATE.scene);
    const before = await client.state();
    const predicted = await client.simulate(c.request.steps, { stopOnFailure: c.request.stopOnFailure ?? false });
    expect(predicted.results.map((r, i) => pick(r, c.results[i] ?? {}))).toEqual(c.results);
    const objects = new Map(predicted.state.objects.map((o) => [o.objectId, o as Record<string, unknown>]));
    for (const [id, wanted] of Object.entries(c.objects)) expect(pick(objects.get(id) ?? {}, wanted), id).toEqual(wanted);
    const agents = new Map(predicted.state.agents.map((a) => [a.name, a as Record<string, unknown>]));
    for (const [name, wanted] of Object.entries(c.agents)) expect(pick(agents.get(name) ?? {}, wanted), name).toEqual(wanted);
    expect(await client.state()).toEqual(before);
  });

  test.each(SIMULATE.errors)('$name is refused', async (c) => {
    await client.reset(SIMULATE.scene);
    const refusal = await client.simulate(c.request.steps).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BridgeProtocolError);
    expect((refusal as BridgeProtocolError).code).toBe(c.code);
    expect((refusal as BridgeProtocolError).message).toContain(c.messageIncludes);
  });
});

describe('every shipped floorplan on a real bridge', () => {
  let bridge: BridgeProcess;
  let client: BridgeClient;
  beforeAll(async () => {
    bridge = await startBridge(join(ROOT, 'scenes'));
    client = await BridgeClient.connect(bridge.url, { token: bridge.token });
  });
  afterAll(async () => {
    await client?.close();
    await bridge?.close();
  });

  test('the bridge serves the 120 iTHOR floorplans; each resets to the objects the scene file holds, in the contract’s shape', async () => {
    const names = listScenes(join(ROOT, 'scenes'));
    expect((await client.hello()).scenes).toEqual(names);
    expect(names).toHaveLength(120);
    const catalogue = loadCatalogue(join(ROOT, 'scenes'));
    for (const name of names) {
      const state = await client.reset(name);
      for (const object of state.objects) expect(ObjectStateSchema.safeParse(object).success, `${name}: ${object.objectId}`).toBe(true);
      const file = loadScene(name, catalogue, join(ROOT, 'scenes'));
      expect(state.objects.map((o) => o.objectId).sort(), name).toEqual(file.objects.map((o) => o.id).sort());
    }
  });
});
