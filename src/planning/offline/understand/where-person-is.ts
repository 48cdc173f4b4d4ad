/**
 * Where the person is, said beside what they ask ("home sick on the couch, can I have something to
 * read", "I'm in bed and bored, pass me my phone"): a bed or seat after "on" or "in" in a clause with
 * no deed is where they lie or sit, not a thing they ask anything of. Asked about only when nothing
 * else is asked ("I'm on the sofa" alone still asks what to do with it).
 */

/** What a person lies or sits on or in (AI2-THOR's beds and seats, the tub they lie in). */
const WHERE_A_PERSON_IS: ReadonlySet<string> = new Set(['Bed', 'Sofa', 'ArmChair', 'Chair', 'Stool', 'Ottoman', 'Bathtub', 'BathtubBasin']);
/** Words between "on"/"in" and the seat ("on the couch", "in my bed"). */
const BETWEEN: ReadonlySet<string> = new Set(['the', 'my', 'our', 'a', 'this', 'that', 'your', 'his', 'her', 'their']);
// "not getting off this sofa all day": where they stay, in a clause with no deed (a deed, "take the cushions off the sofa", is no telling).
const ON_OR_IN: ReadonlySet<string> = new Set(['on', 'in', 'onto', 'upon', 'off']);

/** The person said to be somewhere, opening a clause ("I'm at the desk", "we are in the kitchen"). */
const PERSON_IS: readonly (readonly string[])[] = [['i', 'am'], ['we', 'are'], ['i', 'will', 'be'], ['we', 'will', 'be'], ['i', 'am', 'sat'], ['i', 'am', 'sitting']];
/** Where the person says they are, of anything they can be by ("at the desk", "by the window"). */
const AT_OR_BY: ReadonlySet<string> = new Set(['at', 'by', 'near', 'in', 'on']);

/**
 * Whether `thing` (its words and types) is named in `clause` as where the person is: a seat or bed
 * right after "on" or "in", or anything right after the person said to be at, by or in it ("I'm at
 * the desk, a pen please": the desk is where they sit, nothing asked of it).
 */
export function namesWherePersonIs(clause: readonly string[], thing: { readonly words: string; readonly types: readonly string[] }): boolean {
  const words = thing.words.split(' ');
  const seat = thing.types.some((t) => WHERE_A_PERSON_IS.has(t));
  for (let at = 0; at + words.length <= clause.length; at++) {
    if (!words.every((w, k) => clause[at + k] === w)) continue;
    let i = at - 1;
    while (i >= 0 && BETWEEN.has(clause[i]!)) i--;
    if (i < 0) continue;
    if (seat && ON_OR_IN.has(clause[i]!)) return true;
    if (AT_OR_BY.has(clause[i]!) && PERSON_IS.some((p) => p.length === i && p.every((w, k) => clause[k] === w))) return true;
  }
  return false;
}
