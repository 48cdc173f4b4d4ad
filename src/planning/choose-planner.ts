/** Which planner a session uses, and the one line that tells the user why and how to switch. */
import { EnvironmentError, InputError } from '../errors.js';
import { describeEndpoint } from '../llm/index.js';
import { llmConfigFromEnv, type LlmEnv } from '../llm/index.js';

export type PlannerOption = 'auto' | 'openai' | 'combined' | 'offline' | 'replay';
/**
 * `combined`: the LLM planner with the household reader beside it (docs/combined-planner.md): the
 * reader's goal, where it reads one, is the plan's goal; the model plans toward it, and the offline
 * search finds how.
 */
export type PlannerKind = 'openai' | 'combined' | 'offline' | 'replay';

/** The planners that plan with a live LLM endpoint. */
export function plansWithLlm(kind: string): kind is 'openai' | 'combined' {
  return kind === 'openai' || kind === 'combined';
}

export interface PlannerChoice {
  planner: PlannerKind;
  /** One line for the terminal. */
  explanation: string;
}

export interface ChoosePlannerInput {
  planner: PlannerOption;
  env: LlmEnv;
  /** `--model`, to name the model in the explanation. */
  model?: string | undefined;
  /** `--replay` (a run directory or cache directory); required by the replay planner. */
  replayPath?: string | undefined;
}

/**
 * `auto` picks the LLM when OPENAI_API_KEY or OPENAI_BASE_URL is set, else the offline planner.
 * @throws EnvironmentError for `openai` or `combined` with neither variable set
 * @throws InputError for `replay` without a replay path
 */
export function choosePlanner(input: ChoosePlannerInput): PlannerChoice {
  const config = llmConfigFromEnv(input.env, { model: input.model });
  const configured = config.apiKey !== undefined || config.baseURL !== undefined;
  const endpoint = config.baseURL === undefined ? 'the OpenAI API' : describeEndpoint(config.baseURL);
  const because = config.apiKey !== undefined ? 'OPENAI_API_KEY is set' : 'OPENAI_BASE_URL is set';

  switch (input.planner) {
    case 'replay':
      if (input.replayPath === undefined || input.replayPath.trim() === '') {
        throw new InputError('--planner replay needs --replay <run directory or cache directory>');
      }
      return {
        planner: 'replay',
        explanation: `Planner: replay of ${input.replayPath} (no network); a request not recorded there is an error.`,
      };
    case 'offline':
      return {
        planner: 'offline',
        explanation: 'Planner: offline (built-in, no network), as asked; use --planner openai with OPENAI_API_KEY set to plan with an LLM.',
      };
    case 'openai':
    case 'combined':
      if (!configured) {
        throw new EnvironmentError(
          `--planner ${input.planner} needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local server); use --planner offline to plan without an LLM`,
        );
      }
      return {
        planner: input.planner,
        explanation:
          input.planner === 'openai'
            ? `Planner: LLM ${config.model} via ${endpoint}, as asked; use --planner offline to plan without it.`
            : `Planner: combined, the household reader's goal with LLM ${config.model} via ${endpoint} and the offline search, as asked; use --planner offline to plan without the LLM.`,
      };
    case 'auto':
      if (configured) {
        return {
          planner: 'openai',
          explanation: `Planner: LLM ${config.model} via ${endpoint} (auto: ${because}); use --planner offline to plan without it.`,
        };
      }
      return {
        planner: 'offline',
        explanation:
          'Planner: offline (auto: neither OPENAI_API_KEY nor OPENAI_BASE_URL is set); set one of them or use --planner openai to plan with an LLM.',
      };
  }
}
