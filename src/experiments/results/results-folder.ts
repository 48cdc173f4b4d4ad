/**
 * A results folder and the settings it belongs to. `settings.json` is written by the first run;
 * a later run resumes only under the same settings, starts over with `fresh` (its episodes,
 * sessions and report deleted), or is refused with every difference named. The report lives in
 * `report/`, rebuilt whole by every run, so files of an earlier report never sit beside it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../errors.js';
import { validateJsonLine } from '../../jsonl.js';
import { EPISODES_FILE } from './results-log.js';
import { settingsDifferences, SettingsFile, type ExperimentScope, type ExperimentSettings } from './settings.js';

export const SETTINGS_FILE = 'settings.json';
export const SESSIONS_DIR = 'sessions';
export const REPORT_DIR = 'report';

/** Report files older versions wrote beside episodes.jsonl; `fresh` removes them too. */
const LEGACY_REPORT = /^(table\d+-[a-z0-9]+\.(md|csv|json)|plot-.+\.svg|report\.md|summary\.txt)$/;

export interface OpenedFolder {
  /** True when the folder already held episodes of these settings. */
  resumed: boolean;
  /** What `fresh` deleted (names inside the folder). */
  cleared: string[];
}

/** Reads `settings.json`, or null when the folder has none. */
export function readSettingsFile(dir: string): SettingsFile | null {
  const path = join(dir, SETTINGS_FILE);
  if (!existsSync(path)) return null;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new InputError(`${path}: not valid JSON (${(error as Error).message}); remove it with --fresh or use another --out folder`, { file: path });
  }
  return validateJsonLine(SettingsFile, { value: json, line: 1 }, path);
}

/**
 * Makes `dir` the results folder of `settings`, or refuses.
 * @throws InputError naming each setting that differs from the recorded ones, or a folder with
 *   episodes but no recorded settings (written by an older version)
 */
export function openResultsFolder(dir: string, settings: ExperimentSettings, scope: ExperimentScope, options: { fresh?: boolean; now?: Date; simulators?: string | undefined } = {}): OpenedFolder {
  const now = (options.now ?? new Date()).toISOString();
  const cleared = options.fresh ? clearOutputs(dir) : [];
  const recorded = readSettingsFile(dir);
  const settingsPath = join(dir, SETTINGS_FILE);
  if (recorded !== null) {
    const differences = settingsDifferences(recorded.settings, settings);
    if (differences.length > 0) {
      throw new InputError(
        [
          `${dir} holds results of other settings (${settingsPath}); this run differs in:`,
          ...differences.map((d) => `  - ${d}`),
          'Rerun with the recorded settings to resume, add --fresh to start over (deletes its episodes, sessions and report), or choose another --out folder.',
        ].join('\n'),
        { file: settingsPath },
      );
    }
  } else if (existsSync(join(dir, EPISODES_FILE))) {
    throw new InputError(
      `${dir} holds episodes but no ${SETTINGS_FILE} (written by an older iteraplan), so their settings cannot be checked; add --fresh to start over, or choose another --out folder`,
      { file: join(dir, EPISODES_FILE) },
    );
  }
  mkdirSync(dir, { recursive: true });
  const file: SettingsFile = { version: 1, settings, scope, ...(options.simulators === undefined ? {} : { simulators: options.simulators }), created: recorded?.created ?? now, updated: now };
  writeFileSync(settingsPath, JSON.stringify(file, null, 2) + '\n');
  return { resumed: recorded !== null, cleared };
}

/** Deletes what experiments write in `dir` (and nothing else); returns the names deleted. */
export function clearOutputs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const owned = new Set([EPISODES_FILE, SETTINGS_FILE, SESSIONS_DIR, REPORT_DIR]);
  const names = readdirSync(dir).filter((name) => owned.has(name) || LEGACY_REPORT.test(name) || name.startsWith('.report-'));
  for (const name of names) rmSync(join(dir, name), { recursive: true, force: true });
  return names.sort();
}
