/**
 * A time of day written as one word ("guests 7pm", "by 6.30pm", "at 7:45"): the hour and its part
 * of the day apart ("7 pm"), as a time said in words is read ("at seven", "at 7 pm": when, the
 * reading is of now). Left as one word, its figure reads as a count of something asked and blocks
 * the request. A time something is set for or to ("set my alarm for 6am") is what is asked: kept.
 */

const CLOCK = /(?<!\b(?:for|to)\s)\b(\d{1,2})(?:[:.]\d{2})?\s*(am|pm)\b|(?<!\b(?:for|to)\s)\b(\d{1,2})[:.]\d{2}\b/g;

/** `text` (lower case) with each clock time written as its hour and "am"/"pm" apart; unchanged otherwise. */
export function clockTimes(text: string): string {
  return text.replace(CLOCK, (_said, hour: string | undefined, part: string | undefined, bare: string | undefined) => (hour !== undefined ? `${hour} ${part}` : bare!));
}
