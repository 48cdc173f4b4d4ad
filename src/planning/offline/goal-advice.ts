/**
 * The household's goal knowledge offered to a language model (`--goal-hints`): how the offline
 * planner reads a request (knowledge/intents.yaml, goals.yaml, words.yaml), as goals in words, for
 * the LLM's stage 2 to state its goal from. A small model states "what done means" far better when
 * it can pick a known goal than when it must invent the vocabulary's conditions. The model still
 * decides; a request the knowledge does not understand gets no hints.
 */
import type { Alternative } from '../../goals/index.js';
import type { Catalogue } from '../../world/index.js';
import type { StageOneInput } from '../planner.js';
import { alternativeFits } from './intents.js';
import type { Knowledge } from './knowledge-schema.js';
import { loadKnowledge } from './load-knowledge.js';
import { allowedGoal, preferenceConditions } from './preferences.js';
import { requestKey } from './request-key.js';
import { understand, usableTypes } from './understanding.js';
import { Vocabulary } from './understand/vocabulary.js';

/** At most this many goals are offered: a prompt a small model reads whole. */
const MAX_HINTS = 6;

/** Readings kept: a session asks about one request (a few, as the dialogue answers it) at every stage. */
const MAX_READINGS = 8;

export class GoalAdvisor {
  private readonly knowledge: Knowledge;
  private readonly vocabulary: Vocabulary;
  /** The goals of each request already read, by requestKey, oldest first. */
  private readonly readings = new Map<string, readonly Alternative[]>();

  constructor(private readonly catalogue: Catalogue, knowledge?: Knowledge) {
    this.knowledge = knowledge ?? loadKnowledge(undefined, catalogue);
    this.vocabulary = new Vocabulary(this.knowledge.words, catalogue);
  }

  /**
   * The goals the knowledge reads the request as, within the person's preferences and the room's
   * types; [] when it does not understand it. A request is read once: asked again with the same
   * instruction, answer, scene and preferences (every planning stage, the goal check), the same
   * frozen array comes back.
   */
  goalsFor(input: StageOneInput): readonly Alternative[] {
    const key = requestKey(input);
    const kept = this.readings.get(key);
    if (kept !== undefined) return kept;
    const goals = Object.freeze(this.read(input));
    if (this.readings.size >= MAX_READINGS) this.readings.delete(this.readings.keys().next().value!);
    this.readings.set(key, goals);
    return goals;
  }

  private read(input: StageOneInput): Alternative[] {
    const usable = usableTypes(input.scene, this.catalogue);
    const ctx = { knowledge: this.knowledge, vocabulary: this.vocabulary, catalogue: this.catalogue, roomType: input.scene.roomType, usable };
    const understood = understand(input.instruction, input.clarification?.answer, ctx);
    const { avoid } = preferenceConditions(input.preferences, usable, this.knowledge);
    const goals = understood.kind === 'goal' ? [understood.goal] : understood.kind === 'tie' ? understood.options : [];
    const alternatives = goals.flatMap((g) => allowedGoal(g, avoid)?.alternatives ?? []).filter((a) => alternativeFits(a, usable));
    return alternatives.slice(0, MAX_HINTS);
  }
}

