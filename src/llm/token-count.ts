/**
 * Token-count estimates for prompt sizes.
 *
 * No tokenizer package is installed, so this is an approximation of a byte-pair-encoding
 * tokenizer (GPT-4-style): it splits text into letter runs, digit runs, whitespace and single
 * symbols and charges each piece what such a tokenizer typically does. It is meant to compare
 * prompt sizes (what stage 2 leaves out), not to bill; when the endpoint reports usage, records
 * use the endpoint's numbers instead.
 */
import type { ChatMessage } from './types.js';

const PIECE = /\p{L}+|\p{N}+|\s+|[^\p{L}\p{N}\s]/gu;
// Scripts written without spaces (CJK, kana, Hangul): roughly one token per character.
const DENSE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Estimated number of tokens in `text`. */
export function countTokens(text: string): number {
  let tokens = 0;
  for (const match of text.matchAll(PIECE)) {
    const piece = match[0];
    if (/^\s+$/u.test(piece)) {
      // A single space joins the next word's token; newlines and indentation cost one per line.
      tokens += countNewlines(piece);
    } else if (/^\p{N}+$/u.test(piece)) {
      tokens += Math.ceil(piece.length / 3); // digits are grouped in threes
    } else if (/^\p{L}+$/u.test(piece)) {
      tokens += DENSE_SCRIPT.test(piece) ? piece.length : wordTokens(piece.length);
    } else {
      tokens += 1; // punctuation and symbols
    }
  }
  return tokens;
}

/**
 * Estimated prompt tokens of a chat request: the messages' contents plus the chat format's
 * overhead (about 4 tokens per message for role and separators, 3 to prime the reply).
 */
export function countMessageTokens(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, message) => sum + 4 + countTokens(message.content), 3);
}

function countNewlines(whitespace: string): number {
  let lines = 0;
  for (const char of whitespace) if (char === '\n') lines += 1;
  return lines;
}

/** Common words up to six letters are one token; longer ones split about every four letters. */
function wordTokens(length: number): number {
  return length <= 6 ? 1 : 1 + Math.ceil((length - 6) / 4);
}
