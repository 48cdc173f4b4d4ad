/**
 * An instruction passed on from someone else ("the host said to leave a spare roll on the cistern",
 * "mum told me to put the keys in the drawer", "the nurse wants us to open the blinds"): the
 * instruction is what is asked, and who gave it is why. Read with its teller, "said" and "always"
 * hid the command (issue 38: "the host said to always leave a spare loo roll on top of the cistern"
 * read "always leave" as a thing always left out of place and put the rolls away, a false success).
 * An instruction given with "always" at the start of a clause ("always leave the door open") is the
 * instruction, not a complaint of what someone always does ("he always leaves it on the sofa").
 */

/** Where a clause starts: the request's start, a mark, or a joining word. */
const CLAUSE_START = String.raw`(^|[.,;:!?]\s*|\b(?:and|so|but|then)\s+)`;
/** Who passed it on: a person of one or two words ("the host", "my mother in law", "she"). */
const TELLER = String.raw`(?:(?:the|my|our|your|his|her|their)\s+)?[a-z'-]+(?:\s+in\s+law)?`;
const TOLD = String.raw`(?:said|says|told\s+(?:me|us)|tells\s+(?:me|us)|asked\s+(?:me|us)|asks\s+(?:me|us)|wants\s+(?:me|us)|wanted\s+(?:me|us)|reminded\s+(?:me|us))`;
/** How it is to be done, said before the verb: no more than the instruction. */
const HOW = String.raw`(?:(?:always|just|please|also|to)\s+)*`;
const PASSED_ON = new RegExp(String.raw`${CLAUSE_START}${TELLER}\s+${TOLD}\s+to\s+${HOW}([a-z]+)\b`, 'g');
const ALWAYS = new RegExp(String.raw`${CLAUSE_START}always\s+([a-z]+)\b`, 'g');
/**
 * A rule passed on without "to" ("the host said the spare key goes on the side table", "mum says the
 * door should be left open"): what it says of where a thing goes or how it should be is the
 * instruction, its teller why. Only before a thing and a word of keeping or of what should be, so
 * that a report of how a thing is ("she said the fridge is broken") stays a report.
 */
const RULE_WORDS = String.raw`(?:goes|go|belongs|belong|lives|live|should|must|needs\s+to|need\s+to|has\s+to|have\s+to|(?:is|are)\s+(?:supposed|meant)\s+to)`;
const SAID_RULE = new RegExp(
  String.raw`${CLAUSE_START}${TELLER}\s+(?:said|says|told\s+(?:me|us)|tells\s+(?:me|us))\s+(?:that\s+)?(?=(?:the|my|our|your|his|her|their)\s+(?:[a-z-]+\s+){1,3}${RULE_WORDS}\b)`,
  'g',
);

/** `text` (lower case, contractions spelt out) with an instruction passed on said as the instruction; unchanged otherwise. */
export function reportedInstruction(text: string, isVerb: (word: string) => boolean): string {
  const asVerb = (whole: string, start: string, verb: string): string => (isVerb(verb) ? `${start}${verb}` : whole);
  return text.replace(PASSED_ON, asVerb).replace(ALWAYS, asVerb).replace(SAID_RULE, (_whole, start: string) => start);
}
