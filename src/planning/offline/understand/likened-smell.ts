/**
 * A smell likened to something ("the bathroom smells like a swamp", "it stinks like a sewer in here"):
 * what it is likened to only says how bad the smell is; the reading is of the smell ("the bathroom
 * smells"), whatever the likeness names. Not a smell the likeness says is of burning, smoke or gas
 * (its own need), nor the person's own ("I smell like a pig": a wash, uses.yaml `freshen`).
 * A smell of something burnt ("it smells like burnt toast") is a smell of burning: the toast is
 * what burnt, never toast wanted.
 */

const LIKENED = /\b(smells|stinks|reeks|pongs|niffs|whiffs)\s+like\s+(?:a|an|the|some|an old|a dead|old|dead)?\s*([a-z]+)(?:'s)?/gi;
/** What a likeness names that is a smell's own need. */
const OWN = new Set(['burning', 'burnt', 'smoke', 'gas', 'something']);

const BURNT = /\b(smells?|smelling|stinks|reeks)\s+(?:like|of)\s+(?:burnt|burned|burning)\s+(?:a |an |the |some )?[a-z]+/gi;

/** `text` with a smell's likeness dropped. */
export function likenedSmell(text: string): string {
  return text.replace(BURNT, 'smell of burning').replace(LIKENED, (all: string, verb: string, like: string) => (OWN.has(like.toLowerCase()) ? all : verb));
}
