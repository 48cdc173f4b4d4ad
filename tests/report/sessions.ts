/**
 * Real sessions for the report tests: `iteraplan plan` in-process with the offline planner on
 * FloorPlan1 over a real bridge, written to a scratch folder. One runs to its end without meeting
 * its goal: after "do not turn on the stove" the egg is cracked into the Pan but stays raw.
 */
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { scenesDir } from '../../src/world/index.js';
import type { BridgeProcess } from '../../src/bridge/index.js';
import { bridgeEnv, startBridge } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

export interface RunOutput {
  code: number;
  stdout: string;
  stderr: string;
}

export class ReportSessions {
  bridge!: BridgeProcess;
  scratch!: Scratch;

  async start(): Promise<void> {
    this.scratch = makeScratch('iteraplan-report-');
    this.bridge = await startBridge(scenesDir());
  }

  async stop(): Promise<void> {
    await this.bridge?.close();
    this.scratch?.remove();
  }

  get out(): string {
    return join(this.scratch.dir, 'runs');
  }

  /** Runs any `iteraplan` command in-process. */
  async cli(argv: string[], options: { interactive?: boolean; env?: Record<string, string> } = {}): Promise<RunOutput> {
    const captured = captureIO(bridgeEnv({ ITERAPLAN_BRIDGE_TOKEN: this.bridge.token, ...options.env }));
    if (options.interactive !== undefined) captured.io.interactive = options.interactive;
    const code = await main(argv, captured.io);
    return { code, stdout: captured.stdout(), stderr: captured.stderr() };
  }

  /** `iteraplan plan` with the offline planner on FloorPlan1, approving everything. */
  plan(instruction: string, ...extra: string[]): Promise<RunOutput> {
    return this.cli(['plan', instruction, '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--bridge', this.bridge.url, '--out', this.out, ...extra]);
  }
}

/** The session folder a plan run names in its final summary (stdout). */
export function sessionDirOf(output: RunOutput): string {
  const match = /Session written to (.+)\n/.exec(output.stdout) ?? /"sessionDir":"([^"]+)"/.exec(output.stdout);
  if (!match) throw new Error(`no session folder in:\n${output.stdout.slice(-400)}`);
  return match[1]!;
}
