/**
 * `--planner replay` with `--audio`: the transcript comes from the replayed session, not from a
 * live endpoint, so a replay runs offline. It is taken only for the same recording (the session's
 * copy of the audio, byte for byte); any other audio is refused, naming the session.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { InputError } from '../errors.js';
import { SESSION_FILES, SessionFolder } from '../session/index.js';
import type { Transcriber } from './transcribe.js';

/**
 * A transcriber answering from the `voice` event of the session at `replayPath` (its folder, or
 * its transcript.jsonl), read with the session reader (nothing in the folder is written).
 * @throws InputError (when called) for a source with no recorded speech, or other audio
 */
export function replayedTranscriber(replayPath: string): Transcriber {
  return async (audio) => {
    const folder = SessionFolder.at(existsSync(replayPath) && statSync(replayPath).isFile() ? dirname(replayPath) : replayPath);
    const voice = folder.has(SESSION_FILES.transcript) ? folder.events().find((e) => e.type === 'voice') : undefined;
    if (voice === undefined || voice.type !== 'voice') {
      throw new InputError(`${replayPath} holds no spoken request to replay: give the request as text, or replay a session that was spoken`, { file: replayPath });
    }
    const recorded = folder.bytes(voice.audioFile);
    if (recorded === undefined || !recorded.equals(audio.bytes)) {
      throw new InputError(`${audio.path} is not the recording of ${folder.dir} (${voice.audioFile}): a replay transcribes only its own audio`, { file: audio.path });
    }
    return { text: voice.transcript, model: voice.model, attempts: 0, latencyMs: 0 };
  };
}
