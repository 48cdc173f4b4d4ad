/** From the microphone (a stand-in recorder process) to the instruction and the session's record. */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Session } from '../../src/session/session.js';
import { recordVoiceInSession } from '../../src/voice/session-record.js';
import { obtainSpokenInstruction, type SpokenInstructionOptions } from '../../src/voice/spoken-instruction.js';
import type { TranscriptReviewer } from '../../src/voice/review.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { reply, startScriptedOpenAI, type ScriptedOpenAI } from '../helpers/openai-server.js';
import { FIXTURE_WAV } from './speech-fixture.js';
import { writeStandInRecorder } from './stand-in-recorder.js';

let scratch: Scratch;
let server: ScriptedOpenAI;
beforeEach(async () => {
  scratch = makeScratch('iteraplan-spoken-');
  server = await startScriptedOpenAI();
});
afterEach(async () => {
  scratch.remove();
  await server.close();
});

const correcting: TranscriptReviewer = async (transcript) => ({ instruction: `${transcript} Make eggs.`, edited: true });

/** Options recording with a stand-in `rec`, stopping once it is ready. */
function microphone(reviewer: TranscriptReviewer = correcting): { options: SpokenInstructionOptions; printed: string[] } {
  const bin = join(scratch.dir, 'bin');
  writeStandInRecorder(bin, 'rec', 'records');
  const printed: string[] = [];
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  return {
    printed,
    options: {
      source: { kind: 'microphone' },
      env: { PATH: bin },
      transcription: { baseURL: server.baseURL, maxRetries: 0 },
      reviewer,
      untilStop: () => isReady,
      recorderOutput: (text) => {
        if (text.includes('ready')) ready();
      },
      print: (text) => printed.push(text),
    },
  };
}

/** The stand-in leaves a note of its arguments beside the recording; real recorders do not. */
function dropStandInNote(audioPath: string): void {
  rmSync(`${audioPath}.args.json`, { force: true });
}

describe('obtainSpokenInstruction from the microphone', () => {
  it('records, transcribes, lets the person correct it, and the session keeps a copy of the audio', async () => {
    server.enqueue(reply.transcription('I feel hungry.'));
    const { options, printed } = microphone();
    const spoken = await obtainSpokenInstruction(options);

    expect(spoken).toMatchObject({
      instruction: 'I feel hungry. Make eggs.',
      transcript: 'I feel hungry.',
      edited: true,
      source: 'microphone',
      recorder: 'rec',
      temporary: true,
    });
    expect(printed.join('')).toMatch(/^Recording with rec — speak now, then press Enter to stop\.\nRecorded \d\.\d s\.\nTranscribing recording\.wav \.\.\.\n$/);
    expect(server.requests[0]!.multipart!.files[0]).toMatchObject({ filename: 'recording.wav', size: readFileSync(FIXTURE_WAV).length });

    dropStandInNote(spoken.audio.path);
    const session = Session.create(join(scratch.dir, 'runs'), spoken.instruction);
    expect(recordVoiceInSession(session, spoken)).toBe('voice.wav');
    expect(Session.open(session.dir).last('voice')).toMatchObject({
      source: 'microphone',
      audioFile: 'voice.wav',
      originalFile: null,
      transcript: 'I feel hungry.',
      instruction: 'I feel hungry. Make eggs.',
      edited: true,
    });
    expect(readFileSync(join(session.dir, 'voice.wav')).equals(readFileSync(FIXTURE_WAV))).toBe(true);
    // The temporary recording is gone once the session has its copy.
    expect(existsSync(dirname(spoken.audio.path))).toBe(false);
  });

  it('a failed transcription removes the temporary recording', async () => {
    server.enqueue(reply.error(401, 'bad key'));
    const { options } = microphone();
    let recordedAt = '';
    const failure = await obtainSpokenInstruction({
      ...options,
      recorderOutput: (text) => {
        recordedAt ||= /recording to (.+)\n/.exec(text)?.[1] ?? '';
        options.recorderOutput!(text);
      },
    }).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/refused the API key/);
    expect(recordedAt).toMatch(/recording\.wav$/);
    expect(existsSync(recordedAt)).toBe(false);
    rmSync(dirname(recordedAt), { recursive: true, force: true }); // what the stand-in left beside it
  });

  it('checks the endpoint before anyone speaks', async () => {
    const { options } = microphone();
    let stopped = false;
    const attempt = obtainSpokenInstruction({
      ...options,
      transcription: {},
      untilStop: async () => {
        stopped = true;
      },
    });
    await expect(attempt).rejects.toThrow(/no transcription endpoint configured/);
    expect(stopped).toBe(false);
  });
});
