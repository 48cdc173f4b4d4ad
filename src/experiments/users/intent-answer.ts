/**
 * The simulated user with a hidden intent (a suite task's `intent:`): it answers a clarifying
 * question with its intent, in its own words, and is otherwise the simulated user.
 */
import type { Approver } from '../../session/index.js';
import { answeringWith } from './answering.js';

/** `user` answering every clarifying question with `intent`; no intent leaves `user` as it is. */
export function withHiddenIntent(user: Approver, intent: string | undefined): Approver {
  if (intent === undefined) return user;
  return answeringWith(user, async () => intent);
}
