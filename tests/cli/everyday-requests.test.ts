/**
 * Issue 38's own list of everyday requests through the built command (`node bin/iteraplan.js plan
 * ... --planner offline --yes --json`) over a real symbolic bridge, judged by the world: what the
 * session's state-after.json says the room became (a lamp on, the bed made, the plant watered),
 * or, for a request the room cannot meet, that nothing ran (exit 2, no state written) and the
 * refusal names what is missing. Never another task: what the request does not ask is as it was.
 * A thing seen to with a generic verb ("see to the plant") is judged the same way.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeProcess } from '../../src/bridge/index.js';
import { loadWorld, scenesDir } from '../../src/world/index.js';
import { bridgeEnv, startBridge } from '../helpers/bridge.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

let bridge: BridgeProcess;
let scratch: Scratch;
beforeAll(async () => {
  await ensureBuilt();
  scratch = makeScratch('iteraplan-everyday-');
  bridge = await startBridge(scenesDir());
});
afterAll(async () => {
  await bridge?.close();
  scratch?.remove();
});

interface WorldObject {
  objectId: string;
  objectType: string;
  parentReceptacles: string[];
  receptacleObjectIds: string[];
  isToggled: boolean;
  isDirty: boolean;
  isFilledWithLiquid: boolean;
  fillLiquid: string | null;
  isCooked: boolean;
  isUsedUp: boolean;
  temperature: string;
  pickupable: boolean;
}
type World = Map<string, WorldObject>;

const out = (): string => join(scratch.dir, 'runs');
/** Every state-after.json written so far: a refused request writes none. */
const statesWritten = (): number => (existsSync(out()) ? readdirSync(out()).filter((d) => existsSync(join(out(), d, 'state-after.json'))).length : 0);

function plan(scene: string, instruction: string, ...extra: string[]) {
  return execa('node', [BIN, 'plan', instruction, '--scene', scene, '--planner', 'offline', '--yes', '--json', '--bridge', bridge.url, '--out', out(), ...extra], {
    env: bridgeEnv({ ITERAPLAN_BRIDGE_TOKEN: bridge.token, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }),
    reject: false,
  });
}

function worldOf(dir: string, file: string): World {
  const { objects } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { objects: WorldObject[] };
  return new Map(objects.map((o) => [o.objectId, o]));
}

/** A request met: the room before and after it ran. */
async function met(scene: string, instruction: string, ...extra: string[]): Promise<{ before: World; after: World; corrections: unknown[] }> {
  const run = await plan(scene, instruction, ...extra);
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  const result = JSON.parse(run.stdout) as { success: boolean; sessionDir: string; corrections: unknown[] };
  expect(result.success).toBe(true);
  return { before: worldOf(result.sessionDir, 'state-before.json'), after: worldOf(result.sessionDir, 'state-after.json'), corrections: result.corrections };
}

/** A request refused before anything ran: exit 2, no world changed; its message. */
async function refused(scene: string, instruction: string): Promise<string> {
  const written = statesWritten();
  const run = await plan(scene, instruction);
  expect(run.exitCode, run.stdout + run.stderr).toBe(2);
  expect(statesWritten()).toBe(written);
  return (JSON.parse(run.stdout) as { error: { message: string } }).error.message;
}

const ofType = (world: World, type: string): WorldObject[] => [...world.values()].filter((o) => o.objectType === type);
const typeOf = (world: World, id: string): string => world.get(id)?.objectType ?? '';
/** The objects of these types whose switch changed. */
const switched = (before: World, after: World, types: readonly string[]): string[] =>
  [...after.values()].filter((o) => types.includes(o.objectType) && o.isToggled !== before.get(o.objectId)?.isToggled).map((o) => `${o.objectType}:${o.isToggled ? 'on' : 'off'}`);
/** The basin types the running faucets run into (the scene's `controls` links). */
function runningInto(world: World, scene: string): string[] {
  const objects = loadWorld(scene).scene.objects;
  const basinOf = new Map(objects.map((o) => [o.id, objects.find((b) => b.id === o.controls)?.type ?? ''] as const));
  return ofType(world, 'Faucet').filter((f) => f.isToggled).map((f) => basinOf.get(f.objectId) ?? '');
}

describe('issue 38: everyday requests, judged by the room they leave', () => {
  it('"make the bed" (FloorPlan301): the bed is made and bare but for pillows, no light changes', async () => {
    const { before, after } = await met('FloorPlan301', 'make the bed');
    const [bed] = ofType(after, 'Bed');
    expect(bed!.isDirty).toBe(false);
    expect(bed!.receptacleObjectIds.map((id) => typeOf(after, id)).filter((t) => t !== 'Pillow' && t !== 'TeddyBear')).toEqual([]);
    expect(switched(before, after, ['LightSwitch', 'DeskLamp', 'FloorLamp'])).toEqual([]);
  });

  it('"It\'s too dark in here, I want to read in bed" (FloorPlan301): a lamp is switched on, the bed left as it was', async () => {
    const { before, after } = await met('FloorPlan301', "It's too dark in here, I want to read in bed");
    expect(switched(before, after, ['DeskLamp', 'FloorLamp', 'LightSwitch'])).toEqual(expect.arrayContaining([expect.stringMatching(/Lamp:on$/)]));
    expect(ofType(after, 'Bed')[0]!.isDirty).toBe(ofType(before, 'Bed')[0]!.isDirty);
  });

  it('"I need to wash my hands" and "I want a relaxing bath" (FloorPlan401): the tap of the sink, then the tap of the bath', async () => {
    const hands = await met('FloorPlan401', 'I need to wash my hands');
    const bath = await met('FloorPlan401', 'I want a relaxing bath');
    expect(runningInto(hands.after, 'FloorPlan401')).toEqual(['SinkBasin']);
    expect(runningInto(bath.after, 'FloorPlan401')).toEqual(['BathtubBasin']);
  });

  it('"make the bathroom cozy" (FloorPlan401): a candle lit and the ceiling light off', async () => {
    const { after } = await met('FloorPlan401', 'make the bathroom cozy');
    expect(ofType(after, 'Candle').some((c) => c.isToggled)).toBe(true);
    expect(ofType(after, 'LightSwitch').every((l) => !l.isToggled)).toBe(true);
  });

  it('"water the plant": in a kitchen (FloorPlan7) the plant holds water carried from the tap; a living room (FloorPlan201) has no tap: refused, nothing done', async () => {
    const { before, after } = await met('FloorPlan7', 'water the plant');
    expect(ofType(before, 'HousePlant').every((p) => !p.isFilledWithLiquid)).toBe(true);
    expect(ofType(after, 'HousePlant').some((p) => p.isFilledWithLiquid && p.fillLiquid === 'water')).toBe(true);
    expect(await refused('FloorPlan201', 'water the plant')).toMatch(/needs a Faucet: this LivingRoom has none/);
  });

  it('"turn on the lamp and sit on the sofa" (FloorPlan201): a lamp on, the sofa as it was (sitting is the person\'s)', async () => {
    const { before, after } = await met('FloorPlan201', 'turn on the lamp and sit on the sofa');
    expect(switched(before, after, ['DeskLamp', 'FloorLamp'])).toEqual(expect.arrayContaining([expect.stringMatching(/Lamp:on$/)]));
    const sofa = ofType(after, 'Sofa')[0]!;
    expect(sofa.receptacleObjectIds).toEqual(before.get(sofa.objectId)!.receptacleObjectIds);
  });

  it('"take out the trash" (FloorPlan401): what is used up goes in the bin', async () => {
    const { before, after } = await met('FloorPlan401', 'take out the trash');
    const bin = ofType(after, 'GarbageCan')[0]!;
    expect(bin.receptacleObjectIds.length).toBeGreaterThan(before.get(bin.objectId)!.receptacleObjectIds.length);
  });

  it('"boil some water": water hot in a kettle or pot in a kitchen (FloorPlan1); a bathroom (FloorPlan401) is refused naming the stove', async () => {
    const { after } = await met('FloorPlan1', 'boil some water');
    expect([...ofType(after, 'Kettle'), ...ofType(after, 'Pot')].some((v) => v.fillLiquid === 'water' && v.temperature === 'Hot')).toBe(true);
    expect(await refused('FloorPlan401', 'boil some water')).toMatch(/needs a StoveBurner/);
  });
});

describe('issue 38: corrections in words given with --feedback, judged by the room', () => {
  it('"no eggs please": breakfast without an egg (no egg cracked or cooked), the toast made', async () => {
    const { after, corrections } = await met('FloorPlan1', 'make breakfast', '--feedback', 'no eggs please');
    expect(corrections).toMatchObject([{ text: 'no eggs please', outcome: 'applied' }]);
    expect(ofType(after, 'EggCracked')).toEqual([]);
    expect(ofType(after, 'Egg').every((e) => !e.isCooked)).toBe(true);
    expect(ofType(after, 'BreadSliced').some((b) => b.isCooked)).toBe(true);
  });

  it('"use the microwave": the egg is cooked in the microwave, no burner lit', async () => {
    const { before, after, corrections } = await met('FloorPlan1', 'I want a fried egg', '--feedback', 'use the microwave');
    expect(corrections).toMatchObject([{ text: 'use the microwave', outcome: 'applied' }]);
    const cooked = ofType(after, 'EggCracked').filter((e) => e.isCooked);
    expect(cooked.length).toBeGreaterThan(0);
    expect(cooked.some((e) => e.parentReceptacles.some((p) => typeOf(after, p) === 'Microwave'))).toBe(true);
    expect(switched(before, after, ['StoveKnob', 'StoveBurner'])).toEqual([]);
  });

  it('--yes --feedback "no butter": understood, nothing to leave out, the breakfast runs (exit 0)', async () => {
    const { after, corrections } = await met('FloorPlan1', 'make breakfast', '--feedback', 'no butter');
    expect(corrections).toMatchObject([{ text: 'no butter', outcome: 'unchanged' }]);
    expect([...ofType(after, 'EggCracked'), ...ofType(after, 'BreadSliced')].some((f) => f.isCooked)).toBe(true);
  });
});

describe('issue 38: what to leave out, use or keep said in the request itself, read as a correction says it', () => {
  it('"I\'m hungry, but no eggs please" (FloorPlan1): something to eat without an egg, said at the plan step', async () => {
    const run = await plan('FloorPlan1', "I'm hungry, but no eggs please");
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as { sessionDir: string; plan: { taskDescription: string; reading: { words: string[] } } };
    expect(result.plan.reading.words).toEqual(['hungry', 'no eggs']);
    expect(result.plan.taskDescription).toMatch(/As you asked: no Egg/);
    const after = worldOf(result.sessionDir, 'state-after.json');
    expect(ofType(after, 'EggCracked')).toEqual([]);
    expect(ofType(after, 'Egg').every((e) => !e.isCooked)).toBe(true);
  });

  it('"breakfast, but not the stove" (FloorPlan1): no burner lit; "no eggs" alone is refused as saying nothing to do', async () => {
    const { before, after } = await met('FloorPlan1', 'breakfast please, but not the stove');
    expect(switched(before, after, ['StoveKnob', 'StoveBurner'])).toEqual([]);
    expect(await refused('FloorPlan1', 'no eggs')).toMatch(/says only what to leave out or use \('no eggs'\), not what to do/);
  });

  it('"make toast and leave the light on" (FloorPlan1): the toast made, the light switch on, not held', async () => {
    const { after } = await met('FloorPlan1', 'make toast and leave the light on');
    expect(ofType(after, 'BreadSliced').some((b) => b.isCooked)).toBe(true);
    expect(ofType(after, 'LightSwitch').every((s) => s.isToggled)).toBe(true);
  });
});

describe("issue 38: TEACh's wording, judged by the room it leaves", () => {
  it('"Put all pen in one drawer." (FloorPlan330): every pen in a drawer', async () => {
    const { after } = await met('FloorPlan330', 'Put all pen in one drawer.');
    const pens = ofType(after, 'Pen');
    expect(pens.length).toBeGreaterThan(0);
    const holders = new Set(pens.map((p) => p.parentReceptacles.find((id) => typeOf(after, id) === 'Drawer')));
    expect([...holders].every((h) => h !== undefined)).toBe(true);
    expect(holders.size).toBe(1);
  });

  it('"Complete the following tasks." then a list (FloorPlan7): every task of the list done, coffee in a clean mug and a cooked potato slice', async () => {
    const { after } = await met('FloorPlan7', 'Complete the following tasks. Prepare coffee in a clean mug. Cook a slice of potato.');
    expect(ofType(after, 'Mug').some((m) => m.fillLiquid === 'coffee' && !m.isDirty)).toBe(true);
    expect(ofType(after, 'PotatoSliced').some((p) => p.isCooked)).toBe(true);
  });

  it('"Poach the egg." (FloorPlan26): the egg cracked and cooked lying in water', async () => {
    const { after } = await met('FloorPlan26', 'Poach the egg.');
    const poached = ofType(after, 'EggCracked').filter((e) => e.isCooked && e.parentReceptacles.some((id) => after.get(id)?.fillLiquid === 'water'));
    expect(poached.length).toBeGreaterThan(0);
  });
});

describe('issue 38: a thing seen to with a generic verb, judged by the room it leaves', () => {
  it('"could you see to the plant please" (FloorPlan3, a kitchen with a tap): the plant watered, no switch left changed', async () => {
    const { before, after } = await met('FloorPlan3', 'could you see to the plant please');
    expect(ofType(before, 'HousePlant').every((p) => !p.isFilledWithLiquid)).toBe(true);
    expect(ofType(after, 'HousePlant').every((p) => p.isFilledWithLiquid && p.fillLiquid === 'water')).toBe(true);
    expect([...after.values()].filter((o) => o.isToggled !== before.get(o.objectId)?.isToggled).map((o) => o.objectType)).toEqual([]);
  });

  it('"can you deal with the bed" (FloorPlan301): a bed is made or cleared, so it is asked which; with no one to answer, nothing runs', async () => {
    expect(await refused('FloorPlan301', 'can you deal with the bed')).toMatch(/What should I do with the bed\?/);
  });

  it('"don\'t deal with the plant" (FloorPlan3) runs nothing', async () => {
    await refused('FloorPlan3', "don't deal with the plant");
  });
});
