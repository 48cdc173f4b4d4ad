/**
 * The simulated user with a persona (a `preferences` suite task): it answers a clarifying question
 * from the persona's answers, by a fixed rule, and is otherwise the simulated user. Rule: the first
 * answer whose `when` the question or one of its offered answers contains (case-insensitive);
 * else the task's hidden intent; else "you decide".
 */
import { YOU_DECIDE, type Approver } from '../../session/index.js';
import type { Persona } from '../suites/persona.js';
import { answeringWith } from './answering.js';

/** The persona's answer to `question` with `options` (see the module comment). */
export function personaAnswer(persona: Pick<Persona, 'answers'>, question: string, options: readonly string[], intent?: string): string {
  const asked = [question, ...options].map((text) => text.toLowerCase());
  const found = persona.answers.find((a) => asked.some((text) => text.includes(a.when.toLowerCase())));
  return found?.answer ?? intent ?? YOU_DECIDE;
}

/** `user` answering every clarifying question as `persona` would. */
export function withPersona(user: Approver, persona: Pick<Persona, 'answers'>, intent?: string): Approver {
  return answeringWith(user, async (question, options) => personaAnswer(persona, question, options, intent));
}
