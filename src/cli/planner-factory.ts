/** Builds the planner a command asked for: the LLM (live or replayed) or the offline one. */
import { join } from 'node:path';
import { createLlmClient, createReplayClient, DEFAULT_CACHE_DIR, llmConfigFromEnv, type LlmEnv, type LlmRecorder } from '../llm/index.js';
import { createOfflinePlanner } from '../llm/offline/index.js';
import { LlmPlanner } from '../planning/llm-planner.js';
import type { Planner, PlannerKind } from '../planning/planner.js';
import { loadPromptTemplates } from '../planning/prompts.js';
import { findProjectRoot, type World } from '../world/index.js';

export interface PlannerSetup {
  world: World;
  env: LlmEnv;
  model?: string | undefined;
  /** Where live calls are stored for replay (default .iteraplan/cache). */
  cacheDir?: string | undefined;
  /** A session or cache directory to replay from. */
  replayPath?: string | undefined;
  /** Receives every LLM call (the session transcript). */
  session?: { record(event: { type: 'llm-call'; call: Parameters<LlmRecorder['record']>[0] }): unknown };
}

/** The planner and the model name to record (null for the offline planner). */
export async function createPlanner(kind: PlannerKind, setup: PlannerSetup): Promise<{ planner: Planner; model: string | null }> {
  if (kind === 'offline') return { planner: createOfflinePlanner({ catalogue: setup.world.catalogue }), model: null };
  const recorder: LlmRecorder = { record: (call) => void setup.session?.record({ type: 'llm-call', call }) };
  const templates = loadPromptTemplates(join(findProjectRoot(), 'prompts'));
  if (kind === 'replay') {
    const client = await createReplayClient({ path: setup.replayPath!, recorder });
    return { planner: new LlmPlanner(client, templates, 'replay'), model: client.model };
  }
  const config = llmConfigFromEnv(setup.env, { model: setup.model });
  const client = createLlmClient({ ...config, recorder, cacheDir: setup.cacheDir ?? DEFAULT_CACHE_DIR });
  return { planner: new LlmPlanner(client, templates, 'openai'), model: client.model };
}
