/**
 * A dish taken back by the name of its use ("make me a coffee, never mind the toast", "a coffee, no toast"): toast is
 * no thing of the room (uses.yaml asks it by name), so the reader of corrections did not read the clause as a
 * leave-out, and the toast it names was read as asked beside the coffee. The clause is what to leave out: the dish is
 * not made, and a reading that still makes it is refused (understanding.ts).
 */

/** Words opening a clause that takes a thing back; then the dish's name, after "the", "any" or "a". */
const TAKEN_BACK = /^(?:no|not|never mind(?: about)?|forget(?: about)?|without|skip|hold)(?: (?:the|any|a|an|my))? (.+)$/;

/** The goal of the use a clause takes back by its name (`goalAsked`: the goal of a use asked by these words), or undefined. */
export function dishLeftOut(clause: string, goalAsked: (words: string) => string | undefined): string | undefined {
  const named = TAKEN_BACK.exec(clause.trim())?.[1];
  return named === undefined ? undefined : goalAsked(named.replace(/\s*(?:please|thanks|thank you)$/, ''));
}
