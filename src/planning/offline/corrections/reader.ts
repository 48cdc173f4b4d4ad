/**
 * The reader of corrections as the session and the command line use it, for any planner: which
 * approval step a correction is about (the request itself is the plan's; who does what, the
 * allocation's; anything else, the code's), whether its words are understood at all in this room
 * (`--feedback` is checked before anything runs), and who does what, for the allocation step.
 */
import { derivableTypes, type World } from '../../../world/index.js';
import type { Knowledge } from '../knowledge-schema.js';
import { loadKnowledge } from '../load-knowledge.js';
import { understand, usableTypes, type UnderstandContext } from '../understanding.js';
import { Vocabulary } from '../understand/vocabulary.js';
import type { Meaning } from '../understand/words-schema.js';
import { notUnderstoodReason, readCorrection } from './read.js';
import { soundsLasting } from '../../../preferences/index.js';

/** The approval step a correction is about. */
export type CorrectionStep = 'plan' | 'code' | 'allocation';

/** Who does what, as the allocation step applies it. */
export interface AllocationWords {
  readonly agentKind: 'robot' | 'human';
  /** The calls of these skills ("the cutting": SliceObject); empty: any skill. */
  readonly skills: readonly string[];
  /** The calls acting on these types ("the eggs": Egg, EggCracked); empty: any object. */
  readonly types: readonly string[];
  /** Every call ("I'll do everything"). */
  readonly all: boolean;
  readonly words: string;
}

export interface CorrectionReader {
  /** The step a correction is about, or why it is not understood (the words, and what would be). */
  route(text: string): { readonly step: CorrectionStep } | { readonly notUnderstood: string };
  /** Who does what, or why the words say no such thing. */
  allocation(text: string): AllocationWords | string;
}

/** The skills that do what a meaning asks (for "let the robot do the cutting"). */
export const SKILLS_OF_MEANING: Partial<Record<Meaning, readonly string[]>> = {
  place: ['PutObject'],
  hold: ['PickupObject', 'PutObject'],
  switchOn: ['SwitchOn'],
  switchOff: ['SwitchOff'],
  open: ['OpenObject'],
  close: ['CloseObject'],
  slice: ['SliceObject'],
  break: ['BreakObject'],
  clean: ['CleanObject'],
  throwAway: ['ThrowObject'],
  cook: ['SwitchOn', 'SwitchOff'],
  boil: ['SwitchOn', 'SwitchOff'],
  heat: ['SwitchOn', 'SwitchOff'],
  fill: ['FillObjectWithLiquid'],
  empty: ['EmptyLiquidFromObject'],
};

/** A reader of corrections in the room of `world`, with the planner's words (`knowledge/` by default). */
export function correctionReader(world: Pick<World, 'catalogue' | 'scene'>, knowledge: Knowledge = loadKnowledge(undefined, world.catalogue)): CorrectionReader {
  const vocabulary = new Vocabulary(knowledge.words, world.catalogue);
  const objectTypes = [...new Set(world.scene.objects.map((o) => o.type))];
  const ctx: UnderstandContext = {
    knowledge,
    vocabulary,
    catalogue: world.catalogue,
    roomType: world.scene.roomType,
    usable: usableTypes({ name: world.scene.scene, roomType: world.scene.roomType, objectTypes }, world.catalogue),
  };
  /** Why a command inside a correction is not understood; undefined when it is ("it" stands for what the plan makes). */
  const commandNotUnderstood = (command: string): string | undefined => {
    const understood = understand(command.replace(/\bit\b/g, 'the thing'), undefined, ctx);
    return understood.kind === 'none' && !/\bit\b/.test(command) ? understood.reason : undefined;
  };
  return {
    route(text) {
      const c = readCorrection(text, vocabulary);
      switch (c.kind) {
        case 'not-understood':
          // A lasting preference in words of its own ("I'm vegan") is kept, and planned within, as a preference.
          return soundsLasting(text) ? { step: 'code' } : { notUnderstood: notUnderstoodReason(c) };
        case 'allocate':
          return { step: 'allocation' };
        case 'request': {
          const readings = [c.request, `I'd like ${c.request}`].map((r) => understand(r, undefined, ctx));
          const none = readings.every((u) => u.kind === 'none') ? readings[0] : undefined;
          return none?.kind === 'none' ? { notUnderstood: `the request '${c.request}' is not understood: ${none.reason}` } : { step: 'plan' };
        }
        case 'add':
        case 'keep': {
          const why = commandNotUnderstood(c.command);
          return why === undefined ? { step: 'code' } : { notUnderstood: `'${c.command}' is not understood: ${why}` };
        }
        default:
          return { step: 'code' };
      }
    },
    allocation(text) {
      const c = readCorrection(text, vocabulary);
      if (c.kind !== 'allocate') return c.kind === 'not-understood' ? notUnderstoodReason(c) : 'it does not say who does what (e.g. "let the robot do the cutting", "I\'ll do the eggs")';
      const named = c.things.flatMap((t) => t.types);
      const types = named.length === 0 ? [] : [...new Set([...named, ...derivableTypes(new Set(named), world.catalogue)])];
      const skills = [...new Set(c.meanings.flatMap((m) => SKILLS_OF_MEANING[m] ?? []))];
      if (c.meanings.length > 0 && skills.length === 0) return `no skill does '${c.words}'`;
      return { agentKind: c.agent, skills, types, all: c.all, words: c.words };
    },
  };
}
