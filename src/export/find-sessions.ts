/** Finding session folders lives in report/ (the list of runs uses it too). */
export { findSessionDirs } from '../report/index.js';
