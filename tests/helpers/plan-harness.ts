/**
 * What the `iteraplan plan` tests share: a real bridge serving the TestKitchen fixture, a
 * scripted OpenAI-compatible server the real `openai` SDK talks to, the scripted replies of a
 * small session (serve a sliced apple), and ways to read the requests the server received.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { BridgeProcess } from '../../src/bridge/index.js';
import { loadPromptTemplates, type PromptName } from '../../src/planning/prompts.js';
import type { PlanResult } from '../../src/session/plan-result.js';
import { SessionEvent } from '../../src/session/events.js';
import { bridgeEnv, ROOT, startBridge } from './bridge.js';
import { captureIO } from './capture.js';
import { makeScratch, type Scratch } from './files.js';
import { reply, startScriptedOpenAI, type ReceivedRequest, type ScriptedOpenAI, type ScriptedReply } from './openai-server.js';
import { SALAD_PLAN, SALAD_PLAN_CLOSING_FIRST } from './plans.js';
import { makeScenesDir, TEST_KITCHEN } from './scenes.js';

export { reply, SALAD_PLAN, SALAD_PLAN_CLOSING_FIRST, TEST_KITCHEN };

/** Stage 1 of the sliced-apple session: only types of the TestKitchen list. */
export const STAGE1 = {
  taskDescription: 'Serve a sliced apple on a plate.',
  subtasks: ['Slice the apple with the knife.', 'Put the slices on the plate.'],
  neededObjects: ['Apple', 'Knife', 'Plate'],
};

/** Stage 2: the knife is in a closed drawer, so the drawer joins the plan. */
export const STAGE2 = {
  taskDescription: 'Open the drawer, slice the apple with the knife and serve the slices on the plate.',
  subtasks: ['Open the drawer.', 'Slice the apple with the knife.', 'Put the slices on the plate.', 'Close the drawer.'],
  neededObjects: ['Drawer', 'Knife', 'Apple', 'AppleSliced', 'Plate'],
  goal: [{ name: 'apple served', all: [{ exists: { type: ['AppleSliced'], in: 'Plate', is: [], fillLiquid: null, was: null } }] }],
};

/** STAGE2 in the short form a server holding replies to a grammar gets (planning/plan-compact.ts). */
export const STAGE2_COMPACT = `Task: ${STAGE2.taskDescription}
${STAGE2.subtasks.map((s, i) => `${i + 1}. ${s}`).join('\n')}
Needed objects: ${STAGE2.neededObjects.join(', ')}
Done when apple served: AppleSliced in Plate
`;

/** The goal STAGE2 states, as the session records it (the goal vocabulary's own form). */
export const STAGE2_GOAL = [{ name: 'apple served', all: [{ exists: { type: 'AppleSliced', in: 'Plate' } }] }];

/** STAGE2 as the session records it. */
export const STAGE2_PLAN = { ...STAGE2, goal: STAGE2_GOAL };

/** A reply holding `code` in one fenced python block. */
export function fenced(code: string): ScriptedReply {
  return reply.completion('```python\n' + code + '```');
}

/** Fails at line 3: the knife is in the closed drawer. */
export const CLOSED_DRAWER_PLAN = `def slice_an_apple():
    # The drawer is never opened.
    SliceObject('Apple', 'Knife')
    PutObject('AppleSliced', 'Plate')

slice_an_apple()
`;

/** Fails at line 3 as CLOSED_DRAWER_PLAN does, but is another program (a refinement that did not help). */
export const CLOSED_DRAWER_PLAN_AGAIN = `def slice_an_apple():
    # Still never opened.
    SliceObject('Apple', 'Knife')
    PutObject('AppleSliced', 'Plate')
    PutObject('AppleSliced', 'Plate')

slice_an_apple()
`;

/** Opens the drawer and slices the apple, then fails: the egg is in the closed fridge. */
export const FAILS_MIDWAY = `def breakfast():
    OpenObject('Drawer')
    SliceObject('Apple', 'Knife')
    PutObject('Egg', 'Pan')
    CloseObject('Drawer')

breakfast()
`;

/** Only works where the apple is already sliced and the drawer already open: after the prefix, without a reset. */
export const REMAINDER = `def finish():
    OpenObject('Fridge')
    PutObject('Egg', 'Pan')
    CloseObject('Fridge')
    PutObject('AppleSliced', 'Plate')
    CloseObject('Drawer')

finish()
`;

/** Stage 1, stage 2 and the code of a session that succeeds at once. */
export function happyReplies(): ScriptedReply[] {
  return [reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN)];
}

const templates = loadPromptTemplates(join(ROOT, 'prompts'));

/**
 * Which prompt template a request was rendered from, told by its system message; for a planning
 * stage (the shared planner context), by the task at the end of its user message.
 */
export function promptOf(request: ReceivedRequest): PromptName {
  const system = messagesOf(request)[0]?.content ?? '';
  const startsLike = (text: string) => {
    const fixed = text.split('{{')[0]!.trim();
    return fixed !== '' && system.startsWith(fixed);
  };
  if (startsLike(templates['planner-context'].system)) {
    const user = userPrompt(request);
    for (const name of ['code-repair', 'refine-execution', 'refine-feedback', 'refine-goal', 'code-generate', 'stage2-refine', 'stage1-decompose'] as const) {
      const fixed = templates[name].sections.task!.split('{{')[0]!.trim();
      if (user.includes(`\n${fixed}`)) return name;
    }
  }
  for (const [name, template] of Object.entries(templates)) {
    if (startsLike(template.system)) return name as PromptName;
  }
  throw new Error(`a request from no known prompt template: ${system.slice(0, 120)}`);
}

export function messagesOf(request: ReceivedRequest): { role: string; content: string }[] {
  return (request.body as { messages: { role: string; content: string }[] }).messages;
}

/** The user message the prompt template rendered (the request's second message). */
export function userPrompt(request: ReceivedRequest): string {
  return messagesOf(request)[1]!.content;
}

/** The last message of a request: what was added for a retry. */
export function lastMessage(request: ReceivedRequest): string {
  return messagesOf(request).at(-1)!.content;
}

/** The requests rendered from one template, in order. */
export function requestsOf(server: ScriptedOpenAI, name: PromptName): ReceivedRequest[] {
  return server.requests.filter((r) => promptOf(r) === name);
}

/** The events of a session's transcript, validated. */
export function transcript(sessionDir: string): SessionEvent[] {
  return readFileSync(join(sessionDir, 'transcript.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => SessionEvent.parse(JSON.parse(line)));
}

/** The session directory a run without --json names on stderr. */
export function sessionDirIn(stderr: string): string {
  const line = stderr.split('\n').find((l) => l.startsWith('Session: '));
  if (line === undefined) throw new Error(`no session line in:\n${stderr}`);
  return line.slice('Session: '.length);
}

export interface PlanOutcome {
  code: number;
  stdout: string;
  stderr: string;
  /** The `--json` result. */
  result(): PlanResult;
  /** stderr and, when it names a session, that session's events in brief: the message of an assertion on `code`. */
  explained(): string;
}

/** The events of the session stderr names, one line each (an LLM call with its stage and reply's start), for a failure's message. */
function sessionBrief(stderr: string): string {
  const named = /^Session: (\S+)$|The session so far is in (\S+?);/m.exec(stderr);
  const dir = named?.[1] ?? named?.[2];
  if (dir === undefined) return '';
  try {
    const lines = transcript(dir).map((e) =>
      e.type === 'llm-call' ? `llm-call ${e.call.stage}: ${e.call.response.text.slice(0, 160).replace(/\s+/g, ' ')}` : e.type === 'goal-dropped' ? `goal-dropped (${e.outcome}): ${e.dropped.map((d) => d.says).join('; ')}` : e.type,
    );
    return `\nsession events:\n${lines.join('\n')}`;
  } catch (error) {
    return `\n(no transcript in ${dir}: ${String(error)})`;
  }
}

/**
 * One bridge and one scenes folder for a test file; a fresh scripted server for each test.
 * `run` calls the CLI in-process with `--bridge`, `--out` and `--cache` filled in.
 */
export class PlanHarness {
  server!: ScriptedOpenAI;
  bridge!: BridgeProcess;
  scratch!: Scratch;
  private scenes!: ReturnType<typeof makeScenesDir>;

  async start(): Promise<void> {
    this.scenes = makeScenesDir();
    this.scratch = makeScratch('iteraplan-plan-');
    this.bridge = await startBridge(this.scenes.dir);
  }

  async stop(): Promise<void> {
    await this.server?.close();
    await this.bridge?.close();
    this.scenes?.remove();
    this.scratch?.remove();
  }

  /** A new scripted server with these replies queued. */
  async script(...replies: ScriptedReply[]): Promise<ScriptedOpenAI> {
    await this.server?.close();
    this.server = await startScriptedOpenAI();
    this.server.enqueue(...replies);
    return this.server;
  }

  /** The scenes folder the bridge serves (the catalogue and TestKitchen). */
  get scenesDir(): string {
    return this.scenes.dir;
  }

  /** Where sessions are written. */
  get out(): string {
    return join(this.scratch.dir, 'runs');
  }

  /** The environment of a run: fixture scenes, the bridge's token, the scripted endpoint. */
  env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const env = bridgeEnv({ ITERAPLAN_SCENES: this.scenes.dir, ITERAPLAN_BRIDGE_TOKEN: this.bridge.token, OPENAI_BASE_URL: this.server.baseURL });
    delete env['OPENAI_API_KEY'];
    delete env['ITERAPLAN_MODEL'];
    return { ...env, ...extra };
  }

  /** Runs `iteraplan plan <argv>` in-process against the bridge and the scripted server. */
  async run(argv: string[], options: { env?: Record<string, string>; interactive?: boolean; terminal?: boolean } = {}): Promise<PlanOutcome> {
    const captured = captureIO(this.env(options.env));
    if (options.interactive !== undefined) captured.io.interactive = options.interactive;
    // stderr as a terminal: text written as shown (redrawn lines keep their carriage returns).
    if (options.terminal === true) {
      const sink = captured.io.stderr;
      captured.io.stderr = { write: (text: string) => sink.write(text), writeShown: (text: string) => sink.write(text), isTTY: true };
    }
    // The scripted replies are skill code (the text path); tests of the JSON path say so.
    const format = argv.includes('--code-by-construction') ? [] : ['--code-by-construction', 'off'];
    const code = await main(
      ['plan', ...argv, ...format, '--bridge', this.bridge.url, '--out', this.out, '--cache', join(this.scratch.dir, 'cache')],
      captured.io,
    );
    return {
      code,
      stdout: captured.stdout(),
      stderr: captured.stderr(),
      result: () => JSON.parse(captured.stdout()) as PlanResult,
      explained: () => captured.stderr() + sessionBrief(captured.stderr()),
    };
  }
}
