/**
 * A top-down map of a room as SVG: furniture and fixtures where their ids (or the backend's
 * position metadata) put them, each labelled with what is in or on it, and the agents' paths of
 * a session drawn over it (one colour per agent, numbered stops). x runs right, z runs up, as
 * seen from above in AI2-THOR's coordinates.
 */
import { agentHex } from '../agent-colours.js';
import { UNPLACED, type Point } from '../outcome/index.js';
import { escapeHtml } from './escape.js';

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
  const labelRoom = 260;
  const plotWidth = width - labelRoom;
  const scale = Math.min(plotWidth / (maxX - minX), MAX_PLOT_HEIGHT / (maxZ - minZ));
  const top = 56;
  const plotHeight = (maxZ - minZ) * scale;
  const paths = options.paths ?? [];
  const legendHeight = 28 + 20 * Math.max(paths.length, 1) + (beyond.length > 0 ? 20 : 0);
  const height = Math.ceil(top + plotHeight + legendHeight + 16);
  const px = (x: number) => 10 + (x - minX) * scale;
  const py = (z: number) => top + (maxZ - z) * scale;

  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" role="img" aria-label="${escapeHtml(options.title)}">`);
  parts.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  parts.push(`<text x="10" y="24" font-size="18" font-weight="bold" fill="#222">${escapeHtml(options.title)}</text>`);
  parts.push(`<text x="10" y="44" font-size="12" fill="#555">Seen from above; x to the right, z up; 1 m = ${scale.toFixed(0)} px</text>`);
  parts.push(`<rect x="${px(minX).toFixed(1)}" y="${py(maxZ).toFixed(1)}" width="${((maxX - minX) * scale).toFixed(1)}" height="${plotHeight.toFixed(1)}" fill="#f6f3ee" stroke="#b9b1a4" stroke-width="2" rx="6"/>`);
  parts.push(gridLines(minX, maxX, minZ, maxZ, px, py));

  const taken: Box[] = [];
  for (const spot of spots) {
    const cx = px(spot.x);
    const cy = py(spot.z);
    taken.push({ x: cx - 6, y: cy - 6, w: 12, h: 12 });
  }
  for (const spot of spots) {
    const cx = px(spot.x);
    const cy = py(spot.z);
    const fill = spot.highlighted ? '#ffd166' : '#8d99ae';
    parts.push(`<rect x="${(cx - 6).toFixed(1)}" y="${(cy - 6).toFixed(1)}" width="12" height="12" rx="2" fill="${fill}" stroke="#2b2d42" stroke-width="1"><title>${escapeHtml(spot.ids.join('\n'))}</title></rect>`);
    const label = spotLabel(spot);
    const box = placeLabel(cx, cy, label, taken, width);
    taken.push(box);
    parts.push(`<line x1="${cx.toFixed(1)}" y1="${cy.toFixed(1)}" x2="${(box.x + (box.x > cx ? 0 : box.w)).toFixed(1)}" y2="${(box.y + box.h / 2).toFixed(1)}" stroke="#c0b8aa" stroke-width="0.8"/>`);
    parts.push(`<text x="${(box.x + 2).toFixed(1)}" y="${(box.y + 11).toFixed(1)}" font-size="11" fill="#222"><tspan font-weight="bold">${escapeHtml(label.head)}</tspan>${label.tail ? `<tspan fill="#555">${escapeHtml(label.tail)}</tspan>` : ''}</text>`);
  }

  for (const [i, path] of paths.entries()) {
    const colour = agentHex(path.agent);
    const points = path.stops.map((id) => positionOf(id, byId)).filter((p): p is Point => p !== null);
    if (points.length === 0) continue;
    // Agents walking the same route are drawn a little apart so both stay visible.
    const shift = (i - (paths.length - 1) / 2) * 8;
    const coords = points.map((p) => `${(px(p.x) + shift).toFixed(1)},${(py(p.z) + shift).toFixed(1)}`);
    parts.push(`<polyline points="${coords.join(' ')}" fill="none" stroke="${colour}" stroke-width="3" stroke-opacity="0.85" stroke-linejoin="round"/>`);
    points.forEach((p, n) => {
      const x = px(p.x) + shift;
      const y = py(p.z) + shift;
      parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="8" fill="${colour}" stroke="#fff" stroke-width="1.5"/>`);
      parts.push(`<text x="${x.toFixed(1)}" y="${(y + 3.5).toFixed(1)}" font-size="9.5" font-weight="bold" text-anchor="middle" fill="#fff">${n + 1}</text>`);
    });
  }

  const legendTop = top + plotHeight + 24;
  parts.push(`<rect x="10" y="${legendTop - 10}" width="12" height="12" rx="2" fill="#8d99ae" stroke="#2b2d42"/><text x="28" y="${legendTop}" font-size="12" fill="#222">furniture or fixture, with what is in or on it</text>`);
  parts.push(`<rect x="330" y="${legendTop - 10}" width="12" height="12" rx="2" fill="#ffd166" stroke="#2b2d42"/><text x="348" y="${legendTop}" font-size="12" fill="#222">changed by the session</text>`);
  paths.forEach((path, i) => {
    const y = legendTop + 20 * (i + 1);
    parts.push(`<circle cx="16" cy="${y - 4}" r="7" fill="${agentHex(path.agent)}"/><text x="28" y="${y}" font-size="12" fill="#222">${escapeHtml(path.agent)}: ${path.stops.length} stop${path.stops.length === 1 ? '' : 's'}, numbered in order</text>`);
  });
  if (paths.length === 0) parts.push(`<text x="10" y="${legendTop + 20}" font-size="12" fill="#555">No agent paths (nothing was executed).</text>`);
  if (beyond.length > 0) {
    parts.push(`<text x="10" y="${legendTop + 20 * (Math.max(paths.length, 1) + 1)}" font-size="12" fill="#9d0208">${escapeHtml(beyondReachNote(beyond))}</text>`);
  }
  parts.push('</svg>');
  return parts.join('\n') + '\n';
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
    const near = spots.find((s) => Math.hypot(s.x - object.position!.x, s.z - object.position!.z) < 0.15);
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
/** Width of one label character at 11 px, generous for bold text (DejaVu Sans runs wide). */
const CHAR_WIDTH = 6.8;

/** "Fridge: Apple, Egg" or "Drawer ×5: Fork, Knife", at most LABEL_CHARS long (the marker's tooltip has all). */
function spotLabel(spot: Spot): { head: string; tail: string; text: string } {
  const counts = new Map<string, number>();
  for (const type of spot.types) counts.set(type, (counts.get(type) ?? 0) + 1);
  const head = cut([...counts.entries()].map(([type, n]) => (n > 1 ? `${type} ×${n}` : type)).join(' + '), LABEL_CHARS);
  const contents = [...new Set(spot.contents)];
  const shown = contents.length > 4 ? [...contents.slice(0, 4), `+${contents.length - 4}`] : contents;
  const tail = shown.length > 0 ? cut(`: ${shown.join(', ')}`, LABEL_CHARS - head.length) : '';
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

/** A label box near (cx, cy) that overlaps no box already taken, trying right, left, then further away. */
function placeLabel(cx: number, cy: number, label: { text: string }, taken: readonly Box[], width: number): Box {
  const w = label.text.length * CHAR_WIDTH + 4;
  const h = 14;
  const offsets: [number, number][] = [];
  for (const dy of [0, -14, 14, -28, 28, -42, 42, -56, 56, -70, 70]) offsets.push([10, dy], [-10 - w, dy]);
  for (const [dx, dy] of offsets) {
    const box = { x: cx + dx, y: cy - h / 2 + dy, w, h };
    if (box.x < 2 || box.x + box.w > width - 2) continue;
    if (!taken.some((t) => overlaps(t, box))) return box;
  }
  return { x: Math.max(2, Math.min(cx + 10, width - w - 2)), y: cy - h / 2, w, h };
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

/** Light grid lines (every metre in a room), so distances can be read. */
function gridLines(minX: number, maxX: number, minZ: number, maxZ: number, px: (x: number) => number, py: (z: number) => number): string {
  const lines: string[] = [];
  const step = gridStep(Math.max(maxX - minX, maxZ - minZ));
  for (let x = Math.ceil(minX / step) * step; x <= maxX; x += step) lines.push(`<line x1="${px(x).toFixed(1)}" y1="${py(maxZ).toFixed(1)}" x2="${px(x).toFixed(1)}" y2="${py(minZ).toFixed(1)}"/>`);
  for (let z = Math.ceil(minZ / step) * step; z <= maxZ; z += step) lines.push(`<line x1="${px(minX).toFixed(1)}" y1="${py(z).toFixed(1)}" x2="${px(maxX).toFixed(1)}" y2="${py(z).toFixed(1)}"/>`);
  return `<g stroke="#e4ddd2" stroke-width="1">${lines.join('')}</g>`;
}
