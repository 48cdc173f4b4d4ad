/**
 * Switching said with the verbs a reading of needs can mistake (issue 38): "switch the shower on",
 * where "switch" opens the clause as a verb but a use's phrase ("shower on") took the clause and
 * "switch" was read as the room's light switch, named and unused; and a learner's "make the lamp on
 * the desk on" (German "mach die Lampe an"), a lamp made on. Both are "turn ... on/off", which reads
 * as the command it is. "The switch is off", "flick the switch" keep their switch.
 */

/** "switch" as the verb opening a clause, before what it switches (a determiner, a pronoun, or "on"/"off"). */
const SWITCH_VERB = /(^|[,.;:!?]\s*|\b(?:and|then|please|pls|plz|you|just)\s+)switch(?=\s+(?:the|a|an|my|our|your|his|her|their|it|that|this|these|those|them|all|on|off)\b)/gi;
/** "make <the thing> on/off" closing a clause: a thing switched, as a learner says it. */
const MADE_ON = /\bmake\s+((?:the|a|my|our|that|this|those|these)\s+[a-z' ]+?)\s+(on|off)(?=\s*(?:(?:please|pls|plz|thanks|cheers|ta)\s*)?(?:[,.;:!?]|$))/gi;

/** `text` with "switch" opening a clause, and "make X on/off", said as "turn". */
export function switchAsTurn(text: string): string {
  return text.replace(SWITCH_VERB, (_, lead: string) => `${lead}turn`).replace(MADE_ON, (_, thing: string, state: string) => `turn ${thing} ${state}`);
}
