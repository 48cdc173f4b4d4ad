/**
 * A word that names both a doing and a thing, said with no verb before a place ("watch in the
 * drawer", "keys and watch in the box"): the thing put there, not the doing ("watch" is no TV to
 * watch). It is the thing only where the catalogue lets a thing of its types be put in or on that
 * place (scenes/object-types.yaml `receptacles`, AI2-THOR's PlacementRestrictions): "watch on the
 * telly" stays watching, as no Watch goes on a Television.
 */
import type { Vocabulary } from './vocabulary.js';

export interface PutThereWords {
  readonly vocabulary: Vocabulary;
  readonly determiners: ReadonlySet<string>;
  /** Whether a thing of one of `things` may be put in or on one of `places` (the catalogue's receptacle lists). */
  readonly canGoIn: (things: readonly string[], places: readonly string[]) => boolean;
}

/** The types a noun (or a place word) at `at` names, with its length; undefined when none is named there. */
function namedAt(clause: readonly string[], at: number, words: PutThereWords): { types: readonly string[]; length: number } | undefined {
  const found = words.vocabulary.first(clause, at, ['noun', 'place']);
  const reading = found?.readings.find((r) => r.kind === 'noun' || r.kind === 'place');
  return found === undefined || reading === undefined || !('types' in reading) ? undefined : { types: reading.types, length: found.length };
}

/** Words that join things named together ("keys and watch", "the bat, the racket"). */
const LISTING: ReadonlySet<string> = new Set(['and', '&', ',', 'plus']);

/**
 * Whether the clause names, from `at`, a thing (or several joined by "and") right before a word of
 * place and a place every one of them may be put on or in.
 */
export function thingPutThere(clause: readonly string[], at: number, words: PutThereWords): boolean {
  const things: (readonly string[])[] = [];
  let i = at;
  for (;;) {
    while (i < clause.length && words.determiners.has(clause[i]!)) i++;
    const thing = namedAt(clause, i, words);
    if (thing === undefined) return false;
    things.push(thing.types);
    i += thing.length;
    if (!LISTING.has(clause[i] ?? '')) break;
    i++;
  }
  const prep = words.vocabulary.first(clause, i, ['preposition']);
  if (prep === undefined) return false;
  let from = i + prep.length;
  while (from < clause.length && words.determiners.has(clause[from]!)) from++;
  const place = namedAt(clause, from, words);
  return place !== undefined && things.every((types) => words.canGoIn(types, place.types));
}
