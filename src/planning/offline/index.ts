/** The offline planner: IteraPlan's embedded default, with no network and no model. */
export { createOfflinePlanner, type OfflinePlannerOptions } from './planner.js';
export { loadKnowledge, knowledgeDir } from './load-knowledge.js';
export { UnsupportedFeedbackError, UnsupportedRequestError, OfflinePlanningError } from './errors.js';
export { EXECUTION_REPAIRS, HANDLED_ERROR_CODES, repairTableMarkdown } from './repairs.js';
export { FEEDBACK_FORMS } from './feedback.js';
export type { Knowledge } from './knowledge-schema.js';
export type { WorldSimulator } from './search/simulator.js';
export { GoalSearch, type GoalProgram } from './goal-program.js';
export { GoalAdvisor } from './goal-advice.js';
export { scanWords, wordScanner, type NamedObject, type WordScan } from './understand/word-scan.js';
export type { Meaning } from './understand/words-schema.js';
export { typesByRoom, typesWithoutWord, usesListMarkdown } from './uses/uses-list.js';
export { correctionReader, type AllocationWords, type CorrectionReader, type CorrectionStep } from './corrections/reader.js';
export { WordNet } from './understand/wordnet-db.js';
export { bridgeWords, linksFileText, wordnetLinks } from './understand/wordnet-bridge.js';
export { noThings, noThingsFileText } from './understand/wordnet-no-things.js';
export { sayings, sayingsFileText } from './understand/wordnet-sayings.js';
export { onlyAdverbs, onlyAdverbsFileText } from './understand/wordnet-adverbs.js';
