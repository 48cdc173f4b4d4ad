/** The planners (LLM and offline), their stage prompts, code rounds and the planner factory. */
export { loadPromptTemplates, renderPrompt, type PromptName, type PromptTemplate } from './prompts.js';
export { checkStatedGoal, DroppedAlternative, DroppedWhy, PROMPT_EXAMPLE_GOALS, readerGoal, sayDropped, type CheckedGoal, type RequestGrounds } from './goal-grounds.js';
export { choosePlanner, plansWithLlm, type PlannerKind, type PlannerOption } from './choose-planner.js';
export { plannerSource, tolerateUnsupportedFeedback, type ClientOptions, type PlannerSource, type PlannerSourceOptions, type SourcedPlanner } from './planner-source.js';
export { checkCode, obtainValidCode, programIdentity, type CodeAttempt, type RepairAnswer } from './code-round.js';
export { correctionReader, type AllocationWords, type CorrectionReader, type CorrectionStep } from './offline/index.js';
export { GoalAdvisor, GoalSearch, faucetsOfScene, useGoal, UnsupportedFeedbackError, createOfflinePlanner, knowledgeDir, loadKnowledge, wordScanner, type Knowledge, type GoalProgram, type Meaning, type NamedObject, type WordScan, type WorldSimulator } from './offline/index.js';
export { CODE_BY_CONSTRUCTION, LlmPlanner, type CodeByConstruction } from './llm-planner.js';
export { AnswerNotUnderstoodError, CorrectionChangesNothingError, FeedbackNotUnderstoodError, PlanNotCodableError, RequestRefusedError, recordedPlanner, refineTowardGoal, type ClarifyDecision, type DialogueExchange, type PreferenceStatement, type CodeInput, type FeedbackRefinementInput, type GoalRefinementInput, type UnmetCondition, type Planner, type SkillSignature, type StageOneInput, type StageTwoInput } from './planner.js';
export { formatDecomposition, formatObjectTypes, formatSkills } from './format.js';
export { TaskDecomposition } from './decomposition.js';
export { REPLY_LIMITS } from './reply-limits.js';
export { buildObjectFacts } from './facts.js';
export { applyKnownFix, knownFix, type KnownFix } from './known-fix.js';
export { BANK_SCENES_DIR, BANK_SCHEMA_VERSION, BankExample, BankManifest, EXAMPLE_SOURCES, ExampleIndex, SPLITS, bankExampleJsonSchema, bankExists, canonicalJson, contentHash, exampleId, exampleKey, examplesText, formatExamples, kindWords, normalRequest, readBank, typeWords, writeBank, type Bank, type KindWords, type ExampleSource, type Split, type TiedSubtask } from './examples/index.js';
