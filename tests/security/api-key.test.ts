/**
 * The API key never leaves the request header. `node bin/iteraplan.js plan` runs with a
 * distinctive OPENAI_API_KEY against the scripted server, once to success and once to a 401
 * whose message echoes the key (as OpenAI's does), with stack traces on. Every file the run
 * writes (its working directory, HOME and TMPDIR all point into a scratch folder: sessions, the
 * reply cache, anything else) and all its output are searched for the key; so is the environment
 * of the bridge it launched, which needs no key.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bridgeEnv } from '../helpers/bridge.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI, type ScriptedReply } from '../helpers/openai-server.js';
import { makeScenesDir } from '../helpers/scenes.js';
import { happyReplies, STAGE1, TEST_KITCHEN } from '../helpers/plan-harness.js';
import { sendCompletion } from '../faults/completion.js';
import { bridgeChildOf, canListChildren } from '../faults/processes.js';

const KEY = 'sk-proj-IteraPlanLeakCanary-7Qx2Zr9Wk4Lm8Tb';

let scenes: ReturnType<typeof makeScenesDir>;
const scratches: Scratch[] = [];
const servers: ScriptedOpenAI[] = [];
beforeAll(async () => {
  await ensureBuilt();
  scenes = makeScenesDir();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const scratch of scratches) scratch.remove();
  scenes?.remove();
});

/** Every regular file under `dir`, with its content. */
function filesUnder(dir: string): Array<{ path: string; text: string }> {
  const found: Array<{ path: string; text: string }> = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) found.push(...filesUnder(path));
    else if (stat.isFile()) found.push({ path, text: readFileSync(path).toString('latin1') });
  }
  return found;
}

/**
 * Runs plan in a fresh folder against a server that answers the first request with `first`
 * (after reading the launched bridge's environment) and the rest with `rest`.
 */
async function planWithKey(first: (response: ServerResponse) => void, rest: ScriptedReply[] = []) {
  const scratch = makeScratch('iteraplan-key-');
  scratches.push(scratch);
  const server = await startScriptedOpenAI();
  servers.push(server);
  const env = bridgeEnv({
    ITERAPLAN_SCENES: scenes.dir,
    OPENAI_API_KEY: KEY,
    OPENAI_BASE_URL: server.baseURL,
    HOME: scratch.dir,
    TMPDIR: scratch.dir,
    ITERAPLAN_DEBUG: '1',
  });
  const cli = execa('node', [BIN, 'plan', 'I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify', '--code-by-construction', 'off'], {
    cwd: scratch.dir,
    env,
    extendEnv: false,
    reject: false,
  });
  let bridgeEnvironment: string | undefined;
  server.enqueue(
    reply.handler((_request, response) => {
      if (canListChildren) bridgeEnvironment = readFileSync(`/proc/${bridgeChildOf(cli.pid!)}/environ`, 'latin1');
      first(response);
    }),
    ...rest,
  );
  const result = await cli;
  return { result, server, dir: scratch.dir, bridgeEnvironment };
}

/** OpenAI's 401, which quotes the key it was given. */
function refuseKey(response: ServerResponse): void {
  const message = `Incorrect API key provided: ${KEY}. You can find your API key at your account page.`;
  const body = JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
  response.writeHead(401, { 'content-type': 'application/json' });
  response.end(body);
}

describe.concurrent('OPENAI_API_KEY', () => {
  test('a successful session: the key is sent as the bearer token and written nowhere', async () => {
    const [, stage2, code] = happyReplies();
    const { result, server, dir, bridgeEnvironment } = await planWithKey((response) => sendCompletion(response, JSON.stringify(STAGE1)), [stage2!, code!]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(server.requests.length).toBeGreaterThanOrEqual(3);
    for (const request of server.requests) expect(request.headers['authorization']).toBe(`Bearer ${KEY}`);

    const files = filesUnder(dir);
    const names = files.map((f) => f.path);
    expect(names.some((p) => p.endsWith('transcript.jsonl'))).toBe(true);
    expect(names.some((p) => p.includes(join('.iteraplan', 'cache')))).toBe(true);
    expect(names.some((p) => p.endsWith('result.json'))).toBe(true);
    for (const file of files) expect(file.text.includes(KEY), file.path).toBe(false);
    expect(result.stdout + result.stderr).not.toContain(KEY);
    if (bridgeEnvironment !== undefined) expect(bridgeEnvironment).not.toContain(KEY);
  });

  test('a 401 that echoes the key: exit 3, and the key is in no output and no file', async () => {
    const { result, dir, bridgeEnvironment } = await planWithKey(refuseKey);
    expect(result.exitCode).toBe(3);
    expect(result.stderr).toMatch(/refused the API key \(HTTP 401: Incorrect API key provided: \[redacted\]/);
    expect(result.stdout + result.stderr).not.toContain(KEY);
    expect(result.stdout + result.stderr).not.toContain(KEY.slice(0, 20)); // not even a prefix of it
    const files = filesUnder(dir);
    expect(files.some((f) => f.path.endsWith('transcript.jsonl'))).toBe(true);
    for (const file of files) expect(file.text.includes(KEY), file.path).toBe(false);
    if (bridgeEnvironment !== undefined) expect(bridgeEnvironment).not.toContain(KEY);
  });
});
