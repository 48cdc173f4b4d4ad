/** Which successful sessions make it into the export. */
import type { ExportableSession } from './session-record.js';

export interface ExportFilter {
  /** false (`--no-human-refinement`): only sessions whose code the person approved as first shown. */
  humanRefinement: boolean;
  /** `--min-success`: only sessions whose first executed code succeeded (no execution refinement). */
  minSuccess: boolean;
  /**
   * `--with-prefs`: also sessions planned under a person's lasting preferences, with them in the
   * request. Without it they are left out: the preferences are private, and a plan shaped by
   * preferences the example does not show would teach the wrong thing.
   */
  withPrefs?: boolean;
}

/** Why a session was filtered out, or null when it is kept. */
export function filterOut(session: ExportableSession, filter: ExportFilter): string | null {
  if (!filter.humanRefinement && session.counts.humanRefinements > 0) return 'human refinement';
  if (filter.minSuccess && session.counts.executionRefinements > 0) return 'execution refinement';
  if (filter.withPrefs !== true && session.preferences.length > 0) return 'lasting preferences (--with-prefs includes them)';
  return null;
}
