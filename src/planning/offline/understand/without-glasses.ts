/**
 * Glasses not on, said as why the person cannot read or see ("I can't read the labels without my
 * glasses", "I haven't got my glasses on"): their eyes, not the room's light. Read as said,
 * "read" and "see" asked for light, and the ceiling light that was on already was the whole plan,
 * while what the person told of (the cleaning spray left by the hand soap) went unread (issue 38).
 * Said away; what else they say (a dim corner, a programme about to start) is read as said.
 */
const CANNOT_WITHOUT = /\b(?:i|we)\s+(?:can\s+not|cannot|could\s+not)\s+(?:read|see|make\s+out|tell)\b[^,.;:!?]*?\bwithout\s+(?:my|our)\s+(?:glasses|specs|reading\s+glasses|contacts)\b/g;
const NOT_ON = /\b(?:i|we)\s+(?:have\s+not|had\s+not|do\s+not\s+have)\s+(?:got\s+)?(?:my|our)\s+(?:glasses|specs|reading\s+glasses|contacts)(?:\s+(?:on|in))?\b/g;
const WITHOUT = /\bwithout\s+(?:my|our)\s+(?:glasses|specs|reading\s+glasses)\b/g;

/** `text` (lower case, contractions spelt out) with glasses not on said away; unchanged otherwise. */
export function withoutGlasses(text: string): string {
  return text.replace(CANNOT_WITHOUT, ' , ').replace(NOT_ON, ' , ').replace(WITHOUT, ' ');
}
