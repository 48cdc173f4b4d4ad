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
import { understand, usableTypes } from './understanding.js';
import { Vocabulary } from './understand/vocabulary.js';

/** At most this many goals are offered: a prompt a small model reads whole. */
const MAX_HINTS = 6;

export class GoalAdvisor {
  private readonly knowledge: Knowledge;
  private readonly vocabulary: Vocabulary;

  constructor(private readonly catalogue: Catalogue, knowledge?: Knowledge) {
    this.knowledge = knowledge ?? loadKnowledge(undefined, catalogue);
    this.vocabulary = new Vocabulary(this.knowledge.words, catalogue);
  }

  /** The goals the knowledge reads the request as, within the person's preferences and the room's types; [] when it does not understand it. */
  goalsFor(input: StageOneInput): Alternative[] {
    const usable = usableTypes(input.scene, this.catalogue);
    const ctx = { knowledge: this.knowledge, vocabulary: this.vocabulary, catalogue: this.catalogue, roomType: input.scene.roomType, usable };
    const understood = understand(input.instruction, input.clarification?.answer, ctx);
    const { avoid } = preferenceConditions(input.preferences, usable, this.knowledge);
    const goals = understood.kind === 'goal' ? [understood.goal] : understood.kind === 'tie' ? understood.options : [];
    const alternatives = goals.flatMap((g) => allowedGoal(g, avoid)?.alternatives ?? []).filter((a) => alternativeFits(a, usable));
    return alternatives.slice(0, MAX_HINTS);
  }

}

