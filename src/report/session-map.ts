/** The room map of a session: the room as it ended, what the session changed, and where each agent went. */
import { lastRun, viewOf } from '../outcome/index.js';
import { mapObjectsOfView } from './map-objects.js';
import { agentPaths, renderRoomMap } from './room-map.js';
import type { SessionRecord } from './session-record.js';

/** The map's SVG, or null when no state of the room was recorded (nothing was executed). */
export function sessionMapSvg(record: SessionRecord): string | null {
  if ((record.before ?? record.after) === null) return null;
  const highlight = new Set((record.outcome?.changes ?? []).flatMap((c) => [c.objectId, ...c.into]));
  // The final state first: things are drawn where they ended; objects gone since (a cracked Egg) where they were.
  const views = [record.after, record.before].filter((s) => s !== null).map((s) => viewOf(s));
  return renderRoomMap(mapObjectsOfView(...views), { title: `${record.scene}: the room from above, with the agents' paths`, paths: agentPaths(lastRun(record.steps)), highlight });
}
