/** Goals: what "done" means for a request, as conditions over the world a plan leaves (and what happened on the way), their evaluation, words and explanations. */
export * from './criteria.js';
export { describeAlternative } from './describe.js';
export { adoptKnownGoals } from './adopt-known.js';
export { typeFamily } from './type-family.js';
export { selectorOf, typeNames } from './selector-of.js';
export { needsAvoided } from './needs-avoided.js';
export { STATE_WORD_TESTS } from './state-words.js';
export { goalReplySchema, goalFromReply, GOAL_REPLY_LIMITS, LIQUIDS, type GoalReply } from './goal-reply.js';
export { goalJsonSchema } from './json-schema.js';
export { goalTypeNames } from './goal-names.js';
export { judgeRun, runContext, type JudgedRun, type JudgeWorld, type JudgedCondition, type RunJudgement } from './judge-run.js';
