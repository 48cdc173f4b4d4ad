/**
 * A thing seen to with a generic verb ("can you deal with the plant", "sort out the pillows",
 * issue 38): the verb says no deed of its own, so what is asked is what the thing is for here.
 * With exactly one such use, that use's goal, kept to the thing, resting on the verb and the
 * thing's words. With several or none, or with anything else asked beside it, the thing is one
 * named with nothing asked of it: asked about ("What should I do with the bed?"), never planned
 * as another task.
 */
import type { Catalogue } from '../../../world/index.js';
import type { NamedGoal } from '../intents.js';
import type { NamedThing, RequestReading } from '../understand/request-reader.js';
import type { Knowledge } from '../knowledge-schema.js';
import { thingTypes } from './about-thing.js';
import { narrowedTo, usesOfThing } from './thing-uses.js';
import type { UseRoom } from './use-goal.js';

/** What of a request's reading bears on a thing seen to. */
export type SeenReading = Pick<RequestReading, 'seenTo' | 'stray' | 'commands' | 'asked' | 'needs' | 'putAway' | 'personal' | 'absent' | 'outOfReach'>;

/** The goal of a thing seen to: the one use's goal, the words it rests on (the verb, the thing), and the use's note. */
export interface SeenGoal {
  readonly goal: NamedGoal;
  readonly words: readonly string[];
  readonly notes: readonly string[];
}

/**
 * The goal of the one thing a request sees to and asks nothing else of, when it has exactly one
 * use here; else undefined, and `stray` the things named with nothing asked of them, the things
 * seen to among them (to ask about).
 */
export function seenToGoal(read: SeenReading, knowledge: Knowledge, room: UseRoom & { readonly catalogue: Catalogue }): { goal?: SeenGoal; stray: readonly NamedThing[] } {
  const seen = read.seenTo ?? [];
  const stray = [...read.stray, ...seen];
  const alone = [read.stray, read.commands, read.asked, read.needs, read.putAway, read.personal, read.absent, read.outOfReach].every((l) => l.length === 0);
  if (seen.length !== 1 || !alone) return { stray };
  const thing = seen[0]!;
  const types = thing.types.filter((t) => room.usable.has(t));
  if (types.length === 0) return { stray };
  // "fix the pillows": only the uses asked by the verb ("fix bed").
  const offers = usesOfThing(types, knowledge, room).filter((o) => thing.uses === undefined || thing.uses.includes(o.use.id));
  const goals = offers.filter((o, i) => offers.findIndex((p) => p.goal.id === o.goal.id && p.title === o.title) === i);
  if (goals.length !== 1) return { stray };
  const [only] = goals;
  const goal = { ...narrowedTo(only!.goal, thingTypes(types, room.catalogue)), title: only!.title };
  return { goal: { goal, words: [thing.verb, thing.words], notes: only!.use.note === undefined ? [] : [only!.use.note] }, stray };
}
