/**
 * "Sliced" asked of a thing whose goal names it and its pieces ("a few slices of apple" of some fruit:
 * an Apple or AppleSliced): the pieces, not a sliced flag. SliceObject swaps the object for pieces of
 * their own type (the catalogue's sliceInto; bridge/sim/actions/transform.py: the original is
 * disabled, the pieces carry no isSliced), so "an AppleSliced that is sliced" is never true and no
 * plan could reach it.
 */
import type { Selector } from '../../../goals/index.js';
import type { Catalogue } from '../../../world/index.js';

/** The selector asking for the pieces of its types (without "sliced"), or undefined when none of its types slices into another of them. */
export function piecesOf(selector: Selector, catalogue: Catalogue): Selector | undefined {
  const types = selector.type === undefined ? [] : Array.isArray(selector.type) ? selector.type : [selector.type];
  // A thing that is itself pieces ("a piece of toast": BreadSliced, the catalogue's derivedFrom Bread) is sliced as it is.
  const isPiece = (t: string): boolean => {
    const from = catalogue.types.get(t)?.derivedFrom;
    return from !== undefined && catalogue.types.get(from)?.effects?.sliceInto === t;
  };
  const pieces = types.filter((t) => types.some((u) => catalogue.types.get(u)?.effects?.sliceInto === t));
  if (pieces.length === 0 && types.length > 0 && types.every(isPiece)) pieces.push(...types);
  if (pieces.length === 0) return undefined;
  const is = (selector.is ?? []).filter((w) => w !== 'sliced');
  const { is: _is, ...rest } = selector;
  return { ...rest, type: pieces.length === 1 ? pieces[0]! : pieces, ...(is.length > 0 ? { is } : {}) };
}
