/**
 * A meal or an outing said as when something happened ("left it all crusty after their 3am
 * fry-up", "the lounge is a mess after the party", "after my dinner"): a time, no meal asked. Taken
 * out, with a clock time said with it. A meal wanted later ("a fry-up after the gym") is not said
 * after "after" and stays.
 */

const WHOSE = '(?:their|his|her|my|our|your|the|last night\'s|yesterday\'s)';
const TIME = '(?:\\s+(?:\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)|late|big|midnight|night|birthday))?';
const MEAL = '(?:fry up|fry-up|fryup|dinner|tea|lunch|breakfast|supper|takeaway|meal|party|night out|snack|feast|barbecue|bbq)';
const AFTER_MEAL = new RegExp(`\\b(?:straight |right |just )?after ${WHOSE}${TIME} ${MEAL}\\b`, 'g');
/** The meals of a fast, named bare ("after iftar I read in bed"): the evening meal and the one before dawn (uses.yaml `hunger`). */
const AFTER_FAST_MEAL = /\b(?:straight |right |just )?after (?:(?:the|my|our) )?(?:iftar|iftaar|suhoor|sehri|sahur)\b/g;

/** `text` (lower case) without a past meal or outing said as when; unchanged otherwise. */
export function withoutAfterAMeal(text: string): string {
  return text.replace(AFTER_MEAL, ' ').replace(AFTER_FAST_MEAL, ' ');
}
