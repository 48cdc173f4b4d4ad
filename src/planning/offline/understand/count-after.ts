/**
 * A count said after the thing, in a clause of its own, as a terse person types it ("toast. two
 * slices.", "coffee, 2 mugs", "eggs - three"): read as the count of that thing ("two slices of
 * toast"), so the goal asks for that many rather than one. Only where the whole request is the
 * thing and the count: a longer clause before it may count something else.
 */

/** Numbers a count is said in. */
const NUMBERS = 'two|three|four|five|six|\\d+';
/** Pieces or vessels a count is said in ("two slices", "2 mugs"); none ("eggs - three") counts the thing itself. */
const UNITS = 'slices|slice|pieces|piece|rounds|round|mugs|mug|cups|cup|glasses|glass|bowls|bowl|plates|plate';
/**
 * Words of urgency or thanks a terse note may close on ("toast. 2 slices. now.", "coffee, 2 mugs asap"): they count
 * nothing, so the count before them is still the whole request's.
 */
const CLOSING = 'please|pls|plz|now|asap|thanks|thx|ta|quick|quickly|cheers';
const SHAPE = new RegExp(`^\\s*([a-z]+(?: [a-z]+)?)\\s*[.,;:!-]+\\s*(${NUMBERS})(?:\\s+(${UNITS}))?(?:[\\s.,;:!-]+(?:${CLOSING}))*\\s*[.!]*\\s*$`);

/** `text` with a count said after its thing read before it; unchanged otherwise. */
export function countAfter(text: string): string {
  const match = SHAPE.exec(text);
  if (match === null) return text;
  const [, thing, count, unit] = match;
  return unit === undefined ? `${count} ${thing}` : `${count} ${unit} of ${thing}`;
}
