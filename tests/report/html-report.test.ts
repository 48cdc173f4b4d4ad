/**
 * report.html of a real session: self-contained, every part a person needs, escaped; and, in a
 * real headless Chromium, the rendered page's text and a screenshot to look at.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../src/world/index.js';
import { sessionReportPath } from '../../src/report/index.js';
import { dumpDom, findChromium, NO_CHROMIUM, screenshot } from '../helpers/chromium.js';
import { ReportSessions, sessionDirOf } from './sessions.js';

const s = new ReportSessions();
let dir: string;
let html: string;
/** A session whose goal held: it went on to the allocation and the run with every agent at once. */
let allocatedHtml: string;
beforeAll(async () => {
  await s.start();
  // The case, with markup in the request: it must be shown, never interpreted.
  dir = sessionDirOf(await s.plan('I feel hungry <img src=x onerror=alert(1)>', '--feedback', 'do not turn on the stove'));
  html = readFileSync(sessionReportPath(dir), 'utf8');
  allocatedHtml = readFileSync(sessionReportPath(sessionDirOf(await s.plan('I feel hungry'))), 'utf8');
});
afterAll(() => s.stop());

/** The page's text without tags, entities decoded (what a person reads). */
function textOf(page: string): string {
  return page
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('report.html', () => {
  it('is self-contained: no script, nothing fetched, a policy that forbids both', () => {
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`);
    expect(html).not.toMatch(/<script|<link|<iframe|src="http|href="http|url\(/i);
  });

  it('escapes what it shows: the request is text, not markup', () => {
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers the two questions: did it do what was asked (the verdict and the goal), and who did what', () => {
    const text = textOf(html);
    expect(text).toContain('Result: ran, but the goal was NOT met. The code ran to its end, but it did not do what was asked.');
    expect(text).toContain('The goal the planner stated and you approved (any one suffices): fried egg: there should be an EggCracked that is cooked');
    expect(text).toContain('✘ fried egg: there should be an EggCracked that is cooked — no');
    expect(text).toContain('the cracked Egg is not cooked and in the Pan');
    expect(text).toContain('Dry run of version 3 in the simulator: does NOT meet the goal');
    expect(text).toMatch(/\d+ (human|robot) (went to|put|cracked)/);
    // Missing the goal, it was not allocated (no schedule of the agents at once); a session whose goal held was.
    expect(html).not.toMatch(/makespan [\d.]+ s/);
    const allocated = textOf(allocatedHtml);
    expect(allocated).toContain('Result: succeeded, goal met.');
    // Any one alternative suffices: the met one is marked, the others are greyed as not needed, none in red.
    const goalList = /<ul class="goal">([\s\S]*?)<\/ul>/.exec(allocatedHtml)![1]!;
    expect(textOf(goalList)).toMatch(/^ ?✔ met fried egg: there should be an EggCracked that is cooked — yes/);
    expect(goalList.match(/<li class="other">not needed: /g)?.length).toBeGreaterThan(0);
    expect(goalList).not.toContain('class="fail"');
    expect(allocated).toMatch(/\d+ (human|robot) (went to|put|cracked)/);
    expect(allocated).toMatch(/human \d+ actions?/);
  });

  it('has every part: request, stages, code versions as a diff, allocation, timeline, room map, final state', () => {
    for (const id of ['request', 'stages', 'code', 'allocation', 'map', 'final-state']) expect(html).toContain(`<section id="${id}">`);
    for (const id of ['request', 'stages', 'code', 'allocation', 'timeline', 'map', 'final-state']) expect(allocatedHtml).toContain(`<section id="${id}">`);
    expect(html).toContain('<span class="del"><span class="ln"></span>-     SwitchOn(&#39;StoveKnob|+00.39|+00.90|-01.78&#39;)</span>');
    expect(html).toContain('<span class="del"><span class="ln"></span>-     SwitchOff(&#39;StoveKnob|+00.39|+00.90|-01.78&#39;)</span>');
    expect(textOf(html)).toContain('Version 2: changed after your feedback: "do not turn on the stove"');
    expect(textOf(html)).toContain('Version 3: refined after a failed execution: line 9: ALREADY_OFF');
    expect(textOf(html)).toContain('Objects named by id: StoveKnob|+00.39|+00.90|-01.78 = the knob of the burner under the Pan');
    // The allocated plan's Gantt chart (timeline.svg of the session), the actions in order, the room map.
    expect(allocatedHtml.match(/<svg /g)!.length).toBe(3);
    expect(allocatedHtml).toMatch(/makespan [\d.]+ s, one after another [\d.]+ s/);
    expect(allocatedHtml).toContain('<th>line</th><th>call</th><th>robot</th><th>human</th><th>agent</th>');
    expect(allocatedHtml).toContain('FloorPlan1: the room from above, with the agents&#39; paths');
    expect(html).toContain('FloorPlan1: the room from above, with the agents&#39; paths');
  });
});

describe('report.html in a real browser', () => {
  const browser = findChromium();
  if (browser === null) console.warn(`skipping the browser test: ${NO_CHROMIUM}`);

  it.skipIf(browser === null)('renders with every section, and a screenshot a person can look at', async () => {
    const dom = await dumpDom(browser!, sessionReportPath(dir));
    const text = textOf(dom);
    expect(dom).toContain('<h1>I feel hungry &lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(text).toContain('Result: ran, but the goal was NOT met.');
    expect(text).toContain('Who did what');
    expect(text).toContain('Room map');
    expect(text).toContain('cracked the Egg');
    // No element the page did not have came in: the markup in the request stayed text.
    expect(dom).not.toMatch(/<img/i);

    const out = join(findProjectRoot(), 'test-results');
    mkdirSync(out, { recursive: true });
    const png = join(out, 'report-screenshot.png');
    await screenshot(browser!, sessionReportPath(dir), png, { width: 1100, height: 2400 });
    expect(existsSync(png)).toBe(true);
    const bytes = readFileSync(png);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1100, 2400]);
    // A blank page compresses to almost nothing; the report does not.
    expect(statSync(png).size).toBeGreaterThan(60_000);
    console.log(`report screenshot: ${png}`);
  });
});

describe('the allocation in the reports', () => {
  it('a balanced session: report.html and summary.md say how its lines were given out and what the allocation costs', async () => {
    const balanced = sessionDirOf(await s.plan('I feel hungry', '--team', 'two-robots', '--allocator', 'balanced'));
    const page = textOf(readFileSync(sessionReportPath(balanced), 'utf8'));
    expect(page).toContain('Each line goes to the agent that lets the whole plan end soonest, among those within the reliability floor of the most reliable');
    expect(page).toMatch(/Allocator: balanced, reliability floor 25% \(.*no allocation within the floor ends sooner\)\. Expected makespan [\d.]+ s, walks between objects included\. ?Chance that every call succeeds: /);
    expect(page).toMatch(/The paper rule would take [\d.]+ s/);
    const summary = readFileSync(join(balanced, 'summary.md'), 'utf8');
    expect(summary).toMatch(/- Allocator: balanced, reliability floor 25%/);
  });

  it('the paper rule with two robots: the report says a smaller team would be faster, with figures', async () => {
    const paper = sessionDirOf(await s.plan('I feel hungry', '--team', 'two-robots'));
    const page = textOf(readFileSync(sessionReportPath(paper), 'utf8'));
    expect(page).toContain('Each line goes to whoever is most likely to do it well');
    const expected = /Expected makespan ([\d.]+) s, walks between objects included/.exec(page)?.[1];
    expect(expected, page).toBeDefined();
    expect(page).toMatch(new RegExp(`A smaller team would be faster: without robot2, [\\d.]+ s against ${expected} s \\(both by the paper rule\\)\\.`));
    expect(page).toMatch(/Hint: clearly faster: |A smaller team/);
  });
});
