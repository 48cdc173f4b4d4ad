/**
 * The LLM planner's settings a `plan` session records in its start event and keeps when resumed:
 * `--goal-hints` and `--code-by-construction` change what the planner's prompts hold. Unlike the
 * session's budgets (`--max-refinements`, `--search-fix`), they cannot change mid-session: the
 * calls before and after a resume would be of two planners, and the session would no longer
 * replay as one. A flag given again with another value is refused (exit 2), naming it.
 */
import { InputError } from '../errors.js';
import type { CodeByConstruction } from '../planning/index.js';
import type { SessionOptions } from '../session/index.js';
import type { LlmFlags } from './llm-options.js';

/** The planner settings of one session. */
export interface PlannerSettings {
  goalHints: boolean;
  codeByConstruction: CodeByConstruction;
}
export type PlannerSetting = keyof PlannerSettings;

/** Each setting's flag and how a value of it is said. */
const FLAGS: { [K in PlannerSetting]: { flag: string; words(value: PlannerSettings[K]): string } } = {
  goalHints: { flag: '--goal-hints', words: (on) => `goal hints ${on ? 'on' : 'off'}` },
  codeByConstruction: { flag: '--code-by-construction', words: (when) => `code by construction ${when}` },
};

/**
 * The planner settings of a session: a new one's (or one whose transcript predates them) are the
 * flags'; a resumed one keeps those its start event recorded, and a replay those of the session it replays.
 * @param given whether the setting's flag was given on the command line (not its default)
 * @throws InputError (exit 2) when a flag given on resume asks for another value than the recorded one
 */
export function plannerSettings(flags: LlmFlags, given: (setting: PlannerSetting) => boolean, recorded: SessionOptions | undefined, by: 'resumed' | 'replayed' = 'resumed'): PlannerSettings {
  const keep = <K extends PlannerSetting>(name: K): PlannerSettings[K] => {
    const kept = recorded?.[name] as PlannerSettings[K] | undefined;
    const asked = flags[name] as PlannerSettings[K];
    if (kept === undefined) return asked;
    if (given(name) && asked !== kept) {
      const { flag, words } = FLAGS[name];
      throw new InputError(
        by === 'resumed'
          ? `${flag}: the session being resumed was started with ${words(kept)}, and a resumed session plans as it started (so its calls replay as one session); ` +
              `leave out ${flag}, or start a new session for ${words(asked)}`
          : `${flag}: the session being replayed was planned with ${words(kept)}, and a replay plans as it did (other prompts would find no recorded reply); leave out ${flag}`,
      );
    }
    return kept;
  };
  return { goalHints: keep('goalHints'), codeByConstruction: keep('codeByConstruction') };
}
