/** `instructionFromVoice`: which option combinations are accepted, and what comes back. */
import { beforeEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { instructionFromVoice, type VoiceContext } from '../../src/voice/plan-options.js';
import type { Transcriber } from '../../src/voice/transcribe.js';
import { captureIO, type CapturedIO } from '../helpers/capture.js';
import { FIXTURE_WAV } from './speech-fixture.js';

let captured: CapturedIO;
let heard: string[];
const transcriber: Transcriber = async (audio) => {
  heard.push(audio.name);
  return { text: 'I feel hungry.', model: 'scripted', attempts: 1, latencyMs: 1 };
};
beforeEach(() => {
  captured = captureIO({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
  heard = [];
});

function context(overrides: Partial<VoiceContext> = {}): VoiceContext {
  return { io: captured.io, instruction: undefined, scene: 'FloorPlan1', resuming: false, yes: true, transcriber, ...overrides };
}

describe('instructionFromVoice', () => {
  it('without --voice or --audio there is nothing to do', async () => {
    await expect(instructionFromVoice({}, context())).resolves.toBeUndefined();
    expect(heard).toEqual([]);
  });

  it('--audio FILE: the transcript becomes the instruction, printed when not asked', async () => {
    const spoken = await instructionFromVoice({ audio: FIXTURE_WAV }, context());
    expect(spoken).toMatchObject({
      instruction: 'I feel hungry.',
      transcript: 'I feel hungry.',
      edited: false,
      source: 'file',
      recorder: null,
      temporary: false,
      model: 'scripted',
    });
    expect(spoken?.audio.path).toBe(FIXTURE_WAV);
    expect(heard).toEqual(['i-feel-hungry.wav']);
    expect(captured.stderr()).toContain('Heard: "I feel hungry." (accepted without asking)');
  });

  it.each([
    ['--voice with --audio', { voice: true, audio: FIXTURE_WAV }, {}, /either --voice or --audio FILE, not both/],
    ['speech with --resume', { audio: FIXTURE_WAV }, { resuming: true }, /cannot be combined with --resume/],
    ['speech and a typed instruction', { audio: FIXTURE_WAV }, { instruction: 'Make toast' }, /either as text \("Make toast"\) or with --voice/],
    ['speech without --scene', { voice: true }, { scene: undefined }, /--scene is required/],
  ])('refuses %s before anything is recorded or sent', async (_label, flags, overrides, message) => {
    const attempt = instructionFromVoice(flags, context(overrides));
    await expect(attempt).rejects.toThrow(InputError);
    await expect(attempt).rejects.toThrow(message);
    expect(heard).toEqual([]);
  });
});
