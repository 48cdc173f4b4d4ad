/**
 * "The lounge" as British and Australian English name the living room ("I want to come home to a
 * tidy lounge", "the lounge is a tip"): the room, never lounging about, which "lounge" alone says
 * (uses.yaml `relax`). Only after a word that makes it a noun ("the", "a", "my", "tidy"), and not
 * "lounge chair" (an armchair, words.yaml).
 */

const ROOM = /\b(the|a|an|my|our|your|his|her|their|this|that|whole|tidy|clean|neat|messy|nice|cosy|cozy|warm|cold|dark|bright|front)\s+lounge\b(?!\s+chair)/g;

/** `text` (lower case) with the lounge named as the living room; unchanged otherwise. */
export function loungeAsRoom(text: string): string {
  return text.replace(ROOM, '$1 living room');
}
