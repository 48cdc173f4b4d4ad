/** A stand-in for the person who answers clarifying questions its own way and is otherwise `user`. */
import type { Approver } from '../../session/index.js';

/** `user` with `answer` for every clarifying question; its reviews (of code, and of plans when it reviews them) are its own. */
export function answeringWith(user: Approver, answer: Approver['answer']): Approver {
  return {
    answer,
    review: (proposal) => user.review(proposal),
    confirmRefinement: (report, attempt, max) => user.confirmRefinement(report, attempt, max),
    ...(user.reviewPlan === undefined ? {} : { reviewPlan: user.reviewPlan.bind(user) }),
  };
}
