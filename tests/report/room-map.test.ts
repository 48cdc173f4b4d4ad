/** The room map: furniture where the ids put it, labelled with its contents, agents' paths over it; SVG and PNG. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapObjectsOfScene } from '../../src/report/map-objects.js';
import { agentPaths, LABEL_CHARS, MAP_REACH_METRES, renderRoomMap, type MapObject } from '../../src/report/room-map.js';
import { pngRenderer } from '../../src/render/index.js';
import { loadWorld } from '../../src/world/index.js';
import { main } from '../../src/cli/main.js';
import { captureIO } from '../helpers/capture.js';
import { findChromium, measureSvgTexts, NO_CHROMIUM, type MeasuredText } from '../helpers/chromium.js';
import { makeScratch } from '../helpers/files.js';
import { FIXTURE_SCENES, makeScenesDir, TEST_KITCHEN } from '../helpers/scenes.js';

const world = loadWorld('FloorPlan1');
const scratch = makeScratch('iteraplan-map-');
afterAll(() => scratch.remove());

const step = (agent: string, objectId: string, success = true) => ({ agent, action: 'GoToObject', success, resolved: { objectId } });

describe('renderRoomMap', () => {
  const paths = agentPaths([
    step('robot', 'Fridge|-02.10|+00.00|+01.09'),
    step('human', 'Egg|-02.25|+00.80|+00.99'),
    step('human', 'Pan|+00.34|+00.99|-02.38'),
    step('human', 'Pan|+00.34|+00.99|-02.38'),
    step('robot', 'Sink|-01.90|+00.97|-01.50', false),
    { agent: 'robot', action: 'OpenObject', success: true, resolved: { objectId: 'Fridge|-02.10|+00.00|+01.09' } },
  ]);
  const svg = renderRoomMap(mapObjectsOfScene(world.scene), { title: 'FloorPlan1 <kitchen>', paths, highlight: new Set(['Egg|-02.25|+00.80|+00.99']) });

  it('takes the paths from where each agent went, in order, once per stop, without failed moves', () => {
    expect(paths).toEqual([
      { agent: 'robot', stops: ['Fridge|-02.10|+00.00|+01.09'] },
      { agent: 'human', stops: ['Egg|-02.25|+00.80|+00.99', 'Pan|+00.34|+00.99|-02.38'] },
    ]);
  });

  it('draws a stop at an object put somewhere earlier at that place, and one made from it (a cracked Egg) there too', () => {
    const egg = 'Egg|-02.25|+00.80|+00.99';
    const pot = 'Pot|+00.34|+00.99|-02.78';
    const moved = agentPaths([
      step('human', egg),
      { agent: 'human', action: 'PutObject', success: true, resolved: { objectId: egg, receptacleObjectId: pot } },
      step('human', egg),
      step('human', `${egg}|EggCracked_0`),
      step('robot', 'Fridge|-02.10|+00.00|+01.09'),
    ]);
    expect(moved).toEqual([
      { agent: 'human', stops: [egg, pot] },
      { agent: 'robot', stops: ['Fridge|-02.10|+00.00|+01.09'] },
    ]);
  });

  it('labels each piece of furniture with what is in or on it, and escapes the title', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<tspan font-weight="bold">Fridge</tspan><tspan fill="#555">: Apple, Egg, Lettuce, Potato</tspan>');
    expect(svg).toContain('FloorPlan1 &lt;kitchen&gt;');
    expect(svg).not.toContain('<kitchen>');
    // The Fridge holds the highlighted Egg: its marker is marked as changed.
    expect(svg).toMatch(/<rect x="[\d.]+" y="[\d.]+" width="12" height="12" rx="2" fill="#ffd166"[^>]*><title>Fridge\|-02.10\|\+00.00\|\+01.09/);
  });

  it('keeps every label inside the frame, cutting a long one (the tooltip keeps every id)', () => {
    const fixture = (i: number) => ({ id: `CounterTop|+0${i}.00|+00.95|-02.50`, type: 'CounterTop', position: { x: i, y: 0.95, z: -2.5 }, parent: null });
    const objects = [0, 1, 2].map(fixture);
    const long = ['AluminumFoil', 'PaperTowelRoll', 'PepperShaker', 'SaltShaker', 'WineBottle', 'SprayBottle'];
    for (const [n, type] of long.entries()) objects.push({ id: `${type}|+02.${n}0|+00.99|-02.50`, type, position: null, parent: objects[2]!.id } as never);
    const width = 480;
    const map = renderRoomMap(objects, { title: 'narrow', width });
    const labels = [...map.matchAll(/<text x="([\d.]+)" y="[\d.]+" font-size="11" fill="#222" class="label"><tspan font-weight="bold">([^<]*)<\/tspan>(?:<tspan fill="#555">([^<]*)<\/tspan>)?/g)];
    expect(labels).toHaveLength(3);
    for (const [, x, head, tail] of labels) {
      const text = `${head}${tail ?? ''}`;
      expect(text.length).toBeLessThanOrEqual(LABEL_CHARS);
      expect(Number(x) + text.length * 6.8).toBeLessThanOrEqual(width);
    }
    expect(map).toContain('…');
    expect(map).toContain('SprayBottle|+02.50|+00.99|-02.50');
  });

  it('draws one coloured line per agent with numbered stops, and a legend', () => {
    expect(svg.match(/<polyline /g)).toHaveLength(2);
    expect(svg).toContain('stroke="#1f6fd1"');
    expect(svg).toContain('stroke="#e0701b"');
    expect(svg).toContain('human: 2 stops, numbered in order');
    expect(svg).toContain('robot: 1 stop, numbered in order');
  });

  it('puts the Fridge (x -2.10) left of the CoffeeMachine (x +1.24) and higher up (z +1.09 over -2.38)', () => {
    const at = (label: string) => {
      const match = new RegExp(`<text x="([\\d.]+)" y="([\\d.]+)" font-size="11" fill="#222" class="label"><tspan font-weight="bold">${label}</tspan>`).exec(svg);
      return { x: Number(match![1]), y: Number(match![2]) };
    };
    expect(at('Fridge').x).toBeLessThan(at('CoffeeMachine').x);
    expect(at('Fridge').y).toBeLessThan(at('CoffeeMachine').y);
  });

  it('rasterises to a PNG of the SVG size', async () => {
    const renderer = await pngRenderer(1);
    if (!renderer.ok) throw new Error(renderer.reason);
    const png = renderer.renderer.render(svg);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const width = png.readUInt32BE(16);
    expect(width).toBe(960);
    expect(png.length).toBeGreaterThan(20_000);
  });
});

describe('the room map a person reads at a glance', () => {
  const crowded = agentPaths([
    step('robot', 'Fridge|-02.10|+00.00|+01.09'),
    step('human', 'Fridge|-02.10|+00.00|+01.09'),
    step('human', 'Pan|+00.34|+00.99|-02.38'),
    step('robot', 'CoffeeMachine|+01.24|+00.97|-02.38'),
  ]);
  const svg = renderRoomMap(mapObjectsOfScene(world.scene), { title: 'FloorPlan1', paths: crowded });

  it('groups only what stands at one place: stacked drawers, a sink and its basin; a burner and the plant beside it apart', () => {
    expect(svg).toContain('>Sink + SinkBasin</tspan>');
    expect(svg).not.toMatch(/StoveBurner \+ StoveKnob|HousePlant \+ StoveBurner|Drawer ×\d+ \+ /);
  });

  it('has axes in metres and a scale bar', () => {
    expect(svg).toContain('>x (m)</text>');
    expect(svg).toContain('>z (m)</text>');
    expect(svg).toMatch(/<g class="scale-bar">.*>1 m<\/text><\/g>/);
    for (const value of ['-2', '-1', '0', '1']) expect(svg).toContain(`text-anchor="middle">${value}</text>`);
  });

  it("draws two agents' stops at one place side by side, not one on the other", () => {
    const circles = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="8"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    for (const [i, a] of circles.entries()) for (const b of circles.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(16);
  });

  const browser = findChromium();
  if (browser === null) console.warn(`skipping the room map geometry test: ${NO_CHROMIUM}`);
  it.skipIf(browser === null)('in a browser, at the default size: no label leaves the frame or overlaps another label, a marker or a stop', async () => {
    for (const map of [svg, renderRoomMap(mapObjectsOfScene(loadWorld('FloorPlan201').scene), { title: 'FloorPlan201' })]) {
      const measured = await measureSvgTexts(browser!, map);
      const labels = measured.texts.filter((t) => t.className === 'label');
      expect(labels.length).toBeGreaterThan(10);
      for (const t of measured.texts) {
        expect(t.box.x, t.text).toBeGreaterThanOrEqual(0);
        expect(t.box.x + t.box.width, t.text).toBeLessThanOrEqual(measured.width);
        expect(t.box.y + t.box.height, t.text).toBeLessThanOrEqual(measured.height);
      }
      const overlap = (a: MeasuredText['box'], b: MeasuredText['box']) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      for (const [i, a] of labels.entries()) for (const b of labels.slice(i + 1)) expect(overlap(a.box, b.box), `${a.text} / ${b.text}`).toBe(false);
      const marks = [...map.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="12" height="12"|<circle cx="([\d.]+)" cy="([\d.]+)" r="8"/g)].map((m) =>
        m[1] !== undefined ? { x: Number(m[1]), y: Number(m[2]), width: 12, height: 12 } : { x: Number(m[3]) - 8, y: Number(m[4]) - 8, width: 16, height: 16 },
      );
      for (const label of labels) for (const mark of marks) expect(overlap(label.box, mark), `${label.text} covers a marker`).toBe(false);
    }
  });
});

describe('positions far outside any room', () => {
  const room = mapObjectsOfScene(world.scene);
  const far = (x: number, z: number): MapObject => ({ id: `Egg|${x}|+00.80|${z}`, type: 'Fridge', position: { x, y: 0.8, z }, parent: null });

  it.each([
    ['a remote bridge reporting 1e9 along x', far(1e9, 0)],
    ['1e5 along z', far(0, -1e5)],
    ['an id at +999999999.00 along both', far(999999999, 999999999)],
    ['a coordinate that is not finite', far(Number.POSITIVE_INFINITY, 0)],
  ])('%s: the map keeps the size of the room and names what it left off', (_what, object) => {
    const plain = renderRoomMap(room, { title: 'FloorPlan1' });
    const svg = renderRoomMap([...room, object], { title: 'FloorPlan1', paths: [{ agent: 'robot', stops: [object.id, 'Fridge|-02.10|+00.00|+01.09'] }] });
    // The same room drawn the same way: the far object adds only its note and the path's one stop.
    expect(svg.length).toBeLessThan(plain.length + 2_000);
    expect(svg.match(/height="(\d+)"/)![1]).toBe(String(Number(plain.match(/height="(\d+)"/)![1]) + 20));
    expect(svg).toContain(`1 object lies more than ${MAP_REACH_METRES} m from the origin and is not drawn: ${object.id}`);
    expect(svg.match(/<circle /g)).toHaveLength(1 + 1); // the Fridge stop and the legend dot, not the far one
  });

  it('draws a room that is long and thin no taller than 1600 px, with a grid line every few metres', () => {
    const hall = [0, 30, 60, 90].map((z): MapObject => ({ id: `CounterTop|+00.00|+00.90|+${z}.00`, type: 'CounterTop', position: { x: 0, y: 0.9, z }, parent: null }));
    const svg = renderRoomMap(hall, { title: 'hall' });
    expect(Number(svg.match(/height="(\d+)"/)![1])).toBeLessThan(1600 + 200);
    const lines = svg.match(/<g stroke="#e4ddd2" stroke-width="1">(.*?)<\/g>/)![1]!.match(/<line /g)!.length;
    expect(lines).toBeLessThanOrEqual(2 * 41);
    expect(lines).toBeGreaterThan(2 * 5);
  });

  it('scenes show --map: a scene object at +999999999.00 is left off with a note on stderr (exit 0)', async () => {
    const scenes = makeScenesDir();
    try {
      const kitchen = readFileSync(join(FIXTURE_SCENES, `${TEST_KITCHEN}.yaml`), 'utf8');
      writeFileSync(join(scenes.dir, `${TEST_KITCHEN}.yaml`), `${kitchen.trimEnd()}\n  - id: "CounterTop|+999999999.00|+00.95|+999999999.00"\n    type: CounterTop\n`);
      const target = join(scratch.dir, 'far.svg');
      const captured = captureIO({ ...process.env, ITERAPLAN_SCENES: scenes.dir });
      expect(await main(['scenes', 'show', TEST_KITCHEN, '--map', target], captured.io)).toBe(0);
      expect(captured.stderr()).toContain(`Note: 1 object of ${TEST_KITCHEN} lies more than ${MAP_REACH_METRES} m from the origin and is not drawn`);
      const svg = readFileSync(target, 'utf8');
      expect(svg.length).toBeLessThan(40_000);
      expect(svg).toContain('CounterTop|+999999999.00|+00.95|+999999999.00');
    } finally {
      scenes.remove();
    }
  });
});

describe('iteraplan scenes show --map', () => {
  it('writes the SVG and the PNG and says where', async () => {
    const target = join(scratch.dir, 'kitchen.svg');
    const captured = captureIO(process.env);
    const code = await main(['scenes', 'show', 'FloorPlan1', '--map', target], captured.io);
    expect(code).toBe(0);
    expect(captured.stdout()).toBe(`Map of FloorPlan1: ${target} and ${join(scratch.dir, 'kitchen.png')}\n`);
    expect(readFileSync(target, 'utf8')).toContain('FloorPlan1 (Kitchen): the room from above');
    expect(existsSync(join(scratch.dir, 'kitchen.png'))).toBe(true);
  });

  it('--json names the files', async () => {
    const captured = captureIO(process.env);
    const target = join(scratch.dir, 'living.svg');
    expect(await main(['scenes', 'show', 'FloorPlan201', '--map', target, '--json'], captured.io)).toBe(0);
    expect(JSON.parse(captured.stdout())).toEqual({ scene: 'FloorPlan201', map: { svg: target, png: join(scratch.dir, 'living.png') } });
  });
});
