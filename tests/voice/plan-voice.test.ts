/**
 * `iteraplan plan --audio/--voice` end to end: the espeak-ng WAV goes through the real SDK to the
 * scripted server, the offline planner plans the transcript in a real bridge, and the session
 * records where the instruction came from.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { ExitCode } from '../../src/errors.js';
import { Session } from '../../src/session/session.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';
import { TEST_KITCHEN, makeScenesDir } from '../helpers/scenes.js';
import { FIXTURE_WAV } from './speech-fixture.js';
import { fenced, SALAD_PLAN, STAGE1, STAGE2 } from '../helpers/plan-harness.js';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
let server: ScriptedOpenAI;
beforeAll(() => {
  scenes = makeScenesDir();
});
afterAll(() => scenes.remove());
beforeEach(async () => {
  scratch = makeScratch('iteraplan-plan-voice-');
  server = await startScriptedOpenAI();
});
afterEach(async () => {
  scratch.remove();
  await server.close();
});

/** Runs `iteraplan plan ...` in-process with the offline planner and `--yes`. */
async function plan(args: string[], env: NodeJS.ProcessEnv = {}) {
  const captured = captureIO(
    bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-voice-test-key', ITERAPLAN_TRANSCRIBE_MODEL: '', ...env }),
  );
  const code = await main(['plan', ...args, '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--out', scratch.dir], captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

function sessionDirs(): string[] {
  return readdirSync(scratch.dir).map((name) => join(scratch.dir, name));
}

describe('iteraplan plan --audio', () => {
  it('plans what the recording says and records the transcript and the audio in the session', async () => {
    server.enqueue(reply.transcription('I feel hungry.'));
    const { code, stderr } = await plan(['--audio', FIXTURE_WAV]);
    expect(code).toBe(ExitCode.ok);
    expect(stderr).toContain('Heard: "I feel hungry." (accepted without asking)');

    const upload = server.requests[0]!.multipart!;
    expect(upload.fields['model']).toBe('whisper-1');
    expect(upload.files[0]).toMatchObject({ filename: 'i-feel-hungry.wav', contentType: 'audio/wav', size: readFileSync(FIXTURE_WAV).length });

    const [dir] = sessionDirs();
    expect(dir).toMatch(/-i-feel-hungry$/);
    const session = Session.open(dir!);
    const voice = session.last('voice');
    expect(voice).toMatchObject({
      source: 'file',
      audioFile: 'voice.wav',
      originalFile: FIXTURE_WAV,
      transcript: 'I feel hungry.',
      instruction: 'I feel hungry.',
      edited: false,
      model: 'whisper-1',
    });
    expect(readFileSync(join(dir!, 'voice.wav')).equals(readFileSync(FIXTURE_WAV))).toBe(true);
    expect(session.last('start')?.instruction).toBe('I feel hungry.');
    const result = JSON.parse(readFileSync(join(dir!, 'result.json'), 'utf8')) as { instruction: string; success: boolean };
    expect(result).toMatchObject({ instruction: 'I feel hungry.', success: true });
  });

  it('--transcribe-model and ITERAPLAN_TRANSCRIBE_MODEL choose the model, the flag first', async () => {
    server.enqueue(reply.transcription('I feel hungry.'), reply.transcription('I feel hungry.'));
    await plan(['--audio', FIXTURE_WAV], { ITERAPLAN_TRANSCRIBE_MODEL: 'from-env' });
    await plan(['--audio', FIXTURE_WAV, '--transcribe-model', 'from-flag'], { ITERAPLAN_TRANSCRIBE_MODEL: 'from-env' });
    expect(server.requests.map((r) => r.multipart!.fields['model'])).toEqual(['from-env', 'from-flag']);
  });

  it('a refused key exits 3 and plans nothing', async () => {
    server.enqueue(reply.error(401, 'Incorrect API key provided'));
    const { code, stderr } = await plan(['--audio', FIXTURE_WAV]);
    expect(code).toBe(ExitCode.environment);
    expect(stderr).toMatch(/iteraplan: the transcription endpoint .* refused the API key \(HTTP 401/);
    expect(sessionDirs()).toEqual([]);
  });

  it('a file that is not audio exits 2 naming it, before anything is uploaded', async () => {
    const notes = scratch.write('request.txt', 'I feel hungry\n');
    const { code, stderr } = await plan(['--audio', notes]);
    expect(code).toBe(ExitCode.badInput);
    expect(stderr).toContain(`iteraplan: ${notes}: not an audio file`);
    expect(server.requests).toEqual([]);
  });
});

describe('iteraplan plan --voice', () => {
  it('without sox or arecord on PATH: exit 3 naming the packages', async () => {
    const emptyBin = join(scratch.dir, 'empty-bin');
    const { code, stderr } = await plan(['--voice'], { PATH: emptyBin });
    expect(code).toBe(ExitCode.environment);
    expect(stderr).toMatch(/neither sox \(rec\) nor arecord is on PATH\. Install the sox package .* or alsa-utils/);
    expect(server.requests).toEqual([]);
  });

  it('with --audio as well: exit 2', async () => {
    const { code, stderr } = await plan(['--voice', '--audio', FIXTURE_WAV]);
    expect(code).toBe(ExitCode.badInput);
    expect(stderr).toContain('give either --voice or --audio FILE, not both');
  });
});

describe('iteraplan plan --planner replay --audio', () => {
  /** A spoken session planned by the LLM (scripted), to replay. */
  async function recordSpokenSession(): Promise<string> {
    server.enqueue(reply.transcription('I feel hungry.'), reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const captured = captureIO(bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-voice-test-key', ITERAPLAN_TRANSCRIBE_MODEL: '' }));
    const args = ['plan', '--audio', FIXTURE_WAV, '--scene', TEST_KITCHEN, '--planner', 'openai', '--code-by-construction', 'off', '--no-clarify', '--yes', '--out', join(scratch.dir, 'live')];
    expect(await main(args, captured.io), captured.stderr()).toBe(ExitCode.ok);
    return join(scratch.dir, 'live', readdirSync(join(scratch.dir, 'live'))[0]!);
  }

  async function replay(source: string, audio: string) {
    // No endpoint at all: a replay must not need one, for the speech either.
    const env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir });
    delete env['OPENAI_API_KEY'];
    delete env['OPENAI_BASE_URL'];
    const captured = captureIO(env);
    const args = ['plan', '--audio', audio, '--scene', TEST_KITCHEN, '--planner', 'replay', '--replay', source, '--code-by-construction', 'off', '--no-clarify', '--yes', '--out', join(scratch.dir, 'replayed')];
    return { code: await main(args, captured.io), stderr: captured.stderr() };
  }

  it('takes the transcript from the replayed session, with no transcription call', async () => {
    const recorded = await recordSpokenSession();
    const before = server.requests.length;
    const { code, stderr } = await replay(recorded, FIXTURE_WAV);
    expect(code, stderr).toBe(ExitCode.ok);
    expect(server.requests.length).toBe(before);
    expect(stderr).toContain('Heard: "I feel hungry."');
    const [dir] = readdirSync(join(scratch.dir, 'replayed'));
    expect(Session.open(join(scratch.dir, 'replayed', dir!)).last('voice')).toMatchObject({ transcript: 'I feel hungry.', model: 'whisper-1' });
  });

  it('refuses other audio than the session recorded, naming both (exit 2)', async () => {
    const recorded = await recordSpokenSession();
    const other = join(scratch.dir, 'other.wav');
    const bytes = Buffer.from(readFileSync(FIXTURE_WAV));
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
    writeFileSync(other, bytes);
    const { code, stderr } = await replay(recorded, other);
    expect(code).toBe(ExitCode.badInput);
    expect(stderr).toContain(`${other} is not the recording of ${recorded} (voice.wav)`);
  });
});
