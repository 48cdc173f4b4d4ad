/** Export of successful sessions as fine-tuning data (`iteraplan export`). */
export { exportSessions, formatProblem, formatSummary, type ExportOptions, type ExportSummary } from './export-sessions.js';
export { findSessionDirs } from './find-sessions.js';
export { filterOut, type ExportFilter } from './filter.js';
export {
  EXPORT_FORMATS,
  assistantMessage,
  systemMessage,
  toChatExample,
  toPlainRecord,
  userMessage,
  type ChatExample,
  type ChatExampleMessage,
  type ExportFormat,
  type PlainRecord,
} from './formats.js';
export { sceneContexts, type SceneContext, type SceneContexts } from './scene-context.js';
export { readSessionForExport, type ExportableSession, type SessionProblem, type SessionReading } from './session-record.js';
export { successVerifier, type SuccessVerifier, type Unverified } from './verify-success.js';
