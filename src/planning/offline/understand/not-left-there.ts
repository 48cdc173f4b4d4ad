/**
 * Where a thing should not be, said after where it goes ("the knife goes back in a drawer, not left
 * lying on the counter"): "not left lying on", "not sitting on" say no more than "not on", which the
 * reader sets beside the place it goes. Read as said, "left lying on the counter" is a complaint of
 * its own (speech.yaml `outOfPlace`) and the counter a thing to clear: the request was asked about
 * the counter and a question's other options planned in its place (issue 38).
 */

const NOT_LEFT = /\bnot (?:be )?(?:left |kept |put )?(?:(?:lying|laying|sitting|sat|lolling|hanging) )?(?:about |around )?(on|in|on top of|by|next to) /g;

/** `text` (lower case) with how a thing should not lie said as "not on" the place; unchanged otherwise. */
export function notLeftThere(text: string): string {
  return text.replace(NOT_LEFT, (_said, on: string) => `not ${on} `);
}
