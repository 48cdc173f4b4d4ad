import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/experiments/results/episode-record.js';
import { buildFigures } from '../../../src/experiments/figures/build.js';
import { pngRenderer } from '../../../src/render/index.js';
import { modelStyle, ROOM_STYLES, seriesStyles } from '../../../src/experiments/figures/style.js';
import { kRange } from '../../../src/experiments/tables/metrics.js';
import { loadPublished } from '../../../src/experiments/tables/published.js';
import { writeReport } from '../../../src/experiments/report/report.js';
import type { ExperimentSettings } from '../../../src/experiments/results/settings.js';
import { completionOf, summarise } from '../../../src/experiments/tables/summary.js';
import { buildTables, tableToCsv, tableToMarkdown } from '../../../src/experiments/tables/tables.js';
import { tableInput } from '../pool.js';
import { outcome, record } from '../records.js';

// Kitchen: h = 0, 1, 1, null (OCR@1 = 75%); e = 0, 0, 2, null (SER@0 = 50%). Living room: one episode, h = e = 0.
const records = [
  record({ h: 0, e: 0, allocators: { 'rule-based': outcome(4, 4, true), random: outcome(4, 1, false), llm: null } }),
  record({ h: 1, e: 0 }),
  record({ h: 1, e: 2 }),
  record({ h: null, e: null, success: false, goalConditions: { alternative: 'toast', met: 1, total: 2 } }),
  record({ roomType: 'LivingRoom', h: 0, e: 0 }),
];

const table = (id: string, input = tableInput(records)) => buildTables(input).find((t) => t.id === id)!;

describe('tables', () => {
  it('Table III has a row per room and k = 0..budget, a column per model, counts beside every rate', () => {
    const ocr = table('table3-ocr');
    expect(ocr.header).toEqual(['Room', 'k', 'offline']);
    const markdown = tableToMarkdown(ocr);
    expect(markdown).toContain('| K | 0 | 25.0 (1/4) |');
    expect(markdown).toContain('| K | 1 | 75.0 (3/4) |');
    expect(markdown).toContain('| L | 0 | 100.0 (1/1) |');
    expect(markdown).toContain('| All | 1 | 80.0 (4/5) |');
    expect(ocr.rows).toHaveLength(3 * 6);
  });

  it('shows exactly k = 0..budget: budgets of 2 give three rows per room', () => {
    const ser = table('table4-ser', tableInput(records, 2));
    expect([...new Set(ser.rows.map((row) => row[1]))]).toEqual(['0', '1', '2']);
    expect(table('table5-repeats', tableInput(records, 2)).rows.filter((r) => r[0] === 'K' && r[1] === 'SER').map((r) => r[2])).toEqual(['0', '1', '2']);
  });

  it('puts models side by side and counts errored episodes next to their rates', () => {
    const two = [...records, record({ model: 'gpt-4o', h: 0 }), record({ model: 'gpt-4o', h: 2 }), record({ model: 'gpt-4o', status: 'errored', h: null, e: null })];
    const ocr = table('table3-ocr', tableInput(two));
    expect(ocr.header).toEqual(['Room', 'k', 'offline', 'gpt-4o']);
    expect(tableToMarkdown(ocr)).toContain('| K | 0 | 25.0 (1/4) | 50.0 (1/2, 1 errored) |');
  });

  it('gives mean ± std over repeats, then the pooled counts', () => {
    // Repeat 1: OCR@0 = 1/2, repeat 2: 2/2.
    const repeated = [record({ repeat: 1, h: 0 }), record({ repeat: 1, h: 1 }), record({ repeat: 2, h: 0 }), record({ repeat: 2, h: 0 })];
    expect(tableToMarkdown(table('table3-ocr', tableInput(repeated)))).toContain('| K | 0 | 75.0 ± 25.0 (3/4) |');
  });

  it('writes tidy CSV and JSON rows that carry the model and the raw shares', () => {
    const csv = tableToCsv(table('table4-ser')).split('\n');
    expect(csv[0]).toBe('source,model,room,k,share,episodes_counted,episodes,errored,repeats,mean,std');
    expect(csv[1]).toBe('ours,offline,Kitchen,0,0.5,2,4,0,1,,');
  });

  it('puts the paper’s published values beside ours for the paper suite, and derives All', () => {
    const published = loadPublished('paper');
    expect(published).not.toBeNull();
    const ocr = table('table3-ocr', { ...tableInput(records), published });
    expect(ocr.header).toEqual(['Room', 'k', 'offline', 'paper GPT-4o', 'paper GPT-4', 'paper GPT-3.5']);
    // Table III, kitchen, k = 0: 0.30, 0.45, 0.60.
    expect(tableToMarkdown(ocr)).toContain('| K | 0 | 25.0 (1/4) | 30.0 | 45.0 | 60.0 |');
    // All rooms, GPT-4o, k = 0: (0.3·20 + 0·5 + 0.6·5 + 0.4·10) / 40 = 32.5, marked derived.
    expect(tableToMarkdown(ocr)).toMatch(/\| All \| 0 \| 40\.0 \(2\/5\) \| 32\.5\* \|/);
    // A model the paper has goes beside its paper column.
    const gpt = table('table4-ser', { ...tableInput([record({ model: 'gpt-4o', e: 0 })]), published });
    expect(gpt.header).toEqual(['Room', 'k', 'gpt-4o', 'paper GPT-4o', 'paper GPT-4', 'paper GPT-3.5']);
    const casr = table('table7-casr', { ...tableInput(records), published });
    expect(casr.header.slice(-3)).toEqual(['paper rule-based', 'paper random', 'paper LLM (GPT-4o)']);
    expect(tableToMarkdown(casr)).toMatch(/\| All \| .* \| 100\.0 \| 51\.0 \| 76\.0 \|$/m);
  });

  it('CASR and OER per model: failures counted, all failed shown as failed, never as 0.0', () => {
    const failed = { calls: 3, agreeing: 0, executed: false, optimal: false, error: 'no usable reply', model: 'gpt-4o' };
    const mixed: EpisodeRecord[] = [
      record({ model: 'gpt-4o', allocators: { 'rule-based': outcome(3, 3, true), random: outcome(3, 1, false), llm: { ...outcome(3, 3, true), model: 'gpt-4o' } } }),
      record({ model: 'gpt-4o', allocators: { 'rule-based': outcome(3, 3, true), random: outcome(3, 2, false), llm: failed } }),
      record({ model: 'gpt-4', allocators: { 'rule-based': outcome(2, 2, true), random: outcome(2, 2, true), llm: { ...failed, model: 'gpt-4' } } }),
    ];
    const casr = table('table7-casr', tableInput(mixed));
    expect(casr.header).toEqual(['Room', 'gpt-4o: rule-based', 'gpt-4o: random', 'gpt-4o: LLM (gpt-4o)', 'gpt-4: rule-based', 'gpt-4: random', 'gpt-4: LLM (gpt-4)']);
    const kitchen = casr.rows.find((r) => r[0] === 'K')!;
    expect(kitchen).toEqual(['K', '100.0 (6/6)', '50.0 (3/6)', '50.0 (3/6, 1 failed)', '100.0 (2/2)', '100.0 (2/2)', 'failed (1/1 episodes)']);
    const oer = table('table8-oer', tableInput(mixed));
    expect(oer.rows.find((r) => r[0] === 'All')![6]).toBe('failed (1/1 episodes)');
    expect(oer.data.filter((d) => d['allocator'] === 'llm' && d['room'] === 'all')).toEqual([
      expect.objectContaining({ model: 'gpt-4o', allocator_model: 'gpt-4o', episodes: 2, optimal: 1, oer: 0.5, failed: 1 }),
      expect.objectContaining({ model: 'gpt-4', allocator_model: 'gpt-4', episodes: 1, optimal: 0, oer: 0, failed: 1 }),
    ]);
    const summary = summarise(mixed, { budgets: { maxRefinements: 5, humanRefinements: 5, maxRepairs: 3 } }, { total: 3, notRun: 0, errored: 0, interrupted: false });
    expect(summary).toContain('gpt-4o, llm (gpt-4o): CASR (%) 50.0  OER (%) 50.0, 1 of 2 allocations failed');
    expect(summary).toContain('gpt-4, llm (gpt-4): CASR and OER: every allocation failed (1/1)');
  });

  it('gives task success beside goal-condition success', () => {
    const gc = (met: number, total: number) => ({ alternative: 'toast', met, total });
    const kitchen = [
      record({ goalConditions: gc(1, 1) }),
      record({ goalConditions: gc(2, 2) }),
      record({ success: false, goalConditions: gc(1, 2) }),
      record({ success: false, goalConditions: gc(0, 3) }),
      record({ status: 'errored', success: false }),
    ];
    const success = table('table-success', tableInput(kitchen));
    expect(success.header).toEqual(['Room', 'offline: success', 'offline: goal conditions']);
    // 2 of every 5 episodes succeeded (the errored one is a failure too); goal conditions of the 4 finished: 1, 1, 1/2, 0 → 62.5 %.
    expect(success.rows[0]).toEqual(['K', '40.0 (2/5, 1 did not finish)', '62.5 (4 ep.)']);
  });

  it('counts every episode in the headline, by how it ended, and the false successes', () => {
    const kitchen = [
      record({ reportedSuccess: true }),
      // Reported successful by the planner, but the suite's own goal does not hold: a false success.
      record({ success: false, reportedSuccess: true }),
      record({ success: false, reportedSuccess: false }),
      record({ status: 'errored', success: false, ending: 'refused' }),
      record({ status: 'errored', success: false, ending: 'not-understood' }),
      record({ status: 'errored', success: false }),
    ];
    const endings = table('table-endings', tableInput(kitchen));
    expect(endings.header).toEqual(['Model', 'episodes', 'succeeded', 'refused rightly', 'failed', 'refused', 'not understood', 'errored', 'task success (%)', 'false successes', 'questions asked', 'goal refinements']);
    expect(endings.rows).toEqual([['offline', '6', '1', '—', '2', '1', '1', '1', '16.7', '1 of 2 reported', '0 (in 0)', '0']]);
    expect(endings.data[0]).toMatchObject({ false_success_episodes: [kitchen[1]!.task + '@' + kitchen[1]!.scene + '#1'] });
    // Two more planned than recorded: not run, failures of the headline too.
    const summary = summarise(kitchen, { budgets: { maxRefinements: 5, humanRefinements: 5, maxRepairs: 3 } }, { total: 8, notRun: 2, errored: 3, interrupted: false });
    expect(summary).toContain("Task success over every episode, by the suite's own goal: 1/8 (12.5%): failed 2, refused 1, not understood 1, errored 1, not run 2");
    expect(summary).toContain("False successes (reported successful, the suite's goal does not hold): 1 of 2 reported");
  });

  it('counts a refusal where the suite says a refusal is right as the task done, apart; a run there reported successful as a false success; and the questions asked', () => {
    const episodes = [
      record({ questions: 1 }),
      record({ status: 'errored', success: true, ending: 'refused-rightly', refusalExpected: true, error: 'RequestRefusedError: this room has no Bread' }),
      // The planner ran something for a request no robot here should do, and called it a success.
      record({ success: false, ending: 'failed', refusalExpected: true, reportedSuccess: true, questions: 2 }),
      record({ status: 'errored', success: false, ending: 'refused' }),
    ];
    const endings = table('table-endings', tableInput(episodes));
    expect(endings.rows).toEqual([['offline', '4', '1', '1 of 2', '1', '1', '0', '0', '50.0', '1 of 1 reported', '3 (in 2)', '0']]);
    const completion = completionOf(episodes, 4, false);
    expect(completion.errored).toBe(1);
    const summary = summarise(episodes, { budgets: { maxRefinements: 5, humanRefinements: 5, maxRepairs: 3 } }, completion);
    expect(summary).toContain("by the suite's own goal: 2/4 (50.0%): goal met 1, refused rightly 1 of 2 refusal tasks; failed 1, refused 1");
  });
});

describe('figures', () => {
  const input = (recs: readonly EpisodeRecord[], published = loadPublished('paper')) => ({ records: recs, ocrKs: kRange(5), serKs: kRange(5), published, repeats: 1 });

  it('one figure per metric, models compared in every panel, the paper dashed beside ours', () => {
    const figures = buildFigures(input([...records, record({ model: 'gpt-4o', h: 0 })]));
    expect(figures.map((f) => f.id)).toEqual(['figure-ocr', 'figure-ser', 'figure-casr', 'figure-oer', 'figure-success']);
    const ocr = figures[0]!.svg;
    for (const panel of ['Kitchen (K)', 'Living room (L)', 'All rooms']) expect(ocr).toContain(`data-title="${panel}"`);
    expect(ocr.match(/data-name="offline"/g)).toHaveLength(3);
    expect(ocr.match(/data-name="gpt-4o"/g)).toHaveLength(3);
    expect(ocr).toMatch(/data-name="paper GPT-4o"[^]*?stroke-dasharray/);
    expect(ocr).toContain('offline, k=1: 75.0% (3/4)');
  });

  it('keeps colours and markers fixed per model and per room, across figures', () => {
    const gpt = modelStyle('gpt-4o');
    expect(modelStyle('paper GPT-4o')).toEqual(gpt);
    expect(modelStyle('gpt-3.5-turbo')).toEqual(modelStyle('GPT-3.5'));
    expect(modelStyle('some-local-model')).toEqual(modelStyle('some-local-model'));
    // Variants of one model: a colour each; of several models: the model's colour, a dash each.
    const [plain, three] = seriesStyles(['offline [default]', 'offline [N=3]']);
    expect(plain!.colour).toBe(modelStyle('offline').colour);
    expect(three!.colour).not.toBe(plain!.colour);
    const styles = seriesStyles(['gpt-4o [default]', 'gpt-4o [N=3]', 'gpt-4 [default]', 'gpt-4 [N=3]']);
    expect(styles.map((s) => s.colour)).toEqual([gpt.colour, gpt.colour, modelStyle('gpt-4').colour, modelStyle('gpt-4').colour]);
    expect(styles[1]!.dash).toBeDefined();
    expect(styles[1]!.marker).not.toBe(styles[0]!.marker);
    const figures = buildFigures(input([record({ model: 'gpt-4o' }), record({ model: 'zeta' })]));
    for (const figure of figures) expect(figure.svg).toContain(gpt.colour);
    const ocr = figures[0]!.svg;
    expect(ocr).toContain(ROOM_STYLES.Kitchen.colour);
    expect(ocr).toContain(ROOM_STYLES.all.colour);
  });

  it('says its n: per point in each line panel, under each bar; a panel with nothing of ours shows the paper beside "not run"', () => {
    const figures = buildFigures(input([...records, record({ model: 'gpt-4o', h: 0 })]));
    const ocr = figures[0]!.svg;
    expect(ocr).toContain('n = 4 episodes per point (offline), 1 (gpt-4o)');
    expect(ocr).toContain('n = 1 episode per point');
    expect(buildFigures(input([record({ model: 'a' }), record({ model: 'b' })]))[0]!.svg).toContain('n = 1 episode per point, each model');
    const casr = figures[2]!.svg;
    // CASR is agreement with the rule-based allocation: its panel says it is the reference.
    expect(casr).toContain('data-title="Rule-based allocator (the reference: 100% by definition)"');
    // No LLM allocated in these records: its panel shows the paper's values, ours marked not run.
    expect(casr).toContain('data-title="LLM allocator (paper: GPT-4o)"');
    expect(casr).toMatch(/>not run<\/text>/);
    expect(buildFigures(input(records, null))[2]!.svg).not.toContain('data-title="LLM allocator');
    expect(casr).toContain('under each bar: the skill calls it is over');
    expect(casr).toMatch(/class="n"[^>]*>4<\/text>/);
    // The paper's bars name the model they were planned with.
    expect(casr).toContain('paper (its planner: GPT-4o)');
    const success = figures[4]!.svg;
    // Two models over as many episodes in a room: one n under the group, not '11' run together.
    expect(buildFigures(input([record({ model: 'a' }), record({ model: 'b' })]))[4]!.svg).toMatch(/class="n"[^>]*>n=1<\/text>/);
    // Over different counts, each bar its own, written upwards where the bar is too narrow.
    expect(success).toMatch(/class="n"[^>]*>4<\/text>/);
  });

  it('draws the preferences figure for persona tasks: success and episodes breaking a preference, per model', () => {
    expect(buildFigures(input(records)).map((f) => f.id)).not.toContain('figure-preferences');
    const personas = [record({ model: 'offline', preferenceViolations: [] }), record({ model: 'offline', success: false, preferenceViolations: ['used Egg|1, though "no eggs"'] })];
    const figure = buildFigures(input(personas)).find((f) => f.id === 'figure-preferences')!.svg;
    expect(figure).toContain('data-title="Episodes breaking a preference"');
    expect(figure).toContain('ours, offline: 50.0% (1/2)');
    expect(figure).toContain('data-title="Task success"');
  });

  it('draws a 0% bar on the axis, not below it, and says what the variant labels mean', () => {
    const zero = buildFigures(input([record({ model: 'a', success: false }), record({ model: 'b' })]))[4]!.svg;
    const rects = [...zero.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"[^>]*><title>a, /g)];
    expect(rects.length).toBeGreaterThan(0);
    const axis = Number(/<line x1="[\d.]+" y1="([\d.]+)" x2="[\d.]+" y2="\1"/.exec(zero)?.[1] ?? NaN);
    for (const [, y, h] of rects) expect(Number(y) + Number(h)).toBeLessThanOrEqual(axis + 0.01);
    const keyed = buildFigures({ ...input(records), variantKey: ['[default] = clarify on, N=1, refine from reset'] });
    for (const figure of keyed) expect(figure.svg).toContain('[default] = clarify on, N=1, refine from reset');
  });

  it('carries its caveats beside the paper: a subset of episodes, and the rule-based planner beside LLMs', () => {
    const subset = buildFigures({ ...input(records), episodeFilter: 'hungry@*' });
    for (const figure of subset.slice(0, 4)) expect(figure.svg).toContain("Caveat: ours covers only the episodes of --episodes 'hungry@*'");
    expect(subset[0]!.svg).toContain("Caveat: 'offline' is the built-in rule-based planner");
    const noPaper = buildFigures({ ...input(records, null), episodeFilter: 'hungry@*' });
    for (const figure of noPaper) expect(figure.svg).not.toContain('Caveat:');
    const llmOnly = buildFigures(input([record({ model: 'gpt-4o' })]));
    expect(llmOnly[0]!.svg).not.toContain('Caveat:');
  });

  it('draws error bars of ± std over repeats', () => {
    const repeated = [record({ repeat: 1, h: 0 }), record({ repeat: 1, h: 1 }), record({ repeat: 2, h: 0 }), record({ repeat: 2, h: 0 })];
    const ocr = buildFigures({ ...input(repeated, null), repeats: 2 })[0]!.svg;
    expect(ocr).toContain('offline, k=0: 75.0% ± 25.0%');
    expect(ocr).toContain('error bars: ± 1 std over 2 repeats');
    expect(ocr).toMatch(/<path d="M[\d.]+,[\d.]+V[\d.]+M/);
  });

  it('renders PNGs when the optional renderer is installed, and says why when it is not', async () => {
    const png = await pngRenderer();
    expect(png.ok).toBe(true);
    if (png.ok) expect(png.renderer.render(buildFigures(input(records))[0]!.svg).subarray(1, 4).toString()).toBe('PNG');
    const missing = await pngRenderer(2, 'no-such-renderer-package');
    expect(missing).toMatchObject({ ok: false, reason: expect.stringMatching(/^PNG figures skipped: the optional package no-such-renderer-package is not installed/) });
  });
});

const settings = (budget: number): ExperimentSettings => ({
  suite: { name: 'paper', hash: 'x' },
  models: ['offline'],
  planner: { mode: 'offline', replay: null, allocatorModel: null },
  user: 'simulated',
  budgets: { maxRefinements: budget, humanRefinements: budget, maxRepairs: 3 },
  autoFix: false,
  searchFix: false,
  goalReview: false,
  variants: [{ clarify: true, candidates: 1, refineFrom: 'reset' }],
  teams: ['paper'],
  backend: 'symbolic',
  code: { version: '0.1.0', commit: null, changes: null },
});

describe('writeReport', () => {
  it('rebuilds report/ whole: tables, figures as SVG and PNG, report.md, a self-contained report.html', async () => {
    const out = mkdtempSync(join(tmpdir(), 'results-'));
    mkdirSync(join(out, 'report'));
    writeFileSync(join(out, 'report', 'plot-ocr-gpt-4.svg'), '<svg/>');
    const written = await writeReport({ outDir: out, records, total: 5, interrupted: false, settings: settings(5), scope: { repeats: 1, episodes: null } });
    expect(existsSync(join(out, 'report', 'plot-ocr-gpt-4.svg'))).toBe(false);
    for (const stem of ['table3-ocr', 'table4-ser', 'table5-repeats', 'table-success', 'table7-casr', 'table8-oer']) {
      for (const ext of ['md', 'csv', 'json']) expect(written.files).toContain(`${stem}.${ext}`);
    }
    for (const id of ['figure-ocr', 'figure-ser', 'figure-casr', 'figure-oer', 'figure-success']) {
      expect(written.files).toContain(`${id}.svg`);
      expect(written.files).toContain(`${id}.png`);
    }
    for (const file of written.files) expect(existsSync(join(out, 'report', file))).toBe(true);
    const json = JSON.parse(readFileSync(join(out, 'report', 'table3-ocr.json'), 'utf8'));
    expect(json.rows[0]).toMatchObject({ source: 'ours', model: 'offline', room: 'Kitchen', k: 0, share: 0.25, episodes_counted: 1, episodes: 4 });
    expect(json.rows.some((r: { source: string; model: string }) => r.source === 'paper' && r.model === 'GPT-4o')).toBe(true);
    const markdown = readFileSync(join(out, 'report', 'report.md'), 'utf8');
    expect(markdown).toContain('**Complete: all 5 episodes finished.**');
    expect(markdown).toContain('![Optimal code rate OCR@k by room type](figure-ocr.png)');
    const html = readFileSync(join(out, 'report', 'report.html'), 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain('Table VII — CASR (%)');
    expect(html).not.toMatch(/<script|<link|<img|src=|url\((?!#)/);
    expect(html.replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, '')).not.toMatch(/https?:/);
  });

  it('marks a report incomplete when episodes were not run', async () => {
    const out = mkdtempSync(join(tmpdir(), 'results-'));
    const written = await writeReport({ outDir: out, records, total: 12, interrupted: true, settings: settings(5), scope: { repeats: 1, episodes: null } });
    expect(written.summary.split('\n')[0]).toBe('INCOMPLETE (interrupted): 7 of 12 episodes not run; task success counts them as failures, the refinement metrics leave them out. Run the same command again to finish.');
    expect(written.summary).toContain('Episodes: 5 finished, 0 errored, 7 not run (of 12)');
    expect(readFileSync(join(out, 'report', 'report.html'), 'utf8')).toContain('class="status incomplete"');
  });

  it("links each episode's session, and its session report when the session wrote one", async () => {
    const out = mkdtempSync(join(tmpdir(), 'results-'));
    const withReport = join(out, 'sessions', 'offline', 'hungry@FloorPlan1-r1');
    const without = join(out, 'sessions', 'offline', 'hungry@FloorPlan2-r1');
    for (const dir of [withReport, without]) mkdirSync(dir, { recursive: true });
    writeFileSync(join(withReport, 'report.html'), '<html></html>');
    await writeReport({
      outDir: out,
      records: [record({ scene: 'FloorPlan1', sessionDir: withReport }), record({ scene: 'FloorPlan2', sessionDir: without })],
      total: 2,
      interrupted: false,
      settings: settings(5),
      scope: { repeats: 1, episodes: null },
    });
    const html = readFileSync(join(out, 'report', 'report.html'), 'utf8');
    expect(html).toContain('<a href="../sessions/offline/hungry@FloorPlan1-r1/">session</a> · <a href="../sessions/offline/hungry@FloorPlan1-r1/report.html">report</a>');
    expect(html).toContain('<a href="../sessions/offline/hungry@FloorPlan2-r1/">session</a></td>');
  });
});
