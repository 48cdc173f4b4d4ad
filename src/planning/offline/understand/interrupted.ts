/**
 * Speech broken off to say something to someone else and taken up again ("can you -- no, put that
 * down -- can you get the eggs on", "could you — stop it, Sam — could you pass the remote"): what
 * is said between the dashes is to them, and the request is what is taken up after. Known by the
 * restart: the words before the first dash said again right after the second. A phrase set off by
 * dashes without the restart ("the plate -- the big one -- in the sink") is left as it was said.
 */

const DASH = String.raw`(?:--+|—|–|\s-\s)`;
const RESTARTED = new RegExp(String.raw`(^|[^a-z0-9'])((?:[a-z']+\s+){0,2}[a-z']+)\s*${DASH}\s*(?:(?!${DASH}).)+?\s*${DASH}\s*\2(?![a-z0-9'])`, 'g');

/** `text` (lower case) with a remark to someone else, said between dashes and followed by the words before it again, left out. */
export function withoutInterruption(text: string): string {
  let out = text;
  // Broken off more than once ("can you -- no -- can you -- stop -- can you ..."): each taken out in turn.
  for (let i = 0; i < 4; i++) {
    const next = out.replace(RESTARTED, '$1$2');
    if (next === out) break;
    out = next;
  }
  return out;
}
