/** Finding session folders lives in session/, beside the session reader. */
export { findSessionDirs } from '../session/index.js';
