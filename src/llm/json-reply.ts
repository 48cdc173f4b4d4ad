/**
 * Reads the JSON object out of a model's reply. Where the server does not enforce the format, a
 * model may wrap the object in a markdown fence or in a sentence; the object itself is what the
 * zod schema then checks. Nothing is invented: text that holds no complete object stays an error.
 */

import { LIMITS } from '../limits.js';
import { jsonNestingOver } from './json-depth.js';

/** The parsed value, or why there is none. */
export type JsonReply = { ok: true; value: unknown } | { ok: false; problem: string };

/** Parses the reply as JSON; failing that, the first complete `{...}` object in it. */
export function parseJsonReply(text: string): JsonReply {
  const trimmed = stripFence(text);
  // Counted before parsing: what checks the value afterwards would overflow the stack.
  if (jsonNestingOver(trimmed, LIMITS.llmReplyDepth)) return { ok: false, problem: `the reply nests deeper than ${LIMITS.llmReplyDepth} levels (llmReplyDepth)` };
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch (error) {
    const embedded = firstObject(trimmed);
    if (embedded !== undefined) {
      try {
        return { ok: true, value: JSON.parse(embedded) };
      } catch {
        // fall through to the original problem
      }
    }
    return { ok: false, problem: `the reply is not valid JSON (${(error as Error).message})` };
  }
}

/** A reply wrapped in a markdown fence, without it. */
function stripFence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('```')) return trimmed;
  const firstNewline = trimmed.indexOf('\n');
  const closing = trimmed.lastIndexOf('```');
  if (firstNewline === -1 || closing <= firstNewline) return trimmed;
  return trimmed.slice(firstNewline + 1, closing).trim();
}

/** The text of the first balanced `{...}` (strings and escapes respected), if any. */
function firstObject(text: string): string | undefined {
  const start = text.indexOf('{');
  if (start === -1) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === '{') {
      depth++;
    } else if (ch === '}') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return undefined;
}
