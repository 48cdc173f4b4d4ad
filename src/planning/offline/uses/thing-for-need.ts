/**
 * A thing named beside a need with nothing asked of it ("trying to eat more greens, some lettuce
 * with lunch would be good"): what the thing is for here that serves the need said is what is
 * asked of it (a salad of the lettuce), rather than a question. Only one thing named, no command,
 * use or putting away beside it; several such uses are a choice to offer, none is no reading.
 * A thing a use asked beside it acts on is named for that use, and is no stray thing at all.
 */
import type { Catalogue } from '../../../world/index.js';
import type { NamedGoal } from '../intents.js';
import type { Knowledge } from '../knowledge-schema.js';
import type { RequestReading } from '../understand/request-reader.js';
import { thingTypes } from './about-thing.js';
import { narrowedTo, usesOfThing } from './thing-uses.js';
import type { UseRoom } from './use-goal.js';

/** The goals a stray thing's uses offer for the needs said, narrowed to the thing; empty when none (or the reading is not of that shape). */
export function thingForNeed(read: RequestReading, knowledge: Knowledge, room: UseRoom & { readonly catalogue: Catalogue }): NamedGoal[] {
  if (read.stray.length !== 1 || read.needs.length === 0 || read.commands.length + read.asked.length + read.putAway.length > 0) return [];
  const thing = read.stray[0]!;
  const types = thing.types.filter((t) => room.usable.has(t));
  if (types.length === 0) return [];
  const said = new Set(read.needs.map((n) => n.need));
  const about = thingTypes(types, room.catalogue);
  return usesOfThing(types, knowledge, room, true)
    .filter((u) => u.use.serves.some((need) => said.has(need)))
    .map((u) => narrowedTo(u.goal, about));
}

/** The stray things of a reading that a use asked beside them acts on ("eat more greens, some lettuce": the green salad is of the lettuce): named for it, not stray. */
export function strayOfAskedUses(read: RequestReading, knowledge: Knowledge, room: UseRoom & { readonly catalogue: Catalogue }): RequestReading['stray'] {
  if (read.asked.length === 0) return read.stray;
  const asked = new Set(read.asked.map((a) => a.use.id));
  return read.stray.filter((t) => !usesOfThing(t.types.filter((type) => room.usable.has(type)), knowledge, room).some((u) => asked.has(u.use.id)));
}
