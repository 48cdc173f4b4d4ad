import { describe, expect, it } from 'vitest';
import { agentHex } from '../../src/agent-colours.js';
import { svgToPng } from '../../src/render/index.js';
import { findChromium, measureSvgTexts, NO_CHROMIUM } from '../helpers/chromium.js';
import { deriveSchedule, describeResource, formatTimeline, renderTimelineSvg, timelineOf, type ScheduleItem } from '../../src/schedule/index.js';

const item = (agent: string, seconds: number, writes: string[], reads: string[] = []): ScheduleItem => ({
  agent,
  seconds,
  footprint: { writes: new Set(writes), reads: new Set(reads) },
});

// The paper's breakfast, allocated to the paper team: the robot opens and closes, the human does the rest.
const schedule = deriveSchedule(
  [
    item('robot', 18, ['Fridge#Fridge|1']),
    item('human', 9, ['Egg#Egg|1'], ['Fridge#Fridge|1', 'Pan#Pan|1']),
    item('robot', 16, ['Fridge#Fridge|1']),
    item('human', 6, ['Egg#Egg|1'], ['Pan#Pan|1']),
    item('human', 4, ['StoveBurner']),
  ],
  ['robot', 'human'],
);
const labels = ["L3 OpenObject('Fridge')", "L4 PutObject('Egg', 'Pan')", "L5 CloseObject('Fridge')", "L6 BreakObject('Egg')", "L7 SwitchOn('StoveKnob')"];
const timeline = timelineOf(schedule, labels, 'Breakfast <team paper>');

describe('formatTimeline', () => {
  const text = formatTimeline(timeline);
  const lines = text.split('\n');

  it('has a column per agent and a row per start, with │ while an agent is busy', () => {
    expect(lines[0]?.split(/\s{2,}/)).toEqual(['time', 'robot', 'human']);
    const column = lines[0]!.indexOf('human');
    const row = (time: string) => lines.find((l) => l.trimStart().startsWith(time))!;
    expect(row('0 s').trimEnd().endsWith("L3 OpenObject('Fridge')")).toBe(true);
    expect(row('18 s').slice(column)).toBe("L4 PutObject('Egg', 'Pan')");
    expect(row('27 s').slice(column)).toBe("L6 BreakObject('Egg')");
    expect(row('27 s')).toContain("L5 CloseObject('Fridge')");
    expect(row('33 s').slice(0, column).trim()).toBe('33 s  │');
    expect(row('33 s').slice(column)).toBe("L7 SwitchOn('StoveKnob')");
    expect(row('43 s')).toContain('(done)');
    expect(lines.every((l) => l === l.trimEnd())).toBe(true);
  });

  it('sums up the makespan against one call after another, each agent’s share, and the waits across agents', () => {
    expect(text).toContain('Breakfast <team paper>: makespan 43 s, one after another 53 s (1.23× faster)');
    expect(text).toContain('Work: robot 2 calls, 34 s (64%); human 3 calls, 19 s (36%)');
    expect(text).toContain('Waits across agents: L4 waits for L3 (Fridge); L5 waits for L4 (Fridge)');
  });

  it('cuts long calls to the column width', () => {
    const narrow = formatTimeline(timeline, { columnWidth: 12 });
    expect(narrow).toContain("L3 OpenObje…");
    // Columns narrower than the word: the last row still says the plan is done, whole.
    const three = formatTimeline(timeline, { columnWidth: 4 });
    expect(three.split('\n').find((l) => l.trimStart().startsWith('43 s'))).toBe('43 s  (done)');
  });
});

describe('describeResource', () => {
  it('names objects by type, and the room and memory resources in words', () => {
    expect(describeResource('Cabinet#Cabinet|+00.68|+00.50|-02.20')).toBe('Cabinet');
    expect(describeResource('StoveBurner')).toBe('StoveBurner');
    expect(describeResource('room:GarbageCan#GarbageCan|1')).toBe('room in GarbageCan');
    expect(describeResource('memo:CounterTop')).toBe('which CounterTop');
    expect(describeResource('agent')).toBe('same agent');
  });
});

describe('renderTimelineSvg', () => {
  const svg = renderTimelineSvg(timeline);

  it('draws a lane per agent, a bar per call and an arrow per wait across agents', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<rect [^>]*rx="4"/g)).toHaveLength(5);
    expect(svg.match(/<g class="wait">/g)).toHaveLength(2);
    expect(svg).not.toMatch(/url\(|<script|href=/);
    for (const label of labels.slice(0, 4)) expect(svg).toContain(label);
    // A bar too short for its label shows its line, the whole call in the key under the chart and in its tooltip.
    expect(svg).toContain("<title>L7 SwitchOn('StoveKnob'): 33 s – 37 s</title>");
    expect(svg).toMatch(/fill="white">L7<\/text>/);
    expect(svg).toContain(">L7 SwitchOn('StoveKnob') (human)</text>");
    expect(svg).not.toContain('…');
    expect(svg).toContain('>robot</text>');
    expect(svg).toContain('>human</text>');
  });

  it('escapes text and places bars by time', () => {
    expect(svg).toContain('Breakfast &lt;team paper&gt;');
    expect(svg).not.toContain('<team paper>');
    // The first bar starts at the left edge of the plot (x = 110), the last ends at its right edge (960 - 30).
    const bars = [...svg.matchAll(/<rect x="([\d.]+)" y="\d+" width="([\d.]+)" height="30" rx="4"/g)].map((m) => [Number(m[1]), Number(m[1]) + Number(m[2])]);
    expect(bars[0]![0]).toBe(110);
    expect(Math.max(...bars.map((b) => b[1]!))).toBeCloseTo(930, 0);
  });

  it('rasterizes to a PNG at the asked scale of the SVG', async () => {
    const png = await svgToPng(svg, { scale: 1.5 });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(1440);
  });

  it('gives each agent one colour whatever its team and lane: the human orange beside the robot and beside two robots', () => {
    const twoRobots = timelineOf(deriveSchedule([item('robot2', 5, ['A']), item('human', 5, ['B']), item('robot', 5, ['C'])], ['robot2', 'human', 'robot']), ['L1 a', 'L2 b', 'L3 c'], 'two robots');
    const fill = (text: string, label: string) => new RegExp(`<title>${label}[^<]*</title>\\s*<rect [^>]*fill="(#[0-9a-f]{6})"`).exec(text)?.[1];
    expect(fill(svg, "L4 PutObject")).toBe(agentHex('human'));
    expect(fill(renderTimelineSvg(twoRobots), 'L2 b')).toBe(agentHex('human'));
    expect(fill(svg, "L3 OpenObject")).toBe(agentHex('robot'));
    expect(fill(renderTimelineSvg(twoRobots), 'L3 c')).toBe(agentHex('robot'));
    expect(new Set(['robot', 'human', 'robot2', 'robot3'].map(agentHex)).size).toBe(4);
  });

  const browser = findChromium();
  if (browser === null) console.warn(`skipping the timeline geometry test: ${NO_CHROMIUM}`);
  it.skipIf(browser === null)('in a browser, every label lies inside its bar and every text inside the frame, however narrow the bars', async () => {
    const long = timelineOf(schedule, labels.map((l) => `${l} # and a comment that makes it long`), 'Long labels');
    for (const chart of [svg, renderTimelineSvg(long), renderTimelineSvg(timeline, { width: 480 })]) {
      const measured = await measureSvgTexts(browser!, chart);
      expect(measured.texts.length).toBeGreaterThan(5);
      for (const { text, box, container } of measured.texts) {
        expect(box.x, text).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, text).toBeLessThanOrEqual(measured.width);
        expect(box.y + box.height, text).toBeLessThanOrEqual(measured.height);
        if (container !== null) expect(box.x + box.width, `${text} overruns its bar`).toBeLessThanOrEqual(container.x + container.width);
      }
    }
  });

  it('refuses an SVG that cannot be read', async () => {
    await expect(svgToPng('<svg')).rejects.toThrow(/cannot render the SVG as PNG/);
  });
});
