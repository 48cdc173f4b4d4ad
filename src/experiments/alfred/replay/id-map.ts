/**
 * ALFRED's object ids → the ids of our start scene. AI2-THOR's ids are `Type|x|y|z` (a part of a
 * piece of furniture adds its type: `Sink|…|SinkBasin`; a piece of a sliced object adds its own:
 * `Apple|…|AppleSliced_1`). Our start scene keeps AI2-THOR's ids for the furniture ALFRED's
 * layout lists and names every posed object by its pose's position, which is where AI2-THOR's id
 * puts it; other fixtures (a Faucet, a DeskLamp) have generated ids, and are matched by type and
 * position (a switch by what it drives).
 */
import type { SceneObject } from '../../../world/index.js';
import { currentTypeName } from '../task-goal.js';

export type IdMatch = { ok: true; id: string; how: 'same' | 'nearest' } | { ok: false; reason: string };

interface Located {
  id: string;
  type: string;
  /** The positions the object answers to: its id's, and those of what it drives. */
  at: [number, number, number][];
}

const PIECE = /^([A-Za-z]+)_(\d+)$/;

function coordinates(id: string): [number, number, number] | null {
  const [, x, y, z] = id.split('|').map(Number);
  return x === undefined || y === undefined || z === undefined || [x, y, z].some(Number.isNaN) ? null : [x, y, z];
}

/** The type an ALFRED id names, in the catalogue's spelling (`Sink|…|SinkBasin` → SinkBasin). */
export function alfredIdType(id: string): string {
  const parts = id.split('|');
  const last = parts.at(-1) ?? id;
  return currentTypeName(parts.length > 4 && /^[A-Za-z]+$/.test(last) ? last : (parts[0] ?? id));
}

/** Maps ALFRED ids to the ids of one start scene. */
export class IdMap {
  private readonly ids: ReadonlySet<string>;
  private readonly byType = new Map<string, Located[]>();
  private readonly drives = new Map<string, string>();
  /** Where ALFRED's own id put each object mapped so far (a basin a demonstration put into). */
  private readonly alfredAt = new Map<string, [number, number, number]>();

  constructor(objects: readonly SceneObject[]) {
    this.ids = new Set(objects.map((o) => o.id));
    const byId = new Map(objects.map((o) => [o.id, o]));
    for (const o of objects) {
      const own = coordinates(o.id);
      const driven = o.controls === undefined || !byId.has(o.controls) ? null : coordinates(o.controls);
      const at = [own, driven].filter((p): p is [number, number, number] => p !== null);
      if (o.controls !== undefined) this.drives.set(o.id, o.controls);
      this.byType.set(o.type, [...(this.byType.get(o.type) ?? []), { id: o.id, type: o.type, at }]);
    }
  }

  /** Our id for ALFRED's `id`. */
  map(id: string): IdMatch {
    const match = this.find(id);
    const at = coordinates(id);
    if (match.ok && at !== null && id.split('|').length <= 5) this.alfredAt.set(match.id, at);
    return match;
  }

  private find(id: string): IdMatch {
    const parts = id.split('|');
    const piece = parts.length > 4 ? PIECE.exec(parts.at(-1)!) : null;
    if (piece !== null) {
      // A piece exists once its whole is sliced: our simulator names it `<whole>|<Type>_<i>` too.
      const whole = this.find(parts.slice(0, -1).join('|'));
      return whole.ok ? { ok: true, id: `${whole.id}|${currentTypeName(piece[1]!)}_${piece[2]}`, how: whole.how } : whole;
    }
    if (this.ids.has(id)) return { ok: true, id, how: 'same' };
    const type = alfredIdType(id);
    const candidates = this.byType.get(type) ?? [];
    if (candidates.length === 0) return { ok: false, reason: `the start has no ${type}` };
    const target = coordinates(id);
    let best: { id: string; distance: number } | null = null;
    for (const candidate of candidates) {
      // A switch is judged by where ALFRED had what it drives, once the demonstration named that (the sink it put into).
      const driven = this.drives.get(candidate.id);
      const seen = driven === undefined ? undefined : this.alfredAt.get(driven);
      const at = seen === undefined ? candidate.at : [seen];
      const distance = target === null || at.length === 0 ? Infinity : Math.min(...at.map((p) => Math.hypot(p[0] - target[0], p[1] - target[1], p[2] - target[2])));
      if (best === null || distance < best.distance) best = { id: candidate.id, distance };
    }
    return { ok: true, id: best!.id, how: 'nearest' };
  }
}
