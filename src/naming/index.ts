/** Readable names for object ids, the one naming module of everything a person reads, and the view of a state they are made from. */
export { viewOf, viewOfScene, positionFromId, type Point, type ViewObject, type WorldView } from './world-view.js';
export { nameObjects, typeWords, idsInText, idLegend, UNPLACED, type ObjectNames } from './object-names.js';
