/**
 * Which of the types a name covers is meant (issue 38). A word that names several types, one of
 * them the type whose name the word is ("towel": `Towel`) and others whose names only contain it
 * ("hand towel": `HandTowel`), means the plain one: a kind told apart by a word before the name is
 * called by that word when it is meant ("pass me the hand towel"), so the bare word is the plain
 * thing wherever the room has one. Where it has none, the word still means the kinds ("a towel" in
 * a bathroom with only hand towels is a hand towel), and so where only a kind fits where the thing
 * is put ("a knife in a glass": AI2-THOR puts a butter knife in a cup, never a knife; to-goal.ts). Types the word names that do not contain it
 * are other names of the thing ("cup": a Cup or a Mug; "table": a desk, a side table) and are all
 * meant as before. Only one thing is picked so: several ("two knives", "all the towels") are
 * gathered from everything the word covers, as a room may have one plain thing only.
 */
import { typeWords } from '../text.js';

/** The plain type a phrase is the name of, and the kinds of it the phrase also names. */
export interface PlainKind {
  /** The type whose own name the phrase is ("towel": Towel). */
  readonly type: string;
  /** Types the phrase names whose names only contain it ("towel": HandTowel), meant only where the room has no `type`. */
  readonly kinds: readonly string[];
}

/**
 * The plain type of a name (`singular`, the phrase as a type's name is written) among the types
 * it names, when it also names kinds of it; else undefined.
 */
export function plainKindOf(singular: string, types: readonly string[]): PlainKind | undefined {
  const said = singular.split(' ');
  const own = types.find((t) => typeWords(t).join(' ') === singular || t.toLowerCase() === singular);
  if (own === undefined) return undefined;
  // A kind's name ends with the word after a word of its own: "hand towel", "arm chair", "butter knife".
  const kinds = types.filter((t) => {
    const name = typeWords(t);
    return t !== own && name.length > said.length && name.slice(-said.length).join(' ') === singular;
  });
  return kinds.length === 0 ? undefined : { type: own, kinds };
}

/**
 * The types of `present` (those of a name the room has, in order) meant by a name said of `count`
 * things: for one thing, without the kinds of its plain type where the room has that type.
 */
export function meantOf(present: readonly string[], plain: PlainKind | undefined, count: number | 'all'): string[] {
  if (plain === undefined || count !== 1 || !present.includes(plain.type)) return [...present];
  return present.filter((t) => !plain.kinds.includes(t));
}
