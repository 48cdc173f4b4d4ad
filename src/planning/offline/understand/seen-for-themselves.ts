/**
 * A thing the world lacks named as what the person would see or find for themselves ("it's so dark
 * I can't see my clothes", "the lamp would help me find my clothes"): the light is what they ask
 * for, the thing only why. Read as asked, a request for the lamp was refused for the clothes
 * AI2-THOR has none of. The robot asked to find it ("can you find my clothes") still asks for it.
 */

/** Verbs of the person's own seeing, right before the thing (past "my", "the"). Not "find" alone: "I can't find my coat" has lost it. */
const SEEING = new Set(['see', 'choose', 'spot', 'read']);
/** Finding that something else helps the person do ("the lamp would help me find my clothes"): theirs too. */
const HELPED = new Set(['find']);
/** The person as who sees, a few words before the verb ("I can not see", "help me find", "so I can find"). */
const PERSON = new Set(['i', 'me', 'we', 'us']);
/** Words between the person and the verb ("I can not", "help me to", "I could barely"). */
const BETWEEN = new Set(['can', 'could', 'not', 'cannot', 'to', 'barely', 'hardly', 'even', 'never', 'will', 'would', 'help', 'helps', 'helping', 'let', 'lets', 'am', 'able', 'be', 'unable', 'trying', 'try', 'just']);

/** Words opening a request ("can you", "please"): "help me find my clothes" opening on them asks the finding. */
const ASKING = new Set(['can', 'could', 'would', 'will', 'you', 'u', 'please', 'pls', 'just', 'and', 'so', 'now']);

/** Whether the word at `verbAt` of `clause` is the person's own seeing or finding ("I can't see", "the lamp would help me find"). */
export function seenByPerson(clause: readonly string[], verbAt: number): boolean {
  const helped = HELPED.has(clause[verbAt] ?? '');
  if (!SEEING.has(clause[verbAt] ?? '') && !helped) return false;
  for (let at = verbAt - 1; at >= 0 && at >= verbAt - 5; at--) {
    if (PERSON.has(clause[at]!)) return !asksHelp(clause, at) && (!helped || ['help', 'helps'].includes(clause[at - 1] ?? ''));
    if (!BETWEEN.has(clause[at]!)) return false;
  }
  return false;
}

/** Whether the thing ending at `end` is said first, then the person's seeing ("my clothes I can not see to choose"). */
export function seenAfterByPerson(clause: readonly string[], end: number): boolean {
  if (!PERSON.has(clause[end + 1] ?? '')) return false;
  for (let at = end + 2; at < clause.length && at <= end + 6; at++) {
    if (SEEING.has(clause[at]!)) return true;
    if (!BETWEEN.has(clause[at]!)) return false;
  }
  return false;
}

/** Whether "help" before the person opens the clause ("can you help me find"): the finding asked of the robot. */
function asksHelp(clause: readonly string[], personAt: number): boolean {
  const help = clause.slice(0, personAt).findIndex((w) => w === 'help' || w === 'helps');
  return help >= 0 && clause.slice(0, help).every((w) => ASKING.has(w));
}
