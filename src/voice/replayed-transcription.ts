/**
 * `--planner replay` with `--audio`: the transcript comes from the replayed session, not from a
 * live endpoint, so a replay runs offline. It is taken only for the same recording (the session's
 * copy of the audio, byte for byte); any other audio is refused, naming the session.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { InputError } from '../errors.js';
import { Session } from '../session/index.js';
import type { Transcriber } from './transcribe.js';

/**
 * A transcriber answering from the `voice` event of the session at `replayPath` (its folder, or
 * its transcript.jsonl).
 * @throws InputError (when called) for a source with no recorded speech, or other audio
 */
export function replayedTranscriber(replayPath: string): Transcriber {
  return async (audio) => {
    const dir = existsSync(replayPath) && statSync(replayPath).isFile() ? dirname(replayPath) : replayPath;
    const session = existsSync(join(dir, 'transcript.jsonl')) ? Session.open(dir) : undefined;
    const voice = session?.events.find((e) => e.type === 'voice');
    if (voice === undefined || voice.type !== 'voice') {
      throw new InputError(`${replayPath} holds no spoken request to replay: give the request as text, or replay a session that was spoken`, { file: replayPath });
    }
    const recorded = join(dir, voice.audioFile);
    if (!existsSync(recorded) || !readFileSync(recorded).equals(audio.bytes)) {
      throw new InputError(`${audio.path} is not the recording of ${dir} (${voice.audioFile}): a replay transcribes only its own audio`, { file: audio.path });
    }
    return { text: voice.transcript, model: voice.model, attempts: 0, latencyMs: 0 };
  };
}
