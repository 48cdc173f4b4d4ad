/** ALFRED's expert demonstrations replayed on our simulator (`iteraplan fidelity replay-alfred`). */
export { replayAlfred, type ReplayAlfredOptions, type ReplayBridge } from './replay-alfred.js';
export { replayOne, type ReplayOutcome, type InteractionOutcome, type ReplayHow } from './replay-one.js';
export { prepareReplay, REPLAY_AGENT, type PreparedReplay, type PrepareContext } from './prepare.js';
export { tallyReplay, type ReplayTally, type AgreementRow, type TaskTypeRow, type DisagreementGroup } from './replay-tally.js';
export { renderReplayTally } from './replay-report.js';
export { AlfredDemonstration, readAlfredDemonstration, isInteraction, type ApiAction } from './demonstration.js';
export { IdMap, alfredIdType } from './id-map.js';
export { planInteractions, type PlannedInteraction } from './replay-steps.js';
