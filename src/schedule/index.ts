/** The schedule of an allocated plan: what each call reads and writes, the partial order of calls, and its timelines. */
export { sceneFacts, resourceOf, typeOfArgument, sourceId, groupOfType, type SceneFacts } from './scene-facts.js';
export { footprints, namedMemos, startKey, FootprintTracker, type CallVariants, overlaps, wholeOf, type Trace, type Position, type CallShape, type Footprint, type StepArgument, type StepShape } from './footprint.js';
export { deriveSchedule, conflicts, ScheduleClock, type AgentLoad, type Dependency, type Schedule, type ScheduleItem, type ScheduledCall } from './derive.js';
export { timelineOf, describeResource, formatSeconds, summaryLine, type Timeline, type TimelineBar } from './timeline.js';
export { formatTimeline, type TimelineTextOptions } from './timeline-text.js';
export { renderTimelineSvg, type TimelineSvgOptions } from './timeline-svg.js';
export { timelineFigures } from './timeline-figures.js';
export { sceneWalks, callWalk, walkMetres, type SceneWalks, type CallWalk } from './walking.js';
