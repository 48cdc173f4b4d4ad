/**
 * A correction that adds a command about a whole thing the plan slices ("Also put the tomato in
 * the fridge." after a salad): once sliced there is no whole tomato, only its pieces. The bridge
 * swaps a sliced object for `sliceCount` objects of its `sliceInto` type and disables the whole one
 * (bridge/sim/actions/transform.py, after AI2-THOR's SliceObject.cs: the object changes to its
 * sliced prefab), so a goal of the whole one in the fridge can never hold after the plan, and the
 * search finds nothing. The person means what is left of it: the command is about its pieces,
 * every one the plan does not put somewhere of its own going where the command says.
 */
import { selectorOf, typeFamily, typeNames as list, type Alternative, type Predicate } from '../../goals/index.js';

/** The pieces-of types `alternative` asks for anywhere (a TomatoSliced on a plate), by the whole type they come from. */
function piecesAsked(alternative: Alternative): Map<string, string> {
  const pieces = new Map<string, string>();
  for (const p of alternative.all) for (const t of list(selectorOf(p).type)) if (typeFamily(t) !== t) pieces.set(typeFamily(t), t);
  return pieces;
}

/** How many pieces of a type `alternative` puts somewhere of its own (a salad's slice: one). */
function piecesUsed(alternative: Alternative, piece: string): number {
  return alternative.all.reduce((n, p) => {
    if ('none' in p || !list(selectorOf(p).type).includes(piece)) return n;
    return n + ('count' in p ? (p.exactly ?? p.atLeast ?? 1) : 1);
  }, 0);
}

/** A whole type's pieces: their type and how many slicing it gives (catalogue effects.sliceInto, sliceCount). */
export interface Pieces {
  readonly type: string;
  readonly count: number;
}

/**
 * `extra`'s conditions for `alternative`: one that puts a whole thing somewhere ("the Tomato in the
 * Fridge"), where the alternative asks for that thing's pieces or `sliced` (the whole types the
 * plan's own calls slice) holds it, is about its pieces: every one the alternative does not use
 * put where it says (six of a tomato's seven slices, one being the salad's). Returned apart
 * (`pieces`), to be added beside the alternative's own conditions of the pieces, not in their place;
 * `rest`, `extra`'s other conditions; `about`, the whole types so turned (to say so).
 */
export function onPieces(extra: Alternative, alternative: Alternative, sliced: ReadonlySet<string>, piecesOf: (whole: string) => Pieces | undefined): { rest: Alternative; pieces: Predicate[]; about: string[] } {
  const asked = piecesAsked(alternative);
  const about: string[] = [];
  const pieceConditions: Predicate[] = [];
  const rest = extra.all.filter((p) => {
    const s = selectorOf(p);
    const types = list(s.type);
    const whole = types.length === 1 ? types[0]! : undefined;
    const pieces = whole === undefined || (!asked.has(whole) && !sliced.has(whole)) ? undefined : piecesOf(whole);
    // Only a placing: a condition asking more of the thing (a state, who holds it) is left as it is.
    const placing = Object.entries(s).every(([field, v]) => v === undefined || field === 'type' || field === 'in' || field === 'directlyIn');
    if ('none' in p || pieces === undefined || (s.in === undefined && s.directlyIn === undefined) || !placing) return true;
    const left = pieces.count - piecesUsed(alternative, pieces.type);
    if (left < 1) return true;
    about.push(whole!);
    pieceConditions.push({ count: { ...s, type: pieces.type }, atLeast: left });
    return false;
  });
  return { rest: { ...extra, all: rest }, pieces: pieceConditions, about };
}
