/**
 * The bridge process dies mid-session. `node bin/iteraplan.js plan` runs as a child; the first
 * code version fails to execute, and while the LLM is asked for the refinement the test kills
 * the bridge's Python process (found as the CLI's child). The refined code then cannot run: the
 * command ends with exit 3 and a clear message, the session directory holds everything decided
 * (transcript valid line by line, both code versions), and `--resume` finishes it with a fresh
 * bridge and no further LLM call.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PlanResult } from '../../src/session/plan-result.js';
import { Session } from '../../src/session/session.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';
import { makeScenesDir } from '../helpers/scenes.js';
import { CLOSED_DRAWER_PLAN, fenced, promptOf, reply, SALAD_PLAN, STAGE1, STAGE2, TEST_KITCHEN } from '../helpers/plan-harness.js';
import { sendCompletion } from './completion.js';
import { bridgeChildOf, canListChildren } from './processes.js';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
const servers: ScriptedOpenAI[] = [];
beforeAll(async () => {
  await ensureBuilt();
  scenes = makeScenesDir();
  scratch = makeScratch('iteraplan-killed-');
});
afterAll(async () => {
  for (const server of servers) await server.close();
  scenes?.remove();
  scratch?.remove();
});

async function scriptedServer(): Promise<ScriptedOpenAI> {
  const server = await startScriptedOpenAI();
  servers.push(server);
  return server;
}

function iteraplan(args: string[], server: ScriptedOpenAI) {
  const env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, OPENAI_BASE_URL: server.baseURL });
  delete env['OPENAI_API_KEY'];
  const common = ['--planner', 'openai', '--code-by-construction', 'off', '--yes', '--json', '--out', join(scratch.dir, 'runs'), '--cache', join(scratch.dir, 'cache')];
  return execa('node', [BIN, 'plan', ...args, ...common], { cwd: scratch.dir, env, extendEnv: false, reject: false });
}

describe.skipIf(!canListChildren)('the bridge killed during a plan', () => {
  test('exit 3 with a clear message, the session intact, and --resume finishes it', async () => {
    const server = await scriptedServer();
    let killed: number | undefined;
    const cli = iteraplan(['I feel hungry', '--scene', TEST_KITCHEN, '--no-clarify'], server);
    server.enqueue(
      reply.json(STAGE1),
      reply.json(STAGE2),
      fenced(CLOSED_DRAWER_PLAN),
      // The execution refinement: kill the bridge, then give the fix it will never get to run.
      reply.handler((_request, response) => {
        killed = bridgeChildOf(cli.pid!);
        process.kill(killed, 'SIGKILL');
        sendCompletion(response, '```python\n' + SALAD_PLAN + '```');
      }),
    );
    const first = await cli;
    expect(killed).toBeDefined();
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate', 'refine-execution']);
    expect(first.exitCode, first.stderr).toBe(3);
    expect(JSON.parse(first.stdout)).toMatchObject({ error: { code: 'EnvironmentError', exitCode: 3 } });
    // The refined code's dry run (`simulate`) is the first request after the kill; whether the
    // client saw the close before sending it is up to the kernel; both say why.
    expect(first.stderr).toMatch(/(no reply to|cannot send) 'simulate': the bridge at ws:\/\/127\.0\.0\.1:\d+ closed the connection/);
    expect(first.stderr).not.toMatch(/unexpected error|at .*\.js:\d+/);

    // The session holds everything decided before the crash.
    const sessions = readdirSync(join(scratch.dir, 'runs'));
    expect(sessions).toHaveLength(1);
    const dir = join(scratch.dir, 'runs', sessions[0]!);
    expect(first.stderr).toContain(`continue it with: iteraplan plan --resume ${dir}`);
    const session = Session.open(dir); // validates every transcript line
    const types = session.events.map((e) => e.type).filter((t) => t !== 'llm-call');
    expect(types).toEqual(['start', 'preferences', 'llm-structured-mode', 'decomposition', 'decomposition', 'plan-review', 'goal', 'goal-at-start', 'code', 'goal-check', 'decision', 'execution', 'decision', 'code']);
    expect(session.events.filter((e) => e.type === 'llm-call')).toHaveLength(4);
    expect(readFileSync(join(dir, 'code-v1.py'), 'utf8')).toBe(CLOSED_DRAWER_PLAN);
    expect(readFileSync(join(dir, 'code-v2.py'), 'utf8')).toBe(SALAD_PLAN);
    expect(session.last('code')).toMatchObject({ version: 2, origin: 'execution-refinement' });
    expect(existsSync(join(dir, 'result.json'))).toBe(false);

    // --resume: a new bridge, the refined code runs and is allocated; nothing is asked of the LLM.
    const resumeServer = await scriptedServer();
    const resumed = await iteraplan(['--resume', dir], resumeServer);
    expect(resumed.exitCode, resumed.stderr).toBe(0);
    expect(resumeServer.requests).toHaveLength(0);
    const result = JSON.parse(resumed.stdout) as PlanResult;
    expect(result).toMatchObject({ success: true, reason: 'success', sessionDir: dir, finalCode: SALAD_PLAN.trimEnd() });
    expect(result.codeVersions.map((v) => v.origin)).toEqual(['generated', 'execution-refinement']);
    expect(result.counts.executionRefinements).toBe(1);
    expect(result.allocatedExecution).toMatchObject({ success: true });
    const after = Session.open(dir).events.map((e) => e.type).filter((t) => t !== 'llm-call');
    expect(after.slice(0, types.length)).toEqual(types);
    // v2's dry run first (the kill interrupted it), then its run, judged against the goal before allocation.
    expect(after.slice(types.length)).toEqual(['goal-check', 'execution', 'goal-check', 'allocation-decision', 'allocation', 'execution', 'end']);
  });
});
