/**
 * The figures of an experiment, one per metric, each comparing the models (and variants) side by
 * side with the paper's published values where it has them: OCR@k and SER@k (a panel per room
 * type), CASR and OER (a panel per allocator), task and goal-condition success.
 */
import { allocatorNames, type AllocatorName, type EpisodeRecord } from '../results/episode-record.js';
import { allocationTable, outcomeTable, rateTable, type RateMetric, type RoomGroup } from '../tables/metrics.js';
import { hasPersonas, preferenceRows } from '../tables/preferences-table.js';
import { publishedAllocation, publishedAllocatorModel, publishedModels, publishedRate, type PublishedResults } from '../tables/published.js';
import { renderFigure, type BarPanel, type Figure, type LegendEntry, type LinePanel } from './figure.js';
import { ROOM_STYLES, seriesStyles, type Style } from './style.js';

/** One figure, as the file stem and its SVG. */
export interface RenderedFigure {
  id: string;
  title: string;
  svg: string;
}

export interface FigureInput {
  /** The records, each model already named with its variant when there are several. */
  records: readonly EpisodeRecord[];
  ocrKs: readonly number[];
  serKs: readonly number[];
  published: PublishedResults | null;
  repeats: number;
  /** The run's `--episodes` filter, when it covers only some of the suite's episodes. */
  episodeFilter?: string | null;
  /** What each variant label in a series name means (`[default] = clarify on, N=1, refine from reset`), when several ran. */
  variantKey?: readonly string[];
}

export const ROOM_NAMES: Record<RoomGroup, string> = { Kitchen: 'Kitchen (K)', LivingRoom: 'Living room (L)', Bedroom: 'Bedroom (Bd)', Bathroom: 'Bathroom (Bt)', all: 'All rooms' };
const ROOM_SHORT: Record<RoomGroup, string> = { Kitchen: 'K', LivingRoom: 'L', Bedroom: 'Bd', Bathroom: 'Bt', all: 'All' };
export const ALLOCATOR_NAMES: Record<AllocatorName, string> = { 'rule-based': 'Rule-based allocator', random: 'Random allocator', llm: 'LLM allocator' };

const PAPER_STYLE: Style = { colour: '#666666', marker: 'circle' };

const errNote = (repeats: number) => (repeats > 1 ? `error bars: ± 1 std over ${repeats} repeats` : 'one repeat: no error bars');

/** The subtitle's opening: the error bars, and what the variant labels of the series mean. */
const opening = (input: FigureInput): string => [errNote(input.repeats), ...(input.variantKey ?? [])].join('; ');

/** Every figure of the experiment. */
export function buildFigures(input: FigureInput): RenderedFigure[] {
  const figures = [rateFigure(input, 'ocr'), rateFigure(input, 'ser'), allocationFigure(input, 'casr'), allocationFigure(input, 'oer'), outcomeFigure(input)];
  return hasPersonas(input.records) ? [...figures, preferencesFigure(input)] : figures;
}

/** The persona tasks: per model and condition, task success and the share of episodes that broke a preference. */
function preferencesFigure(input: FigureInput): RenderedFigure {
  const rows = preferenceRows(input.records);
  const style: Style = { colour: '#1f4e79', marker: 'square' };
  const panel = (title: string, share: (row: (typeof rows)[number]) => number): BarPanel => ({
    kind: 'bars',
    title,
    caption: 'under each bar: the persona episodes it is over',
    categories: rows.map((row) => ({ label: row.model })),
    series: [{ label: 'ours', style, bars: rows.map((row) => ({ y: row.episodes === 0 ? null : share(row) / row.episodes, n: row.episodes, empty: row.episodes === 0 ? 'n/a' : undefined, note: `${share(row)}/${row.episodes}` })) }],
  });
  return figure('figure-preferences', {
    title: 'Lasting preferences: task success and preferences broken',
    subtitle: `${opening(input)}; a preference is broken when the executed run used what it excludes or gave the robot what it keeps away`,
    yLabel: 'share of persona episodes',
    panels: [panel('Task success', (row) => row.successes), panel('Episodes breaking a preference', (row) => row.violating)],
    legend: [],
    columns: 2,
    panelWidth: 400,
  });
}

/** The planner that is not a language model: a rule-based interpreter of the project's own knowledge files. */
const OFFLINE_MODEL = 'offline';

/**
 * Where the figure's comparison with the paper is not like for like, in words: a run over some
 * of the suite's episodes set beside the paper's whole-suite values, the rule-based planner
 * beside the paper's LLMs.
 */
function caveats(input: FigureInput, models: readonly string[], comparesPaper: boolean): string[] {
  if (!comparesPaper) return [];
  const notes: string[] = [];
  if (input.episodeFilter) notes.push(`ours covers only the episodes of --episodes '${input.episodeFilter}'; the paper's values are over its whole suite`);
  if (models.some((m) => m === OFFLINE_MODEL || m.startsWith(`${OFFLINE_MODEL} `))) {
    notes.push("'offline' is the built-in rule-based planner, written with this suite's tasks in view: not comparable with an LLM");
  }
  return notes;
}

/** `n = 10 episodes per point`, `n = 10 episodes per point (offline), 8 (gpt-4o)`, or undefined when nothing ran. */
function pointCaption(counts: readonly { model: string; n: number }[]): string | undefined {
  if (counts.length === 0) return undefined;
  const unit = (n: number) => `episode${n === 1 ? '' : 's'} per point`;
  const first = counts[0]!.n;
  if (counts.every((c) => c.n === first)) return `n = ${first} ${unit(first)}${counts.length > 1 ? ', each model' : ''}`;
  return `n = ${counts.map((c, i) => `${c.n}${i === 0 ? ` ${unit(c.n)}` : ''} (${c.model})`).join(', ')}`;
}

/** Whether any of our own series has a value to show (a panel without one is left out). */
function hasOwnData(panel: BarPanel): boolean {
  return panel.series.some((series) => !series.published && series.bars.some((bar) => bar.y !== null || bar.empty === 'failed'));
}

/** Whether the paper has a value in the panel. */
function hasPublishedData(panel: BarPanel): boolean {
  return panel.series.some((series) => series.published && series.bars.some((bar) => bar.y !== null));
}

/** The panel with each of our bars marked as not run (nothing of ours was allocated by it). */
function notRun(panel: BarPanel): BarPanel {
  return { ...panel, series: panel.series.map((series) => (series.published ? series : { ...series, bars: series.bars.map(() => ({ y: null, empty: 'not run' })) })) };
}

const rateTitles: Record<RateMetric, { title: string; axis: string; table: string }> = {
  ocr: { title: 'Optimal code rate OCR@k', axis: 'human refinements allowed (k)', table: 'Table III' },
  ser: { title: 'Successful execution rate SER@k', axis: 'execution refinements allowed (k)', table: 'Table IV' },
};

function rateFigure(input: FigureInput, metric: RateMetric): RenderedFigure {
  const ks = metric === 'ocr' ? input.ocrKs : input.serKs;
  const rows = rateTable(input.records, metric, ks);
  const models = [...new Set(rows.map((r) => r.model))];
  const paper = input.published === null ? [] : publishedModels(input.published, metric);
  const labels = [...models, ...paper.map((m) => `paper ${m}`)];
  const styles = seriesStyles(labels);
  const rooms = [...new Set(rows.map((r) => r.room))];
  const panels: LinePanel[] = rooms.map((room) => ({
    kind: 'lines',
    title: ROOM_NAMES[room],
    swatch: ROOM_STYLES[room],
    xs: ks,
    xLabel: rateTitles[metric].axis,
    caption: pointCaption(rows.filter((r) => r.room === room).map((r) => ({ model: r.model, n: r.episodes }))),
    series: [
      ...models.map((model, i) => {
        const row = rows.find((r) => r.model === model && r.room === room);
        return {
          label: model,
          style: styles[i]!,
          points: ks.map((k, j) => ({
            x: k,
            y: row?.values[j] ?? null,
            err: row?.spread[j]?.std ?? null,
            note: row === undefined ? undefined : `${row.hits[j]}/${row.episodes}${row.errored > 0 ? `, ${row.errored} errored` : ''}`,
          })),
        };
      }),
      ...paper.map((model, i) => ({
        label: `paper ${model}`,
        style: styles[models.length + i]!,
        published: true,
        points: ks.map((k) => {
          const value = publishedRate(input.published!, metric, model, room, k);
          return { x: k, y: value?.value ?? null, note: value?.derived ? 'derived from the room values' : undefined };
        }),
      })),
    ],
  }));
  const legend: LegendEntry[] = labels.map((label, i) => ({ label, style: styles[i]!, published: i >= models.length, kind: 'line' }));
  const source = paper.length > 0 ? `; dashed, hollow: the paper's ${rateTitles[metric].table} (All rooms derived from its room values)` : '';
  return figure(`figure-${metric}`, {
    title: `${rateTitles[metric].title} by room type`,
    subtitle: `${opening(input)}${source}`,
    caveats: caveats(input, models, paper.length > 0),
    yLabel: `${metric.toUpperCase()}@k`,
    panels,
    legend,
  });
}

function allocationFigure(input: FigureInput, metric: 'casr' | 'oer'): RenderedFigure {
  const rows = allocationTable(input.records);
  const models = [...new Set(rows.map((r) => r.model))];
  const rooms = [...new Set(rows.map((r) => r.room))];
  const hasPaper = input.published !== null;
  const paperLabel = (allocator: AllocatorName) =>
    allocator === 'llm' && input.published ? `paper (${publishedAllocatorModel(input.published, metric) ?? 'LLM'})` : 'paper';
  // The paper's bars are its own allocators (GPT-4o's in the LLM panel): one neutral, hatched style.
  const paperModel = hasPaper ? publishedAllocatorModel(input.published!, metric) : undefined;
  const labels = [...models, ...(hasPaper ? [paperModel === undefined ? 'paper' : `paper (its planner: ${paperModel})`] : [])];
  const styles = [...seriesStyles(models), ...(hasPaper ? [PAPER_STYLE] : [])];
  const unit = metric === 'casr' ? 'skill calls' : 'episodes';
  const allPanels: BarPanel[] = allocatorNames.map((allocator) => {
    const llmRows = rows.filter((r) => r.allocator === allocator && r.allocatorModel !== null);
    const llmModels = [...new Set(llmRows.map((r) => r.allocatorModel!))];
    const paperModel = hasPaper && allocator === 'llm' ? publishedAllocatorModel(input.published!, metric) : undefined;
    // Each planner model allocating its own plans is the usual case: said in three words, not listed.
    const ours = llmRows.every((r) => r.allocatorModel === r.model) ? 'each model' : llmModels.length > 2 ? `${llmModels.slice(0, 2).join(', ')}, …` : llmModels.join(', ');
    const who = [...(llmModels.length > 0 ? [`ours: ${ours}`] : []), ...(paperModel ? [`paper: ${paperModel}`] : [])];
    // CASR and OER count agreement with the rule-based allocation: its own panel is 100% by definition.
    const reference = allocator === 'rule-based' ? ['the reference: 100% by definition'] : [];
    return {
      kind: 'bars',
      title: [...who, ...reference].length > 0 ? `${ALLOCATOR_NAMES[allocator]} (${[...who, ...reference].join('; ')})` : ALLOCATOR_NAMES[allocator],
      caption: `under each bar: the ${unit} it is over`,
      categories: rooms.map((room) => ({ label: ROOM_SHORT[room], swatch: ROOM_STYLES[room] })),
      series: [
        ...models.map((model, i) => ({
          label: model,
          style: styles[i]!,
          bars: rooms.map((room) => {
            const row = rows.find((r) => r.model === model && r.room === room && r.allocator === allocator);
            if (row === undefined) return { y: null, empty: 'n/a' };
            const value = row[metric];
            const spread = metric === 'casr' ? row.casrSpread : row.oerSpread;
            const allFailed = row.episodes > 0 && row.failed === row.episodes;
            const counts = metric === 'casr' ? `${row.agreeing}/${row.calls} calls` : `${row.optimal}/${row.episodes} episodes`;
            return {
              y: allFailed ? null : value,
              n: metric === 'casr' ? row.calls : row.episodes,
              err: spread?.std ?? null,
              mark: row.failed > 0 && !allFailed ? `${row.failed}✗` : undefined,
              empty: allFailed ? 'failed' : value === null ? 'n/a' : undefined,
              note: `${counts}${row.failed > 0 ? `, ${row.failed} failed` : ''}`,
            };
          }),
        })),
        ...(hasPaper
          ? [
              {
                label: paperLabel(allocator),
                style: styles[models.length]!,
                published: true,
                bars: rooms.map((room) => {
                  const value = publishedAllocation(input.published!, metric, allocator, room);
                  return { y: value?.value ?? null, empty: value === null ? 'n/a' : undefined, note: value?.table };
                }),
              },
            ]
          : []),
      ],
    };
  });
  // An allocator that allocated nothing here (no LLM allocator ran) is drawn only where the paper
  // has its values: the paper's bars beside ours marked 'not run', so the comparison stays in view.
  const panels = allPanels.filter((panel) => hasOwnData(panel) || hasPublishedData(panel)).map((panel) => (hasOwnData(panel) ? panel : notRun(panel)));
  const legend: LegendEntry[] = labels.map((label, i) => ({ label, style: styles[i]!, published: i >= models.length, kind: 'bar' }));
  const names = { casr: 'Correctly allocated skills rate (CASR)', oer: 'Optimal execution rate (OER)' };
  const table = { casr: 'Table VII', oer: 'Table VIII' };
  return figure(`figure-${metric}`, {
    title: `${names[metric]} by allocator and room type`,
    subtitle: `${opening(input)}; N✗: allocations that failed (counted as wrong)${hasPaper ? `; hatched: the paper's ${table[metric]}` : ''}`,
    caveats: caveats(input, models, hasPaper),
    yLabel: metric.toUpperCase(),
    panels,
    legend,
    columns: 2,
    panelWidth: 400,
  });
}

function outcomeFigure(input: FigureInput): RenderedFigure {
  const rows = outcomeTable(input.records);
  const models = [...new Set(rows.map((r) => r.model))];
  const rooms = [...new Set(rows.map((r) => r.room))];
  const styles: Style[] = seriesStyles(models);
  const panel = (title: string, pick: 'success' | 'goalConditions'): BarPanel => ({
    kind: 'bars',
    title,
    caption: 'under each bar: the episodes it is over',
    categories: rooms.map((room) => ({ label: ROOM_SHORT[room], swatch: ROOM_STYLES[room] })),
    series: models.map((model, i) => ({
      label: model,
      style: styles[i]!,
      bars: rooms.map((room) => {
        const row = rows.find((r) => r.model === model && r.room === room);
        if (row === undefined) return { y: null, empty: 'n/a' };
        const spread = pick === 'success' ? row.successSpread : row.goalConditionSpread;
        return {
          y: row[pick],
          n: pick === 'success' ? row.episodes : row.measured,
          err: spread?.std ?? null,
          empty: row[pick] === null ? 'n/a' : undefined,
          note: pick === 'success' ? `${row.successes}/${row.episodes}` : `mean over ${row.measured} episodes`,
        };
      }),
    })),
  });
  return figure('figure-success', {
    title: 'Task success and goal-condition success by room type',
    subtitle: `${opening(input)}; goal conditions: share of the closest right answer's predicates met`,
    yLabel: 'share of episodes / conditions',
    panels: [panel('Task success', 'success'), panel('Goal-condition success', 'goalConditions')],
    legend: models.map((label, i) => ({ label, style: styles[i]!, kind: 'bar' })),
    columns: 2,
    panelWidth: 400,
  });
}

function figure(id: string, spec: Figure): RenderedFigure {
  return { id, title: spec.title, svg: renderFigure({ ...spec, id }) };
}
