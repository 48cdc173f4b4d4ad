/** Writes where a spoken instruction came from into the session, so the session explains itself. */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { voiceFile, type Session } from '../session/index.js';
import { discardRecording, type SpokenInstruction } from './spoken-instruction.js';

/**
 * Copies the audio into the session directory (`voice.<ext>`) and records a `voice` event with
 * the transcript, the instruction planned and the audio's file names. A temporary microphone
 * recording is deleted once copied.
 * @returns the audio's file name inside the session directory
 */
export function recordVoiceInSession(session: Session, spoken: SpokenInstruction): string {
  const audioFile = voiceFile(spoken.audio.format.extension);
  copyFileSync(spoken.audio.path, join(session.dir, audioFile));
  session.record({
    type: 'voice',
    source: spoken.source,
    audioFile,
    originalFile: spoken.source === 'file' ? spoken.audio.path : null,
    transcript: spoken.transcript,
    instruction: spoken.instruction,
    edited: spoken.edited,
    model: spoken.model,
  });
  if (spoken.temporary) discardRecording(spoken.audio);
  return audioFile;
}
