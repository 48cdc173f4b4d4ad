/**
 * `iteraplan experiment --planner combined`: the real `openai` SDK against the scripted server,
 * a real bridge launched by the command. The run is recorded as the combined planner's (settings,
 * every episode's session, the report), with the search on.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { main } from '../../src/cli/main.js';
import { SessionEvent } from '../../src/session/events.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { relaxTask } from '../helpers/user-review.js';
import { reply, startScriptedOpenAI, type ReceivedRequest, type ScriptedOpenAI } from '../helpers/openai-server.js';

/** The relax request in FloorPlan301, judged by its lights dimmed. */
const suiteYaml = stringify({ suite: 'combined-small', tasks: [relaxTask({ id: 'relax' })] });

interface ChatBody {
  messages: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
}

const schemaOf = (request: ReceivedRequest) => (request.body as ChatBody).response_format?.json_schema?.name ?? null;
const blindsOpen = { exists: { type: ['Blinds'], in: null, is: ['open'], fillLiquid: null, was: null } };

/** The scripted model: it reads the request as letting the daylight in, and writes code for that. */
function model(request: ReceivedRequest): string | object {
  const user = (request.body as ChatBody).messages.at(-1)!.content;
  switch (schemaOf(request)) {
    case 'task_decomposition':
      return { taskDescription: 'Let the daylight in.', subtasks: ['Open the blinds.'], neededObjects: ['Blinds'] };
    case 'stated_plan':
      return { taskDescription: 'Let the daylight in.', subtasks: ['Open the blinds.'], neededObjects: ['Blinds'], goal: [{ name: 'blinds open', all: [blindsOpen] }] };
    case 'allocation':
      return { assignments: [...user.matchAll(/^line (\d+):/gm)].map((m) => ({ line: Number(m[1]), agent: 'human' })) };
  }
  return "```python\ndef task():\n    OpenObject('Blinds')\n\ntask()\n```";
}

let server: ScriptedOpenAI | undefined;
afterEach(async () => {
  await server?.close();
});

describe('iteraplan experiment --planner combined', () => {
  it("records the combined planner in the settings, each session and the report; the reader's goal is the plan's goal", async () => {
    server = await startScriptedOpenAI();
    server.enqueue(...Array.from({ length: 30 }, () => reply.decided(model)));
    const dir = mkdtempSync(join(tmpdir(), 'combined-'));
    const suite = join(dir, 'small.yaml');
    writeFileSync(suite, suiteYaml);
    const out = join(dir, 'results');
    const env: NodeJS.ProcessEnv = { ...bridgeEnv(), OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test' };
    delete env['ITERAPLAN_MODEL'];
    const captured = captureIO(env);
    const code = await main(['experiment', '--suite', suite, '--planner', 'combined', '--models', 'planner-a', '--out', out, '--concurrency', '1', '--code-by-construction', 'off', '--json'], captured.io);
    expect(code, captured.stderr()).toBe(0);

    const settings = JSON.parse(readFileSync(join(out, 'settings.json'), 'utf8')).settings;
    expect(settings).toMatchObject({ planner: { mode: 'combined' }, searchFix: true });
    const [record] = readFileSync(join(out, 'episodes.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(record).toMatchObject({ task: 'relax', model: 'planner-a', status: 'finished' });
    const events = readFileSync(join(record.sessionDir, 'transcript.jsonl'), 'utf8').trim().split('\n').map((line) => SessionEvent.parse(JSON.parse(line)));
    expect(events.find((e) => e.type === 'start')).toMatchObject({ planner: 'combined', options: { searchFix: true } });
    // The model's 'blinds open' gave way to the reader's reading of a tired person.
    expect(events.find((e) => e.type === 'goal-dropped')).toMatchObject({ outcome: 'reader-goal', dropped: [{ alternative: { name: 'blinds open' }, why: 'not-the-reading' }] });
    const goal = events.find((e) => e.type === 'goal');
    expect(goal).toBeDefined();
    expect(goal).not.toMatchObject({ alternatives: [{ name: 'blinds open' }] });
    expect(readFileSync(join(out, 'report', 'report.md'), 'utf8')).toMatch(/planner\s*\|\s*combined/);
  });
});
