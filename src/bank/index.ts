/** The plan bank: verified examples built from the knowledge and the scenes, their stats and their export as fine-tuning data. */
export { buildBank, type BuildOptions, type BuildOutcome } from './build.js';
export { bankStats } from './stats.js';
export { BANK_EXPORT_FORMATS, exportBank, exportLine, bankAssistantMessage, bankUserMessage, type BankExportFormat, type ExportedFiles } from './export-bank.js';
export { parseFocus, readFocus, focusMatcher, type FocusRule } from './focus.js';
export { splitFloorplans } from './split.js';
export { suiteRequests } from './held-out.js';
export { requestsForRoom, sampleCandidates, goalAlternatives } from './generate.js';
export { paraphrases } from './paraphrase.js';
export { reversePlan, type ReversedPlan } from './reverse-plan.js';
export { verifyCandidate, runAndJudge, floorplanOf } from './verify.js';
export type { Candidate, Rejection } from './candidate.js';
