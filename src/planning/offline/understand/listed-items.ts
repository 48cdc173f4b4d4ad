/**
 * An errand list as people type it ("1. keys in a drawer 2. watch in a drawer", "1) bin 2) lamp",
 * one item a line, or "- " bullets): the markers are where one item ends and the next begins, never
 * counts ("2. watch" is no two watches), and an item closing in "too" ("apple in the fridge too")
 * is that item. Read only where the list counts up from 1 (or is bulleted
 * line by line), so that a number said inside a request ("at 7. coffee") is left as it was said.
 */

/** A number marking an item: at the start or after a space or line, followed by "." or ")" and the item's first word. */
const MARKER = /(^|\s)(\d{1,2})[.)]\s+(?=[a-z])/g;
/** A heading of up to three words and a colon before the first item ("errands: 1. ..."). */
const HEADING = /^\s*(?:[a-z']+\s+){0,2}[a-z']+\s*:\s*(?=1[.)])/;
/** A bullet at the start of a line. */
const BULLET = /(^|\n)\s*[-*•]\s+(?=[a-z])/g;

/** `text` (lower case) with the markers of an errand list read as breaks between its items; unchanged otherwise. */
export function listedItems(text: string): string {
  const numbers = [...text.matchAll(MARKER)].map((m) => Number(m[2]));
  // A list counts up from 1, item by item: "1. ... 2. ... 3. ...".
  const counted = numbers.length >= 2 && numbers.every((n, i) => n === i + 1);
  // The list's heading ("errands:", "to do today:") names the list, not a thing of the room.
  let out = counted ? text.replace(HEADING, '').replace(MARKER, '$1 , ') : text;
  if ([...out.matchAll(BULLET)].length >= 2) out = out.replace(BULLET, '$1 , ');
  // "2. apple in the fridge too": an item added to the one before says no more than the item.
  out = out.replace(/\s+(?:too|as well)(?=\s*(?:[,.;!?\n]|$))/g, '');
  // Items on lines of their own are items still, whatever marks them.
  return out.replace(/\s*\n+\s*/g, ' , ');
}
