/**
 * Someone walked in on where they wash ("my brother-in-law's in the shower, open the shower door and
 * tell him dinner's ready", "she's in the bath, pull the curtain back"): a person other than the
 * speaker said to be in the shower, the bath or on the loo, and the door or curtain that screens them
 * opened. That is their privacy, not the robot's to open, whatever a skill could (AI2-THOR's
 * ShowerDoor and ShowerCurtain are openable); read as said, the door was opened as asked (issue 38:
 * a false success). Refused as uses.yaml `beyond.walked-in-on`. Not "I'm in the shower" (the
 * person's own), nor a door opened with no one said to be behind it.
 */

/** Who may be behind it: a person named by one word, or "he", "she", "they" (never "i", "we" or a thing). */
const PERSONS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'brother', 'sister', 'mum', 'mom', 'dad', 'son', 'daughter', 'husband', 'wife',
  'partner', 'boyfriend', 'girlfriend', 'flatmate', 'roommate', 'housemate', 'guest', 'guests', 'visitor', 'friend', 'nan', 'gran', 'grandad', 'grandpa',
  'grandma', 'granny', 'kid', 'kids', 'someone', 'somebody', 'lodger', 'niece', 'nephew', 'uncle', 'aunt', 'auntie', 'cousin', 'father', 'mother']);
/** "my brother-in-law's in the shower": the reader keeps "brother in" (it sets "law" aside). */
const WHERE = new RegExp(String.raw`\b([a-z]+)(?:\s+in(?:\s+law)?)?(?:'s)?\s+(?:is|s|are)\s+(?:still\s+|just\s+)?(?:in|on)\s+(?:the|a|his|her|their)\s+(shower|bath|bathtub|tub|loo|toilet)\b`, 'g');
const OPENING: ReadonlySet<string> = new Set(['open', 'opening', 'pull', 'draw', 'slide', 'yank']);

/** The words of the person and where they are, when `clause` opens what screens them; else undefined. `screenAt`: words naming a shower door or curtain at `at` (0: none). */
export function walkedInOn(clause: readonly string[], request: readonly string[], screenAt: (clause: readonly string[], at: number) => number): string | undefined {
  if (!clause.some((w) => OPENING.has(w)) || !clause.some((_, at) => screenAt(clause, at) > 0)) return undefined;
  for (const found of request.join(' ').matchAll(WHERE)) if (PERSONS.has(found[1]!)) return found[0];
  return undefined;
}
