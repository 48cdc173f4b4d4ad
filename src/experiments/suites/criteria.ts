/** The success criteria of suites: their schemas and evaluation live in goals/, shared with sessions and reports. */
export * from '../../goals/index.js';
