/**
 * A thing pointed at by where it is, not named (issue 38): "bring me whatever's on the armchair",
 * "pass me the thing on the bedside table". Where the room has exactly one kind of thing a person can
 * carry there as it starts (the scene's parents: `holdersOf`), the words are read as that thing's name
 * on that place ("the remote control on the armchair"), which the rest of the reader reads as any
 * thing named by where it is. Where there are several kinds, or none, nothing is read in: the words
 * stay unknown, and a reading that rests on them is refused saying so.
 */

/** "whatever's on the armchair", "the thing in the box": the pointing words, the place's preposition and its words. */
const POINTED = /\b(whatever's|whatevers|whatever is|whatever|the thing|the stuff|that thing)( that's| that is| which is| sitting| lying| left)? (on|in|off) ((?:the|my|that|this) [a-z]+(?: [a-z]+)?)/i;

export interface PlaceWords {
  /** The types a place's words name (words.yaml), or none. */
  readonly placeTypes: (words: string) => readonly string[];
  /** The types of the furniture a type's objects start on or in. */
  readonly holdersOf: (type: string) => readonly string[];
  /** The types the room has. */
  readonly types: Iterable<string>;
  /** Whether a person can carry a thing of this type (the catalogue's pickupable). */
  readonly carried: (type: string) => boolean;
  /** The name a type is said by ("remote control"). */
  readonly nameOf: (type: string) => string | undefined;
}

/** `text` with a thing pointed at by its place named, when the room has one kind of thing there; else `text`. */
export function pointedByPlace(text: string, words: PlaceWords): string {
  const found = POINTED.exec(text);
  if (found === null) return text;
  const placeWords = found[4]!.toLowerCase();
  // The longest start of the place's words that names a place ("the bedside table", not "the bedside table tonight").
  const parts = placeWords.split(' ');
  const said = [parts.join(' '), parts.slice(0, 2).join(' ')].find((p) => words.placeTypes(p).length > 0);
  if (said === undefined) return text;
  const places = new Set(words.placeTypes(said));
  const kinds = [...words.types].filter((t) => words.carried(t) && words.holdersOf(t).some((h) => places.has(h)));
  const name = kinds.length === 1 ? words.nameOf(kinds[0]!) : undefined;
  if (name === undefined) return text;
  const at = found.index;
  const end = at + found[0].length - found[4]!.length + said.length;
  return `${text.slice(0, at)}the ${name} ${found[3]!.toLowerCase()} ${said}${text.slice(end)}`;
}
