/**
 * A word of how sure, said before a denial ("obviously don't make the coffee now", "honestly never
 * switch it on"): it changes nothing of what is denied. Left before it, the clause no longer opened
 * on the denial, and the denial was lost: the coffee was made (issue 38, a false success waiting).
 * Taken out so the clause opens on "do not" or "never".
 */

const SURE = String.raw`(?:obviously|clearly|honestly|seriously|definitely|absolutely|literally|certainly|surely|totally|basically|genuinely|simply|truly)`;
const BEFORE_DENIAL = new RegExp(String.raw`\b${SURE}[,\s]+(?=(?:do\s+not|did\s+not|never)\b)`, 'g');

/** `text` (lower case, contractions spelt out) without a word of how sure right before a denial. */
export function withoutAdverbBeforeDenial(text: string): string {
  return text.replace(BEFORE_DENIAL, '');
}
