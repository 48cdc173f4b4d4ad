/**
 * A thing pointed at by where it is, in a relative clause (issue 38): "pass me the book that's on
 * the couch", "the mug which is sitting in the sink". The clause says which thing, as "the book on
 * the couch" does; read so, a command does not take "is on the couch" for where the thing should
 * end up. Only "that"/"which" with "is" or "are" after a word and before a word of where ("on",
 * "in", "by", "under", "next to", "near"), maybe with "sitting", "lying" or "left" between.
 */

const RELATIVE = /\b(that|which)(?:'s|’s| is| are)(?: (?:just |still )?(?:sitting|lying|left|sat|kept))? (?=(?:on|in|by|under|next to|near|beside|inside|at) )/gi;

/** `text` with each relative clause of where a thing is made a plain phrase of place ("the book on the couch"). */
export function relativePlaceDropped(text: string): string {
  return text.replace(RELATIVE, '');
}
