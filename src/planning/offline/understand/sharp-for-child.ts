/**
 * A sharp tool handed to a child (issue 38): "the little one wants to help chop, could you hand her
 * the big sharp knife?", "give the toddler a knife". A verb of handing (`HANDING`), then a sharp
 * tool after it in the clause (the catalogue's `sharpTool` effect: Knife, ButterKnife), in a
 * request that names a child (speech.yaml `children`). The reader refuses it as uses.yaml
 * `beyond.sharp-for-child`, however it is said; the words returned are what it rests on. Not a
 * knife fetched for the person ("hand me the knife, the kids are in bed"): the child must be who
 * it is handed to, after the verb ("give the kids a knife", "hand her ..." with a child named),
 * or "it" handed to one where the request names a sharp tool ("... the big knife, give it to him").
 */
import { findPhrase } from '../text.js';

/** Verbs of handing a thing over to someone. */
const HANDING: ReadonlySet<string> = new Set(['give', 'hand', 'pass', 'let', 'lend']);
/** Who a thing is handed to, standing for a child named elsewhere in the request. */
const POINTING: ReadonlySet<string> = new Set(['her', 'him', 'them']);
/**
 * What only a young child calls a parent ("mummy said I can cut my own apple, give me the big
 * knife"): the speaker is the child, so "me" is who the knife is handed to. An adult says "my mum".
 */
const CHILD_VOICE: ReadonlySet<string> = new Set(['mummy', 'mommy', 'mummie', 'mommie', 'daddy', 'mumma', 'mummys', 'mommys', 'daddys']);
/** The speaker, handed the thing. */
const SPEAKER: ReadonlySet<string> = new Set(['me', 'i', 'myself']);

export interface SharpForChildWords {
  /** Who is a child, as phrases ("little one", "toddler"). */
  readonly children: readonly (readonly string[])[];
  /** The length of the name of a sharp tool at `at` of the clause, 0 where none stands. */
  readonly sharpAt: (clause: readonly string[], at: number) => number;
}

/** The words from the verb of handing to the sharp tool, or undefined. */
export function sharpForChild(clause: readonly string[], request: readonly string[], words: SharpForChildWords): string | undefined {
  const verb = clause.findIndex((w) => HANDING.has(w));
  if (verb < 0) return undefined;
  for (let at = verb + 1; at < clause.length; at++) {
    const length = words.sharpAt(clause, at);
    if (length === 0) continue;
    const between = clause.slice(verb + 1, at);
    const after = clause.slice(at + length);
    const childIn = (ws: readonly string[]): boolean => words.children.some((c) => findPhrase(ws, c) >= 0);
    // "give the toddler a knife", "hand the knife to the little one"; "hand her the knife" with a child named in the request.
    // "give the knife to her" with a child named: as "hand her the knife".
    const toPointed = after[0] === 'to' && POINTING.has(after[1] ?? '');
    const toChild =
      childIn(between) ||
      (after[0] === 'to' && childIn(after)) ||
      ((between.some((w) => POINTING.has(w)) || toPointed) && childIn(request)) ||
      ((between.some((w) => SPEAKER.has(w)) || (after[0] === 'to' && SPEAKER.has(after[1] ?? ''))) && request.some((w) => CHILD_VOICE.has(w)));
    return toChild ? clause.slice(verb, at + length).join(' ') : undefined;
  }
  return handedIt(clause, verb, request, words);
}

/**
 * "my little bro wants the big knife, just give it to him": "it" handed to a child, where the
 * request names a sharp tool before it (the only thing "it" can stand for that is refused here).
 */
function handedIt(clause: readonly string[], verb: number, request: readonly string[], words: SharpForChildWords): string | undefined {
  if (clause[verb + 1] !== 'it') return undefined;
  const namesSharp = request.some((_, at) => words.sharpAt(request, at) > 0);
  if (!namesSharp) return undefined;
  const after = clause.slice(verb + 2);
  const childIn = (ws: readonly string[]): boolean => words.children.some((c) => findPhrase(ws, c) >= 0);
  const toChild = after[0] === 'to' && (childIn(after) || (POINTING.has(after[1] ?? '') && childIn(request)));
  return toChild ? clause.slice(verb, verb + 2 + (childIn(after) ? after.length : 2)).join(' ') : undefined;
}
