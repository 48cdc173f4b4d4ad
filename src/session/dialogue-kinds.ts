/** The kinds of a dialogue turn and of the person's answer to it (their zod enums: the transcript's types). */
import { z } from 'zod';

/** `ask`: a question with a few likely answers; `propose`: the goal in words, for the person to accept or correct. */
export const DialogueTurnKind = z.enum(['ask', 'propose']);
export type DialogueTurnKind = z.infer<typeof DialogueTurnKind>;

/**
 * `answer`: words of the person's own; `pick`: one of the offered answers; `you-decide`: the planner
 * chooses; `stop`: no more questions, plan now; `accept`: the proposed goal is right.
 */
export const DialogueAnswerKind = z.enum(['answer', 'pick', 'you-decide', 'stop', 'accept']);
export type DialogueAnswerKind = z.infer<typeof DialogueAnswerKind>;

/** What the person says to end the questions, or to leave the choice to the planner (the terminal offers both). */
export const STOP_ASKING = 'stop asking, plan now';
export const YOU_DECIDE = 'you decide';

/** The answers that end the dialogue. */
export const ENDING_ANSWERS: ReadonlySet<DialogueAnswerKind> = new Set(['you-decide', 'stop', 'accept']);
