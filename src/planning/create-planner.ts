/** Builds the planner a command asked for: the LLM (live or replayed) or the offline one. */
import { join } from 'node:path';
import { DEFAULT_CACHE_DIR, openLlmClient, type LlmEnv, type LlmRecorder } from '../llm/index.js';
import { createOfflinePlanner } from './offline/index.js';
import { LlmPlanner } from './llm-planner.js';
import type { Planner, PlannerKind } from './planner.js';
import { loadPromptTemplates } from './prompts.js';
import { findProjectRoot, type World } from '../world/index.js';

export interface PlannerSetup {
  world: World;
  env: LlmEnv;
  model?: string | undefined;
  /** `--llm-timeout` in milliseconds (default ITERAPLAN_LLM_TIMEOUT, else 120 s). */
  llmTimeoutMs?: number | undefined;
  /** Where live calls are stored for replay (default .iteraplan/cache). */
  cacheDir?: string | undefined;
  /** A session or cache directory to replay from. */
  replayPath?: string | undefined;
  /** Progress lines for the person: an LLM attempt retried, a warning the run goes on after (an unwritable cache). */
  warn?: ((message: string) => void) | undefined;
  /** Receives every LLM call (the session transcript). */
  session?: { record(event: { type: 'llm-call'; call: Parameters<LlmRecorder['record']>[0] }): unknown };
}

/** The planner and the model name to record (null for the offline planner). */
export async function createPlanner(kind: PlannerKind, setup: PlannerSetup): Promise<{ planner: Planner; model: string | null }> {
  if (kind === 'offline') return { planner: createOfflinePlanner({ catalogue: setup.world.catalogue }), model: null };
  const recorder: LlmRecorder = { record: (call) => void setup.session?.record({ type: 'llm-call', call }) };
  const templates = loadPromptTemplates(join(findProjectRoot(), 'prompts'));
  // A replay is keyed with the recording's own model; --model picks the live one.
  const client = await openLlmClient(
    kind === 'replay'
      ? { replayPath: setup.replayPath!, env: setup.env, recorder }
      : { env: setup.env, model: setup.model, timeoutMs: setup.llmTimeoutMs, cacheDir: setup.cacheDir ?? DEFAULT_CACHE_DIR, recorder, warn: setup.warn },
  );
  return { planner: new LlmPlanner(client, templates, kind), model: client.model };
}
