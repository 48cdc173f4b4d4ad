/**
 * Another person's things thrown away to stop them (issue 38): "my housemate is supposed to be off carbs and she keeps
 * cheating, throw her bread in the bin so she can't", "bin his cigarettes so he has to quit". A verb of throwing away,
 * a thing said as someone else's (his, her, their, or a person's) after it in the clause, and the request saying why
 * as keeping that person from something ("so she can't", "so he has to", "to teach her a lesson", "she keeps
 * cheating"): their things and their say, which the reader refuses as uses.yaml `beyond.others-things`. Not a thing
 * binned for someone ("bin his old newspaper, he's done with it": no stopping said), nor the person's own ("my bread").
 */

/** Whose a thing is when it is someone else's: a possessive pronoun, or a person (with or without "'s"). */
export const OWNERS: ReadonlySet<string> = new Set(['his', 'her', 'their', 'flatmate', 'flatmates', 'roommate', 'roommates', 'housemate', 'housemates',
  'sister', 'sisters', 'brother', 'brothers', 'husband', 'husbands', 'wife', 'wifes', 'partner', 'partners', 'boyfriend', 'boyfriends',
  'girlfriend', 'girlfriends', 'son', 'sons', 'daughter', 'daughters', 'dad', 'dads', 'mum', 'mums', 'mom', 'moms', 'neighbour', 'neighbours',
  'neighbor', 'neighbors', 'lodger', 'lodgers']);
/** Verbs of throwing away (words.yaml `discarding`, and binning said outright). */
const DISCARDING: ReadonlySet<string> = new Set(['throw', 'chuck', 'toss', 'dump', 'lob', 'bin', 'ditch', 'trash']);

/**
 * Keeping someone from something, said as the reason ("so she can't", "so he won't", "so they have to stop", "to teach
 * her a lesson", "she keeps cheating"): contractions are spelt out before reading ("can not", "will not").
 */
const STOPPING = [
  // "then she can't" says the same as "so she can't" ("put her keys in the drawer, then she can't go out").
  /\b(?:so|then) (?:that )?(?:she|he|they) (?:can not|cannot|will not|does not|do not|would not|could not|has to|have to|is forced to|are forced to|gets? none|has none|have none|can no longer|will no longer)\b/,
  /\bteach (?:her|him|them) a lesson\b/,
  /\b(?:keeps|keep|is|are|was|been) cheating\b/,
  /\bto stop (?:her|him|them)\b/,
];

/** Whether the request says the deed is to keep someone from something. */
export function saysStopping(request: readonly string[]): boolean {
  const text = request.join(' ').replace(/[.,!?;]/g, ' ').replace(/\s+/g, ' ');
  return STOPPING.some((pattern) => pattern.test(text));
}

/**
 * The owner's word and the thing's words when the clause throws away someone else's thing and the request says it is
 * to stop them, or undefined. `thingAt`: how many words name a thing of the room at `at` (0: none).
 */
export function binnedToStop(clause: readonly string[], request: readonly string[], thingAt: (clause: readonly string[], at: number) => number): string | undefined {
  return othersThingToStop(DISCARDING, clause, request, thingAt);
}

/**
 * The owner's word and the thing's words when a verb of `verbs` in the clause acts on someone else's thing and the
 * request says it is to stop them, or undefined (hidden-to-stop.ts asks it with verbs of hiding).
 */
export function othersThingToStop(verbs: ReadonlySet<string>, clause: readonly string[], request: readonly string[], thingAt: (clause: readonly string[], at: number) => number): string | undefined {
  const verb = clause.findIndex((w) => verbs.has(w));
  if (verb < 0 || !saysStopping(request)) return undefined;
  for (let at = verb + 2; at < clause.length; at++) {
    const length = thingAt(clause, at);
    if (length === 0) continue;
    const owner = clause[at - 1]!.replace(/'s$/, '');
    if (OWNERS.has(owner)) return clause.slice(at - 1, at + length).join(' ');
    // "my wife's phone" with the "'s" spelt out as "is" ("my wife is phone"): the person before it owns the thing.
    if (owner === 'is' && at >= 2 && OWNERS.has(clause[at - 2]!)) return `${clause[at - 2]!}'s ${clause.slice(at, at + length).join(' ')}`;
  }
  return undefined;
}
