/**
 * Dirt said of a thing that can never be dirty here: "the bath is filthy". AI2-THOR's CleanObject
 * acts only on a dirtyable object (its Dirty component), and a thing that cannot be picked up cannot
 * be carried to a tap, so nothing the robots do cleans it. The request is refused saying so, never
 * read as cleaning whatever else the room has that is dirty.
 */
import type { Catalogue } from '../../../world/index.js';
import { hasProperty } from '../understand/beyond-the-kind.js';
import type { RequestReading } from '../understand/request-reader.js';

/** Why the cleaning a reading asks cannot be done, when it is said only of such things; undefined otherwise. */
export function neverDirty(reading: RequestReading, catalogue: Catalogue): string | undefined {
  // Beside a command or a use asked, the cleaning is the person's own ("I want to give the shelves a dust, could you get the statue off them").
  if (reading.commands.length > 0 || reading.asked.length > 0) return undefined;
  if (reading.needs.length === 0 || reading.needs.some((n) => n.need !== 'clean') || reading.things.length === 0) return undefined;
  const canClean = (type: string): boolean => hasProperty(type, 'dirtyable', catalogue) || hasProperty(type, 'pickupable', catalogue);
  if (reading.things.some((thing) => thing.types.some(canClean))) return undefined;
  const things = reading.things.map((t) => `the ${t.words.replace(/^(the|a|an|my|your|our|this|that) /, '')}`).join(' and ');
  const said = reading.needs.map((n) => `'${n.words}'`).join(', ');
  return `${said} is said of ${things}, which never gets dirty in this world (AI2-THOR's dirtyable) and cannot be carried to a tap, so it cannot be cleaned`;
}
