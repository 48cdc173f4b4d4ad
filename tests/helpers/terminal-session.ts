/**
 * `plan` sessions driven in-process through a virtual terminal's menus, against a PlanHarness's
 * bridge and session folder: the offline planner (or the LLM planner on the harness's scripted
 * server), planning against the session's own bridge connection as `plan` does. One session at a
 * time: the terminal and the connection of the last one started are let go after each test, or by
 * `release()` between two sessions of one test (before a `--resume`).
 */
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { BridgeClient } from '../../src/bridge/index.js';
import { consoleReporter } from '../../src/cli/interactive/console-reporter.js';
import { TerminalApprover } from '../../src/cli/interactive/terminal-approver.js';
import { plannerSource } from '../../src/planning/planner-source.js';
import { runPlan } from '../../src/session/run-plan.js';
import { Session } from '../../src/session/session.js';
import { SESSION_DEFAULTS, type PlanResult, type PlanSettings } from '../../src/session/index.js';
import { loadWorld } from '../../src/world/index.js';
import { VirtualTerminal } from '../cli/interactive/virtual-terminal.js';
import { TEST_KITCHEN, type PlanHarness } from './plan-harness.js';

export interface TerminalSessionOptions {
  /** A session to resume; a new one of `instruction` by default. */
  readonly session?: Session;
  readonly kind?: 'offline' | 'openai';
  /** 'Serve a sliced apple on a plate' by default. */
  readonly instruction?: string;
  readonly clarify?: boolean;
}

export interface TerminalSession {
  readonly session: Session;
  readonly term: VirtualTerminal;
  readonly settings: PlanSettings;
  /** Drives the session to its end: the menus wait on `term`. */
  run(): Promise<PlanResult>;
}

export interface TerminalSessions {
  start(options?: TerminalSessionOptions): Promise<TerminalSession>;
  /** Ends the last session's terminal input and closes its bridge connection. */
  release(): Promise<void>;
}

/** Sessions on TEST_KITCHEN of the harness `h` (started by the caller); each test's last one is released after it. */
export function useTerminalSessions(h: PlanHarness): TerminalSessions {
  let client: BridgeClient | undefined;
  let term: VirtualTerminal | undefined;
  const release = async (): Promise<void> => {
    term?.input.end();
    await client?.close();
  };
  afterEach(release);

  const start = async (options: TerminalSessionOptions = {}): Promise<TerminalSession> => {
    const instruction = options.instruction ?? 'Serve a sliced apple on a plate';
    const world = loadWorld(TEST_KITCHEN, { scenesDir: h.scenesDir });
    const session = options.session ?? Session.create(h.out, instruction);
    const source = plannerSource({ kind: options.kind ?? 'offline', env: { OPENAI_BASE_URL: h.server?.baseURL }, cacheDir: join(h.scratch.dir, 'cache') });
    // The offline planner plans against the session's bridge, connected just below.
    const simulator = { simulate: (...args: Parameters<BridgeClient['simulate']>) => client!.simulate(...args) };
    const { planner, model } = await source.planner(world, { onCall: (call) => void session.record({ type: 'llm-call', call }), simulator });
    const connected = await BridgeClient.connect(h.bridge.url, { token: h.bridge.token });
    const screen = new VirtualTerminal();
    client = connected;
    term = screen;
    const approver = new TerminalApprover({ context: { input: screen.input, output: screen.output }, print: screen.print, color: false });
    const settings = { ...SESSION_DEFAULTS, instruction, scene: TEST_KITCHEN, clarify: options.clarify ?? false };
    const reporter = consoleReporter({ write: screen.print }, { color: false, showCode: false });
    return { session, term: screen, settings, run: () => runPlan(settings, { planner, model, world, client: connected, session, approver, reporter }) };
  };
  return { start, release };
}
