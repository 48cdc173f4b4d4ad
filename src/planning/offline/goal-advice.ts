/**
 * The household's goal knowledge offered to a language model (`--goal-hints`): how the offline
 * planner reads a request (knowledge/uses.yaml, goals.yaml, words.yaml), as goals in words, for
 * the LLM's stage 2 to state its goal from. A small model states "what done means" far better when
 * it can pick a known goal than when it must invent the vocabulary's conditions. The model still
 * decides; a request the knowledge does not understand gets no hints.
 */
import { LIQUIDS, type Alternative, type StateWord } from '../../goals/index.js';
import type { Catalogue } from '../../world/index.js';
import type { StageOneInput } from '../planner.js';
import { choicesOf, chosenBy } from './choices.js';
import { alternativeFits } from './intents.js';
import type { Knowledge } from './knowledge-schema.js';
import { loadKnowledge } from './load-knowledge.js';
import { allowedGoal, preferenceConditions } from './preferences.js';
import { requestKey } from './request-key.js';
import { faucetsOfScene, instancesOfScene, planReadingOf, understand, usableTypes } from './understanding.js';
import type { TaskDecomposition } from '../decomposition.js';
import { Vocabulary } from './understand/vocabulary.js';
import { preferencesWithRequest } from './understand/request-constraints.js';
import { scanWords } from './understand/word-scan.js';
import { parseCommand } from './understand/parse.js';
import { STATE_OF } from './understand/to-goal.js';
import type { Meaning } from './understand/words-schema.js';
import { changesOf } from '../goal-states.js';

/** The state a verb or modifier of words.yaml asks a thing to end in (a command's, and boiling cooks, using uses up); a meaning absent asks none. */
const STATE_OF_MEANING: Readonly<Partial<Record<Meaning, StateWord>>> = { ...STATE_OF, boil: 'cooked', use: 'usedUp' };

/**
 * Words that name a drink or what fills a vessel ("a cup of tea", "water the plant"): they ask for
 * something filled. The goal vocabulary's liquids, and the drinks people name by another word.
 */
const LIQUID_WORDS: ReadonlySet<string> = new Set([...LIQUIDS, 'tea', 'drink', 'juice', 'milk']);

/** At most this many goals are offered: a prompt a small model reads whole. */
const MAX_HINTS = 6;

/** Readings kept: a session asks about one request (a few, as the dialogue answers it) at every stage. */
const MAX_READINGS = 8;

export class GoalAdvisor {
  private readonly knowledge: Knowledge;
  private readonly vocabulary: Vocabulary;
  /** The goals of each request already read, and the words they rest on, by requestKey, oldest first. */
  private readonly readings = new Map<string, Read>();

  /** `scene`: the room's objects, so that a faucet is the one running into the basin asked for (a bath, not the sink). */
  constructor(
    private readonly catalogue: Catalogue,
    knowledge?: Knowledge,
    private readonly scene?: { readonly objects: readonly { id: string; type: string; controls?: string | undefined }[] },
  ) {
    this.knowledge = knowledge ?? loadKnowledge(undefined, catalogue);
    this.vocabulary = new Vocabulary(this.knowledge.words, catalogue);
  }

  /**
   * The goals the reader reads the request as, and the object types the words of the request and
   * of the person's answers name and the states their verbs and modifiers ask (understand/word-scan.ts):
   * what a goal a model states must rest on.
   */
  groundsFor(input: StageOneInput): { goals: readonly Alternative[]; named: readonly string[]; avoid: readonly string[]; asks?: readonly StateWord[] } {
    const said = [input.instruction, input.clarification?.answer ?? '', ...(input.dialogue ?? []).map((d) => d.answer)].join('. ');
    const scan = scanWords(said, this.vocabulary);
    const named = [...new Set(scan.objects.flatMap((o) => o.types))];
    const filled = scan.words.some((w) => LIQUID_WORDS.has(w)) ? (['filled'] as const) : [];
    // A word the reader does not know may ask for any change ("get the spuds on": cooked): only words all known say which they ask.
    const known = parseCommand(said, this.vocabulary).unknown.length === 0;
    const asks = known ? [...new Set([...[...scan.meanings].flatMap((m) => STATE_OF_MEANING[m] ?? []), ...filled, ...this.kept(input).changes])] : undefined;
    // Only the request's own ("no eggs"): a plan against a lasting preference is flagged, not dropped (issue 37).
    const asked = preferenceConditions(preferencesWithRequest({ instruction: input.instruction }, this.vocabulary, this.catalogue), usableTypes(input.scene, this.catalogue), this.knowledge);
    return { goals: this.goalsFor(input), named, avoid: [...asked.avoid], ...(asks === undefined ? {} : { asks }) };
  }

  /** What no plan for the request may use: the person's exclusions and the request's own ("no eggs"). */
  private avoided(input: StageOneInput): ReadonlySet<string> {
    return preferenceConditions(preferencesWithRequest(input, this.vocabulary, this.catalogue), usableTypes(input.scene, this.catalogue), this.knowledge).avoid;
  }

  /** The words of the request its goals rest on, for the plan step (the offline planner states the same); undefined when it read none. */
  readingFor(input: StageOneInput): PlanReading | undefined {
    return this.kept(input).reading;
  }

  /**
   * The goals the knowledge reads the request as, within the person's preferences and the room's
   * types; [] when it does not understand it. A request is read once: asked again with the same
   * instruction, answer, scene and preferences (every planning stage, the goal check), the same
   * frozen array comes back.
   */
  goalsFor(input: StageOneInput): readonly Alternative[] {
    return this.kept(input).goals;
  }

  private kept(input: StageOneInput): Read {
    const key = requestKey(input);
    const kept = this.readings.get(key);
    if (kept !== undefined) return kept;
    const read = this.read(input);
    if (this.readings.size >= MAX_READINGS) this.readings.delete(this.readings.keys().next().value!);
    this.readings.set(key, read);
    return read;
  }

  private read(input: StageOneInput): Read {
    const usable = usableTypes(input.scene, this.catalogue);
    const faucetsFor = this.scene === undefined ? undefined : faucetsOfScene(this.scene.objects);
    const instancesOf = this.scene === undefined ? undefined : instancesOfScene(this.scene.objects);
    const ctx = { knowledge: this.knowledge, vocabulary: this.vocabulary, catalogue: this.catalogue, roomType: input.scene.roomType, usable, faucetsFor, instancesOf };
    const understood = understand(input.instruction, input.clarification?.answer, ctx);
    const avoid = this.avoided(input);
    const answer = input.clarification?.answer;
    // A goal made of others (breakfast: a fried egg or toast) takes the one the answer named, as the planner does.
    const chosen = understood.kind === 'goal' && answer !== undefined ? chosenBy(answer, choicesOf(understood.goal, this.knowledge, usable, avoid), this.knowledge) : undefined;
    const goals = chosen !== undefined ? [chosen] : understood.kind === 'goal' ? [understood.goal] : understood.kind === 'tie' ? understood.options : [];
    const alternatives = goals.flatMap((g) => allowedGoal(g, avoid)?.alternatives ?? []).filter((a) => alternativeFits(a, usable));
    const reading = (understood.kind === 'goal' || understood.kind === 'tie') && alternatives.length > 0 ? planReadingOf(understood.reading) : undefined;
    // What the words are read as in a room with everything ("droopy": a plant watered, where this room has no tap): the changes they ask for.
    const anywhere = understood.kind === 'none' ? understand(input.instruction, answer, { ...ctx, usable: new Set(this.catalogue.types.keys()), faucetsFor: undefined, instancesOf: undefined }) : understood;
    const read = anywhere.kind === 'goal' ? anywhere.goal.alternatives : anywhere.kind === 'tie' ? anywhere.options.flatMap((o) => o.alternatives) : [];
    return { goals: Object.freeze(alternatives.slice(0, MAX_HINTS)), reading, changes: [...new Set(read.flatMap(changesOf))] };
  }
}

/** The words a plan's goal rests on (TaskDecomposition's `reading`). */
export type PlanReading = NonNullable<TaskDecomposition['reading']>;

interface Read {
  readonly goals: readonly Alternative[];
  readonly reading: PlanReading | undefined;
  /** The changes the goals the request is read as put things through, in this room or any (what the words ask). */
  readonly changes: readonly StateWord[];
}

