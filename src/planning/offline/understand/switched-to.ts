/**
 * A switch said as a setting, as a precise person types it ("Set the desk lamp to on", "switch the
 * desk lamp to the on state", "turn the tap to the off position"): the thing switched on or off,
 * never "set" read as putting it down (a lamp in hand). Only "on" or "off" after "to" (and "the",
 * and a word of state or position), in a clause that opens with a verb of setting or switching.
 */

const VERBS = 'set|switch|turn|put|flip|flick|change|toggle';
const SETTING = new RegExp(String.raw`\b(${VERBS})\b((?:(?![,.;!?]).){1,40}?)\s+(?:to|into|in) (?:the )?(on|off)(?: (?:state|position|mode|setting))?(?![a-z0-9'])`, 'g');

/** `text` (lower case) with a setting of on or off said as switching it; unchanged otherwise. */
export function switchedTo(text: string): string {
  return text.replace(SETTING, (_, verb: string, thing: string, state: string) => `${verb === 'set' || verb === 'change' || verb === 'put' || verb === 'toggle' ? 'switch' : verb}${thing} ${state}`);
}
