/**
 * A walk drawn on the room map that goes around the furniture instead of through it: the
 * shortest path over a grid of floor cells (A*, 8 neighbours), where a cell near a piece of
 * furniture other than the walk's two ends is blocked. The map knows only where furniture
 * stands (a point each), not its footprint, so this is a picture of a plausible walk, not
 * AI2-THOR's navigation mesh.
 */

/** A point on the floor, metres (x to the right, z up). */
export interface FloorPoint {
  x: number;
  z: number;
}

export interface RouteOptions {
  /** Furniture the walk keeps away from. */
  obstacles: readonly FloorPoint[];
  /** The floor the walk stays on. */
  bounds: { minX: number; maxX: number; minZ: number; maxZ: number };
  /** Side of a grid cell, metres (default 0.2). */
  cell?: number;
  /** How far from furniture the walk keeps, metres (default 0.3). */
  clearance?: number;
}

/** Grids beyond this many cells are not searched: the walk is drawn straight. */
const MAX_CELLS = 40_000;
const DIAGONAL = Math.SQRT2;

/**
 * The corners of a walk from `from` to `to` (both included) that keeps `clearance` from every
 * obstacle but those at its two ends; the straight segment when no such walk exists.
 */
export function routeAround(from: FloorPoint, to: FloorPoint, options: RouteOptions): FloorPoint[] {
  const cell = options.cell ?? 0.2;
  const clearance = options.clearance ?? 0.3;
  const { minX, minZ } = options.bounds;
  const columns = Math.max(1, Math.ceil((options.bounds.maxX - minX) / cell));
  const rows = Math.max(1, Math.ceil((options.bounds.maxZ - minZ) / cell));
  if (columns * rows > MAX_CELLS) return [from, to];
  const column = (x: number) => Math.min(columns - 1, Math.max(0, Math.floor((x - minX) / cell)));
  const row = (z: number) => Math.min(rows - 1, Math.max(0, Math.floor((z - minZ) / cell)));
  const start = row(from.z) * columns + column(from.x);
  const goal = row(to.z) * columns + column(to.x);
  if (start === goal) return [from, to];

  const ends = [from, to];
  const blocked = new Uint8Array(columns * rows);
  for (const obstacle of options.obstacles) {
    // Furniture at either end of the walk (the Pan's burner) is where it starts or arrives, not in its way.
    if (ends.some((end) => Math.hypot(end.x - obstacle.x, end.z - obstacle.z) < clearance)) continue;
    const reach = Math.ceil(clearance / cell);
    for (let r = row(obstacle.z) - reach; r <= row(obstacle.z) + reach; r++) {
      for (let c = column(obstacle.x) - reach; c <= column(obstacle.x) + reach; c++) {
        if (r < 0 || c < 0 || r >= rows || c >= columns) continue;
        const centre = { x: minX + (c + 0.5) * cell, z: minZ + (r + 0.5) * cell };
        if (Math.hypot(centre.x - obstacle.x, centre.z - obstacle.z) < clearance) blocked[r * columns + c] = 1;
      }
    }
  }
  blocked[start] = 0;
  blocked[goal] = 0;

  const cells = search(start, goal, columns, rows, blocked);
  if (cells === null) return [from, to];
  const centre = (index: number): FloorPoint => ({ x: minX + ((index % columns) + 0.5) * cell, z: minZ + (Math.floor(index / columns) + 0.5) * cell });
  return [from, ...corners(cells, columns).slice(1, -1).map(centre), to];
}

/** A* over the grid; the cells from start to goal, or null when the goal cannot be reached. */
function search(start: number, goal: number, columns: number, rows: number, blocked: Uint8Array): number[] | null {
  const cost = new Float64Array(columns * rows).fill(Number.POSITIVE_INFINITY);
  const from = new Int32Array(columns * rows).fill(-1);
  const closed = new Uint8Array(columns * rows);
  const goalColumn = goal % columns;
  const goalRow = Math.floor(goal / columns);
  const estimate = (index: number): number => {
    const dc = Math.abs((index % columns) - goalColumn);
    const dr = Math.abs(Math.floor(index / columns) - goalRow);
    return Math.max(dc, dr) + (DIAGONAL - 1) * Math.min(dc, dr);
  };
  const open = new MinHeap();
  cost[start] = 0;
  open.push(start, estimate(start));
  while (open.size > 0) {
    const current = open.pop();
    if (current === goal) break;
    if (closed[current]) continue;
    closed[current] = 1;
    const c = current % columns;
    const r = Math.floor(current / columns);
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        if (dr === 0 && dc === 0) continue;
        const nc = c + dc;
        const nr = r + dr;
        if (nc < 0 || nr < 0 || nc >= columns || nr >= rows) continue;
        const next = nr * columns + nc;
        if (blocked[next] || closed[next]) continue;
        // No corner cutting past a blocked cell.
        if (dr !== 0 && dc !== 0 && (blocked[r * columns + nc] || blocked[nr * columns + c])) continue;
        const step = dr !== 0 && dc !== 0 ? DIAGONAL : 1;
        if (cost[current]! + step < cost[next]!) {
          cost[next] = cost[current]! + step;
          from[next] = current;
          open.push(next, cost[next]! + estimate(next));
        }
      }
    }
  }
  if (from[goal] === -1) return null;
  const cells = [goal];
  for (let at = goal; at !== start; at = from[at]!) cells.push(from[at]!);
  return cells.reverse();
}

/** The cells where the walk turns (the rest lie on straight runs between them). */
function corners(cells: readonly number[], columns: number): number[] {
  const kept: number[] = [];
  const direction = (a: number, b: number) => `${(b % columns) - (a % columns)},${Math.floor(b / columns) - Math.floor(a / columns)}`;
  cells.forEach((cell, i) => {
    const before = cells[i - 1];
    const after = cells[i + 1];
    if (before === undefined || after === undefined || direction(before, cell) !== direction(cell, after)) kept.push(cell);
  });
  return kept;
}

/** A binary heap of cell indices by priority. */
class MinHeap {
  private readonly items: number[] = [];
  private readonly priorities: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: number, priority: number): void {
    this.items.push(item);
    this.priorities.push(priority);
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.priorities[parent]! <= this.priorities[i]!) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): number {
    const top = this.items[0]!;
    const last = this.items.length - 1;
    this.swap(0, last);
    this.items.pop();
    this.priorities.pop();
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < this.items.length && this.priorities[left]! < this.priorities[smallest]!) smallest = left;
      if (right < this.items.length && this.priorities[right]! < this.priorities[smallest]!) smallest = right;
      if (smallest === i) break;
      this.swap(i, smallest);
      i = smallest;
    }
    return top;
  }

  private swap(a: number, b: number): void {
    [this.items[a], this.items[b]] = [this.items[b]!, this.items[a]!];
    [this.priorities[a], this.priorities[b]] = [this.priorities[b]!, this.priorities[a]!];
  }
}
