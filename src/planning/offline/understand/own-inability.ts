/**
 * What the person says they cannot do themselves ("I can't slide the shower door open with my arm in
 * a sling", "I cannot switch on the light, could you"): the deed is what they ask of the robot, as a
 * command (issue 38: someone with a broken arm, an elderly person). Not a deed they say they must
 * not leave done ("I can't leave the stove on"), nor finding or seeing, which are read as things
 * sought (speech.yaml `seeking`), nor a verb of having or taking that says a wish or a rule ("I
 * can't have eggs").
 */

/**
 * Who says it of themselves at the start of a clause ("somewhere I can't grab it" says where), or of the elderly parent they
 * care for ("dad can't manage cutting up his apple": managing.ts; "mum can't open the shower door"), and the ways of saying
 * they cannot.
 */
const CANNOT = /(^|[,.;:!?]\s*|\s(?:and|but|so)\s+)(?:i|we|he|she|(?:(?:my|our|your|his|her|the)\s+)?(?:mum|mom|mam|mother|dad|father|nan|nana|gran|granny|grandma|grandpa|grandad|granddad|grandmother|grandfather))\s+(?:just\s+|really\s+|simply\s+)?(?:can\s+not|cannot|could\s+not|am\s+unable\s+to|are\s+unable\s+to|am\s+not\s+able\s+to|are\s+not\s+able\s+to|can\s+not\s+seem\s+to|cannot\s+seem\s+to)\s+(?:even\s+)?([a-z]+)(?=\s)/g;

/** Verbs after "I can't" that are no deed asked of the robot. */
const NOT_ASKED: ReadonlySet<string> = new Set(['leave', 'keep', 'stop', 'see', 'look', 'find', 'read', 'watch', 'show', 'check', 'get', 'take', 'use',
  'kill', 'have', 'break', 'throw', 'drop', 'rest', 'lay', 'hold', 'go', 'do', 'make', 'start', 'set', 'let']);

/**
 * A tap that cannot be turned, said with no "on" or "off" ("my wrist is strapped up and I can't turn the tap"): the person
 * cannot get water from it, so it is turned on (a tap here starts off). Read bare, "turn" blocked the whole request.
 */
const TAP_NOT_TURNED = /\b(can\s+not|cannot|could\s+not)\s+turn\s+((?:the|that|this|my)\s+(?:[a-z]+\s+)?(?:tap|taps|faucet|faucets))(?!\s*(?:on|off|up|down|round|around|back|to|over)\b)/g;

/** `text` with "I can't <deed>" made the deed asked, at a clause of its own; other words unchanged. */
export function deedTheyCannot(text: string, isVerb: (word: string) => boolean): string {
  return text.replace(TAP_NOT_TURNED, '$1 turn on $2').replace(CANNOT, (said, before: string, verb: string) => (isVerb(verb) && !NOT_ASKED.has(verb) ? `${before} , ${verb}` : said));
}
