/** Voice input: record or read audio, transcribe it, confirm it, and record it in the session. */
export { ACCEPTED_AUDIO_FORMATS, detectAudioFormat, type AudioFormat } from './audio-format.js';
export { readAudioFile, type AudioFile } from './audio-file.js';
export { readWavInfo, type WavInfo } from './wav.js';
export { findExecutable } from './find-executable.js';
export { findRecorder, recordAudio, type RecordOptions, type Recording, type RecorderCommand } from './recorder.js';
export { waitForEnter } from './wait-for-enter.js';
export { createTranscriber, uploadName, type Transcriber, type TranscriberOptions, type Transcription } from './transcribe.js';
export { DEFAULT_TRANSCRIBE_MODEL, transcribeConfigFromEnv, type TranscribeConfig, type TranscribeEnv } from './transcribe-config.js';
export { replayedTranscriber } from './replayed-transcription.js';
export {
  acceptingTranscriptReviewer,
  terminalTranscriptReviewer,
  type ReviewedTranscript,
  type TranscriptReviewer,
} from './review.js';
export {
  discardRecording,
  obtainSpokenInstruction,
  type SpeechSource,
  type SpokenInstruction,
  type SpokenInstructionOptions,
} from './spoken-instruction.js';
export { recordVoiceInSession } from './session-record.js';
export { addVoiceOptions, instructionFromVoice, type VoiceContext, type VoiceFlags } from './plan-options.js';
