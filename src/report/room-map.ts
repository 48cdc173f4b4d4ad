/**
 * A top-down map of a room as SVG: furniture and fixtures where their ids (or the backend's
 * position metadata) put them, each labelled with what is in or on it, and the agents' paths of
 * a session drawn over it (one colour per agent, numbered stops). x runs right, z runs up, as
 * seen from above in AI2-THOR's coordinates.
 */
import { agentHex } from '../agent-colours.js';
import { UNPLACED, type Point } from '../outcome/index.js';
import { escapeHtml } from './escape.js';
import { routeAround } from '../world/index.js';

/** An object to place on the map. */
export interface MapObject {
  id: string;
  type: string;
  position: Point | null;
  /** The receptacle it is directly in or on; objects inside others are listed on their outermost holder. */
  parent: string | null;
  /** No longer there at the end (a cracked Egg): not drawn, but paths that went to it still are. */
  gone?: boolean;
}

/** One agent's walk: the objects it went to, in order. */
export interface AgentPath {
  agent: string;
  stops: string[];
}

export interface RoomMapOptions {
  title: string;
  paths?: readonly AgentPath[];
  /** Ids to mark (e.g. the objects the session changed). */
  highlight?: ReadonlySet<string>;
  /** Width of the drawing in pixels (default 960). */
  width?: number;
}

/**
 * How far from the origin (metres, along x or z) a position may lie to be drawn. AI2-THOR's rooms
 * and ProcTHOR's houses span a few tens of metres; a position beyond (a hand-made id at
 * +999999999.00, or what a remote bridge reports) is left off the map with a note, so the drawing
 * stays the size of a room.
 */
export const MAP_REACH_METRES = 100;
/** The tallest the plot grows, in pixels: a long thin room is drawn at a smaller scale (the shipped rooms stay under it). */
const MAX_PLOT_HEIGHT = 1600;
/** At most about this many grid lines each way: beyond, they are drawn every 2, 5, 10, ... m. */
const MAX_GRID_LINES = 40;
/** Ids named in the note on objects left off the map; the rest are counted. */
const NOTED_IDS = 3;

const FONT = "DejaVu Sans, Verdana, Arial, sans-serif";

/** One marker: the fixtures standing at (about) the same spot, and what they hold. */
interface Spot {
  x: number;
  z: number;
  ids: string[];
  types: string[];
  contents: string[];
  highlighted: boolean;
}

/** Whether a position can be drawn: finite, and within MAP_REACH_METRES of the origin along x and z. */
export function withinReach(position: Point): boolean {
  return Number.isFinite(position.x) && Number.isFinite(position.z) && Math.abs(position.x) <= MAP_REACH_METRES && Math.abs(position.z) <= MAP_REACH_METRES;
}

/** The objects whose own position cannot be drawn (see withinReach). */
export function objectsBeyondReach(objects: readonly MapObject[]): MapObject[] {
  return objects.filter((o) => o.position !== null && !withinReach(o.position));
}

/** The note under a map that left objects off: how many, and the first few ids. */
function beyondReachNote(beyond: readonly MapObject[]): string {
  const named = beyond.slice(0, NOTED_IDS).map((o) => cut(o.id, 60));
  const more = beyond.length > NOTED_IDS ? ` and ${beyond.length - NOTED_IDS} more` : '';
  const count = beyond.length === 1 ? '1 object lies' : `${beyond.length} objects lie`;
  return `${count} more than ${MAP_REACH_METRES} m from the origin and ${beyond.length === 1 ? 'is' : 'are'} not drawn: ${named.join(', ')}${more}`;
}

/** Room left of the plot for the z axis's values. */
const AXIS_LEFT = 52;
/** Room under the plot for the x axis's values. */
const AXIS_BOTTOM = 34;
/** Width of the column right of the plot that lists the labels that found no free place beside their marker. */
const KEY_WIDTH = 250;
/** Height of a line of that list. */
const KEY_LINE = 15;
/** Room for a line's number in that list. */
const KEY_NUMBER = 22;
/** How far apart, in pixels, the stops of different agents at one place are drawn (a stop's circle is 16 px wide). */
const AGENT_SPREAD = 18;

/** The SVG text of the map. */
export function renderRoomMap(objects: readonly MapObject[], options: RoomMapOptions): string {
  const beyond = objectsBeyondReach(objects);
  // An object out of reach is drawn like one without a position: at its holder, if that is drawn.
  const drawable = beyond.length === 0 ? objects : objects.map((o) => (o.position !== null && !withinReach(o.position) ? { ...o, position: null } : o));
  const byId = new Map(drawable.map((o) => [o.id, o]));
  const spots = gatherSpots(drawable, byId, options.highlight ?? new Set());
  const placed = drawable.filter((o) => o.position !== null);
  const xs = placed.map((o) => o.position!.x);
  const zs = placed.map((o) => o.position!.z);
  const minX = Math.min(...xs, 0) - 0.6;
  const maxX = Math.max(...xs, 0) + 0.6;
  const minZ = Math.min(...zs, 0) - 0.6;
  const maxZ = Math.max(...zs, 0) + 0.6;
  const width = options.width ?? 960;
  const plotLeft = AXIS_LEFT;
  const plotWidth = Math.max(120, width - plotLeft - KEY_WIDTH - 10);
  const scale = Math.min(plotWidth / (maxX - minX), MAX_PLOT_HEIGHT / (maxZ - minZ));
  const top = 56;
  const plotHeight = (maxZ - minZ) * scale;
  const plotRight = plotLeft + (maxX - minX) * scale;
  const px = (x: number) => plotLeft + (x - minX) * scale;
  const py = (z: number) => top + (maxZ - z) * scale;

  // Labels beside their markers where there is room inside the plot; the others, numbered, in the key column.
  const frame: Box = { x: plotLeft + 2, y: top + 2, w: plotRight - plotLeft - 4, h: plotHeight - 4 };
  const paths = options.paths ?? [];
  const stops = paths.map((path, i) => ({ path, shift: (i - (paths.length - 1) / 2) * AGENT_SPREAD, points: path.stops.map((id) => positionOf(id, byId)).filter((p): p is Point => p !== null) }));
  const taken: Box[] = [
    ...spots.map((spot) => ({ x: px(spot.x) - 6, y: py(spot.z) - 6, w: 12, h: 12 })),
    ...stops.flatMap(({ shift, points }) => points.map((p) => ({ x: px(p.x) + shift - 9, y: py(p.z) - 9, w: 18, h: 18 }))),
  ];
  const labels = spots.map((spot) => {
    const label = spotLabel(spot);
    const box = placeLabel(px(spot.x), py(spot.z), label, taken, frame);
    if (box !== null) taken.push(box);
    return { spot, label, box };
  });
  const keyed = labels.filter((l) => l.box === null);
  const keyLeft = Math.min(width - KEY_WIDTH, plotRight + 16);
  const keyHeight = keyed.length > 0 ? 20 + keyed.length * KEY_LINE : 0;

  const legendHeight = 28 + 20 * Math.max(paths.length, 1) + (beyond.length > 0 ? 20 : 0);
  const bodyHeight = Math.max(plotHeight + AXIS_BOTTOM, keyHeight);
  const height = Math.ceil(top + bodyHeight + legendHeight + 16);

  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" role="img" aria-label="${escapeHtml(options.title)}">`);
  parts.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  parts.push(`<text x="10" y="24" font-size="18" font-weight="bold" fill="#222">${escapeHtml(options.title)}</text>`);
  parts.push(`<text x="10" y="44" font-size="12" fill="#555">Seen from above, in AI2-THOR's coordinates: x to the right, z up, in metres</text>`);
  parts.push(`<rect x="${px(minX).toFixed(1)}" y="${py(maxZ).toFixed(1)}" width="${((maxX - minX) * scale).toFixed(1)}" height="${plotHeight.toFixed(1)}" fill="#f6f3ee" stroke="#b9b1a4" stroke-width="2" rx="6"/>`);
  parts.push(gridAndAxes(minX, maxX, minZ, maxZ, px, py));

  // Walks first, so markers and labels stay readable over them.
  const obstacles = spots.map((spot) => ({ x: spot.x, z: spot.z }));
  const bounds = { minX, maxX, minZ, maxZ };
  // Agents at the same place are drawn side by side, so every stop stays visible.
  for (const { path, shift, points } of stops) {
    const colour = agentHex(path.agent);
    if (points.length === 0) continue;
    const walk = points.flatMap((p, n) => (n === 0 ? [{ x: p.x, z: p.z }] : routeAround(points[n - 1]!, p, { obstacles, bounds }).slice(1)));
    const coords = walk.map((p) => `${(px(p.x) + shift).toFixed(1)},${py(p.z).toFixed(1)}`);
    parts.push(`<polyline class="walk" data-agent="${escapeHtml(path.agent)}" points="${coords.join(' ')}" fill="none" stroke="${colour}" stroke-width="3" stroke-opacity="0.8" stroke-linejoin="round"/>`);
  }

  for (const { spot, label, box } of labels) {
    const cx = px(spot.x);
    const cy = py(spot.z);
    const fill = spot.highlighted ? '#ffd166' : '#8d99ae';
    parts.push(`<rect x="${(cx - 6).toFixed(1)}" y="${(cy - 6).toFixed(1)}" width="12" height="12" rx="2" fill="${fill}" stroke="#2b2d42" stroke-width="1"><title>${escapeHtml(spot.ids.join('\n'))}</title></rect>`);
    if (box === null) continue;
    parts.push(`<line x1="${cx.toFixed(1)}" y1="${cy.toFixed(1)}" x2="${(box.x + (box.x > cx ? 0 : box.w)).toFixed(1)}" y2="${(box.y + box.h / 2).toFixed(1)}" stroke="#c0b8aa" stroke-width="0.8"/>`);
    parts.push(labelText(box.x + 2, box.y + 11, label));
  }
  keyed.forEach(({ spot, label }, n) => {
    const cx = px(spot.x);
    const cy = py(spot.z);
    parts.push(`<text x="${(cx + 8).toFixed(1)}" y="${(cy - 6).toFixed(1)}" font-size="9" font-weight="bold" fill="#2b2d42" class="key-number">${n + 1}</text>`);
  });
  if (keyed.length > 0) {
    parts.push(`<text x="${keyLeft}" y="${top + 12}" font-size="12" font-weight="bold" fill="#222">Where the map is crowded</text>`);
    const keyChars = Math.floor((width - keyLeft - KEY_NUMBER - 4) / BOLD_CHAR);
    keyed.forEach(({ spot }, n) => {
      const y = top + 20 + (n + 1) * KEY_LINE - 3;
      parts.push(`<text x="${keyLeft}" y="${y}" font-size="11" font-weight="bold" fill="#2b2d42">${n + 1}.</text>`);
      parts.push(labelText(keyLeft + KEY_NUMBER, y, spotLabel(spot, Math.min(LABEL_CHARS, keyChars))));
    });
  }

  for (const { path, shift, points } of stops) {
    const colour = agentHex(path.agent);
    points.forEach((p, n) => {
      const x = px(p.x) + shift;
      const y = py(p.z);
      parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="8" fill="${colour}" stroke="#fff" stroke-width="1.5"/>`);
      parts.push(`<text x="${x.toFixed(1)}" y="${(y + 3.5).toFixed(1)}" font-size="9.5" font-weight="bold" text-anchor="middle" fill="#fff">${n + 1}</text>`);
    });
  }

  const legendTop = top + bodyHeight + 24;
  parts.push(`<rect x="10" y="${legendTop - 10}" width="12" height="12" rx="2" fill="#8d99ae" stroke="#2b2d42"/><text x="28" y="${legendTop}" font-size="12" fill="#222">furniture or fixture, with what is in or on it</text>`);
  parts.push(`<rect x="330" y="${legendTop - 10}" width="12" height="12" rx="2" fill="#ffd166" stroke="#2b2d42"/><text x="348" y="${legendTop}" font-size="12" fill="#222">changed by the session</text>`);
  parts.push(scaleBar(Math.max(520, width - 170), legendTop, scale));
  paths.forEach((path, i) => {
    const y = legendTop + 20 * (i + 1);
    parts.push(`<circle cx="16" cy="${y - 4}" r="7" fill="${agentHex(path.agent)}"/><text x="28" y="${y}" font-size="12" fill="#222">${escapeHtml(path.agent)}: ${path.stops.length} stop${path.stops.length === 1 ? '' : 's'}, numbered in order, walking around the furniture</text>`);
  });
  if (paths.length === 0) parts.push(`<text x="10" y="${legendTop + 20}" font-size="12" fill="#555">No agent paths (nothing was executed).</text>`);
  if (beyond.length > 0) {
    parts.push(`<text x="10" y="${legendTop + 20 * (Math.max(paths.length, 1) + 1)}" font-size="12" fill="#9d0208">${escapeHtml(beyondReachNote(beyond))}</text>`);
  }
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

/** A label's text element: the furniture in bold, what it holds after it. */
function labelText(x: number, y: number, label: { head: string; tail: string }): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="11" fill="#222" class="label"><tspan font-weight="bold">${escapeHtml(label.head)}</tspan>${label.tail ? `<tspan fill="#555">${escapeHtml(label.tail)}</tspan>` : ''}</text>`;
}

/** A bar one metre long (or the round length that fits), with its length written over it. */
function scaleBar(x: number, y: number, scale: number): string {
  const metres = scale >= 40 ? 1 : gridStep(120 / scale);
  const length = metres * scale;
  return `<g class="scale-bar"><path d="M${x},${y - 4}v6h${length.toFixed(1)}v-6" fill="none" stroke="#222" stroke-width="1.5"/><text x="${(x + length / 2).toFixed(1)}" y="${y - 8}" font-size="11" text-anchor="middle" fill="#222">${metres} m</text></g>`;
}

/**
 * The paths of the agents in a list of steps: where each went (GoToObject), in order. A stop at
 * an object that was put somewhere earlier in the run is drawn at that place (ids carry where an
 * object was at the start, not where it was put), as is one that an interaction made from it.
 */
export function agentPaths(
  steps: readonly { agent: string; action: string; success: boolean; resolved: Record<string, string>; args?: Record<string, string> }[],
): AgentPath[] {
  const paths = new Map<string, string[]>();
  const placedIn = new Map<string, string>();
  /** Where an object made from a placed one (its id extends the placed id) was put: the longest placed prefix. */
  const placedPrefix = (id: string): string | undefined => {
    for (let end = id.lastIndexOf('|'); end > 0; end = id.lastIndexOf('|', end - 1)) {
      const place = placedIn.get(id.slice(0, end));
      if (place !== undefined) return place;
    }
    return undefined;
  };
  const placeOf = (id: string): string => {
    let current = id;
    for (let depth = 0; depth < 10; depth++) {
      const direct = placedIn.get(current) ?? placedPrefix(current);
      if (direct === undefined) return current;
      current = direct;
    }
    return current;
  };
  for (const step of steps) {
    if (!step.success) continue;
    const target = step.resolved['objectId'];
    if (target === undefined) continue;
    if (step.action === 'PutObject' && step.resolved['receptacleObjectId'] !== undefined) placedIn.set(target, step.resolved['receptacleObjectId']);
    if (step.action !== 'GoToObject') continue;
    const stops = paths.get(step.agent) ?? [];
    const place = placeOf(target);
    if (stops.at(-1) !== place) stops.push(place);
    paths.set(step.agent, stops);
  }
  return [...paths.entries()].map(([agent, stops]) => ({ agent, stops }));
}

/** Where an object is drawn: its own position, else its holder's. */
function positionOf(id: string, byId: ReadonlyMap<string, MapObject>): Point | null {
  for (let object = byId.get(id), depth = 0; object && depth < 10; object = object.parent ? byId.get(object.parent) : undefined, depth++) {
    if (object.position) return object.position;
  }
  return null;
}

/** Fixtures within 15 cm of each other (stacked drawers, a sink and its basin) share a marker. */
function gatherSpots(objects: readonly MapObject[], byId: ReadonlyMap<string, MapObject>, highlight: ReadonlySet<string>): Spot[] {
  const spots: Spot[] = [];
  const outermost = (object: MapObject): MapObject => {
    let current = object;
    for (let depth = 0; current.parent && byId.has(current.parent) && depth < 10; depth++) current = byId.get(current.parent)!;
    return current;
  };
  const spotOf = new Map<string, Spot>();
  for (const object of objects) {
    if (object.parent !== null || object.position === null || object.gone || UNPLACED.has(object.type)) continue;
    // One marker for stacked pieces of one kind (drawers one above the other) and for a part of a
    // fixture (a Sink and its SinkBasin); different things standing close keep their own.
    const near = spots.find((s) => {
      const distance = Math.hypot(s.x - object.position!.x, s.z - object.position!.z);
      return (distance < 0.15 && s.types.includes(object.type)) || (distance < 0.05 && s.ids.some((id) => object.id.startsWith(`${id}|`)));
    });
    const spot = near ?? { x: object.position.x, z: object.position.z, ids: [], types: [], contents: [], highlighted: false };
    if (!near) spots.push(spot);
    spot.ids.push(object.id);
    spot.types.push(object.type);
    spotOf.set(object.id, spot);
  }
  for (const object of objects) {
    const spot = object.gone ? undefined : spotOf.get(outermost(object).id);
    if (!spot) continue;
    if (highlight.has(object.id)) spot.highlighted = true;
    if (object.parent !== null) {
      spot.contents.push(object.type);
      spot.ids.push(object.id);
    }
  }
  return spots;
}

/** The longest label in characters: a longer one is cut, so no label runs out of the frame. */
export const LABEL_CHARS = 40;
/** Widths of a bold and of a plain character at 11 px, erring wide (DejaVu Sans's bold runs wider). */
const BOLD_CHAR = 7.6;
const PLAIN_CHAR = 6.6;

/** How wide a label is drawn: its bold head and plain tail, with a little room at both ends. */
function labelWidth(label: { head: string; tail: string }): number {
  return label.head.length * BOLD_CHAR + label.tail.length * PLAIN_CHAR + 6;
}

/** "Fridge: Apple, Egg" or "Drawer ×5: Fork, Knife", at most LABEL_CHARS long (the marker's tooltip has all). */
function spotLabel(spot: Spot, chars = LABEL_CHARS): { head: string; tail: string; text: string } {
  const counts = new Map<string, number>();
  for (const type of spot.types) counts.set(type, (counts.get(type) ?? 0) + 1);
  const head = cut([...counts.entries()].map(([type, n]) => (n > 1 ? `${type} ×${n}` : type)).join(' + '), chars);
  const contents = [...new Set(spot.contents)];
  const shown = contents.length > 4 ? [...contents.slice(0, 4), `+${contents.length - 4}`] : contents;
  const tail = shown.length > 0 ? cut(`: ${shown.join(', ')}`, chars - head.length) : '';
  return { head, tail, text: head + tail };
}

/** `text` within `chars` characters, cut with an ellipsis. */
function cut(text: string, chars: number): string {
  if (text.length <= chars) return text;
  return chars <= 1 ? '' : `${text.slice(0, chars - 1).trimEnd()}…`;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A label box beside the marker at (cx, cy), inside `frame`, overlapping no marker or label
 * already there: right, then left, at growing distances up and down; null when none is free.
 */
function placeLabel(cx: number, cy: number, label: { head: string; tail: string }, taken: readonly Box[], frame: Box): Box | null {
  const w = labelWidth(label);
  const h = 14;
  for (const dy of [0, -14, 14, -28, 28, -42, 42, -56, 56]) {
    for (const dx of [10, -10 - w]) {
      const box = { x: cx + dx, y: cy - h / 2 + dy, w, h };
      if (box.x < frame.x || box.x + box.w > frame.x + frame.w || box.y < frame.y || box.y + box.h > frame.y + frame.h) continue;
      if (!taken.some((t) => overlaps(t, box))) return box;
    }
  }
  return null;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The spacing of grid lines, in metres: 1, 2, 5, 10, 20 ... so that a span of `metres` gets at most about MAX_GRID_LINES. */
function gridStep(metres: number): number {
  for (let power = 1; ; power *= 10) {
    for (const step of [1, 2, 5]) if (metres / (step * power) <= MAX_GRID_LINES) return step * power;
  }
}

/** Light grid lines (every metre in a room) with their values on the axes, so distances can be read. */
function gridAndAxes(minX: number, maxX: number, minZ: number, maxZ: number, px: (x: number) => number, py: (z: number) => number): string {
  const lines: string[] = [];
  const values: string[] = [];
  const step = gridStep(Math.max(maxX - minX, maxZ - minZ));
  const shown = (v: number) => String(Math.round(v * 100) / 100);
  for (let x = Math.ceil(minX / step) * step; x <= maxX; x += step) {
    lines.push(`<line x1="${px(x).toFixed(1)}" y1="${py(maxZ).toFixed(1)}" x2="${px(x).toFixed(1)}" y2="${py(minZ).toFixed(1)}"/>`);
    values.push(`<text x="${px(x).toFixed(1)}" y="${(py(minZ) + 15).toFixed(1)}" text-anchor="middle">${shown(x)}</text>`);
  }
  for (let z = Math.ceil(minZ / step) * step; z <= maxZ; z += step) {
    lines.push(`<line x1="${px(minX).toFixed(1)}" y1="${py(z).toFixed(1)}" x2="${px(maxX).toFixed(1)}" y2="${py(z).toFixed(1)}"/>`);
    values.push(`<text x="${(px(minX) - 6).toFixed(1)}" y="${(py(z) + 4).toFixed(1)}" text-anchor="end">${shown(z)}</text>`);
  }
  const axisNames = [
    `<text x="${((px(minX) + px(maxX)) / 2).toFixed(1)}" y="${(py(minZ) + 30).toFixed(1)}" text-anchor="middle">x (m)</text>`,
    `<text x="12" y="${((py(minZ) + py(maxZ)) / 2).toFixed(1)}" text-anchor="middle" transform="rotate(-90 12 ${((py(minZ) + py(maxZ)) / 2).toFixed(1)})">z (m)</text>`,
  ];
  return `<g stroke="#e4ddd2" stroke-width="1">${lines.join('')}</g><g class="axis" font-size="10" fill="#555">${values.join('')}${axisNames.join('')}</g>`;
}
