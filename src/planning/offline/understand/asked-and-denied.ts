/**
 * A request that asks for a thing and denies the deed that makes it ("I would love a coffee. do not
 * make the coffee", "toast please, but never make toast"): the two cannot both be done, so it is
 * refused saying both, never read as the ask alone (issue 38: the coffee was made, a false success
 * waiting). A denial of another thing ("make breakfast, do not make the coffee") narrows the rest.
 */
import { deniedBy } from './denied-ask.js';

/** Words before a denial that ask nothing ("but", "please", "and"). */
const OPENERS = String.raw`(?:(?:but|and|so|please|pls|just|actually|really|oh|well|ok|okay|also|then)\s+)*`;
/** A clause (between marks or "but") opening on "do not" or "never" ("never mind the toast" lets it go: no denial of a deed). */
const DENIAL = new RegExp(String.raw`(?:^|[,.;:!?]|\bbut\b)\s*${OPENERS}((?:do\s+not|never(?!\s+mind\b))\s+[^,.;:!?]+)`, 'g');

/** The clauses of `text` (lower case, contractions spelt out) that deny a deed ("do not make the coffee"). */
export function deedsDenied(text: string): string[] {
  return [...text.matchAll(DENIAL)].map((m) => m[1]!.trim().replace(/\s+/g, ' '));
}

/**
 * A denial of making or bringing a thing and nothing more ("do not make the coffee yet", "never get me toast"): a denial
 * saying more ("do not use the coffee machine", "never leave the light on") denies a way or a state, not the thing.
 */
const MAKING_DENIED = /^(?:do not|never) (?:make|prepare|cook|brew|fix|do|get|bring|fetch|pour|serve|put on)(?: me| us)?(?: (?:the|a|an|some|any|my))? (.+?)(?: (?:now|yet|today|tonight|again|please|for me|for us|just yet))*$/;

/**
 * The denial among `denials` that denies making what one of `readWords` (a reading's words) names,
 * the denials themselves aside; undefined when none does.
 */
export function denialOfWhatIsRead(denials: readonly string[], readWords: readonly string[]): string | undefined {
  const asked = readWords.filter((w) => !/^(?:do not|never)\b/.test(w) && !denials.includes(w));
  return denials.find((d) => {
    const thing = MAKING_DENIED.exec(d)?.[1];
    return thing !== undefined && asked.some((w) => deniedBy([thing], w));
  });
}
