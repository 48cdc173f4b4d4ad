/** Readable reports of sessions: summary.md, report.html, the room map, the list of runs. */
export { finishSession, type FinishedSession } from './finish-session.js';
export { runRecordedSession, type SessionRun, type SessionRunDeps } from './run-session.js';
export { writeSessionReports, sessionReportPath, REPORT_FILE, SUMMARY_FILE } from './write-reports.js';
export { readSessionRecord, type SessionRecord, type VersionEntry, type ExecutionEntry, type AllocationEntry } from './session-record.js';
export { formatSummary, sessionVerdict, withNames } from './summary.js';
export { verdictWords, endingOf, brokenWords, ENDING_WORDS, type EndWords } from './verdict.js';
export { renderHtmlReport } from './html-report.js';
export { listSessions, resolveSession, type SessionList, type SessionListing, type SkippedSession } from './list-sessions.js';
export { renderRoomMap, agentPaths, objectsBeyondReach, MAP_REACH_METRES, type MapObject, type AgentPath, type RoomMapOptions } from './room-map.js';
export { mapObjectsOfScene, mapObjectsOfView } from './map-objects.js';
export { writeMapFiles } from './write-map.js';
export { renderTimeline } from './timeline-svg.js';
export { timeline, agentActivity, stepWords, type TimelineEntry } from './activity.js';
export { diffLines, type DiffLine } from './line-diff.js';
export { escapeHtml } from './escape.js';
export { shortTime } from './summary.js';
export { goalOfSession } from './session-goal.js';
