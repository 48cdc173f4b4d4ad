/**
 * A place pointed at rather than named, when the request names it elsewhere:
 * - "there" for a place named before it ("I have a form to fill in at the desk. I need a pencil
 *   there"): the place said again, so that the thing goes there rather than into the hand. Only a
 *   "there" that closes what is said of a thing (after a word, before a mark or the end: not
 *   "there is", "over there", "in there") and only for the last place said before it with in, on,
 *   at or by and a thing's name; a room ("in the kitchen") is no place to put a thing;
 * - "here with me" where the person has said which bed or seat they are on ("I'm on the sofa, the
 *   remote needs to be here with me", "not getting off this sofa all day", which is staying on it):
 *   that bed or seat (where-person-is.ts reads the same "on" and "in").
 */

/** Words that open a place ("at the desk") and the one or two words of its name. */
const OPENS = /\b(?:at|on|in|by|onto|into|next to|beside) (?:the|my|our|your|this|that) ([a-z]+)(?: ([a-z]+))?/g;
const ROOMS = new Set(['kitchen', 'bedroom', 'bathroom', 'room', 'lounge', 'house', 'flat', 'morning', 'evening', 'afternoon', 'night', 'way', 'end', 'middle', 'meantime', 'moment', 'mood', 'dark', 'light']);
/** A closing "there": after a word that is neither a preposition nor a verb of being or staying, before a mark or the end. */
const THERE = /(?<!\b(?:over|in|on|out|up|down|under|from|to|of|right|back|is|are|was|were|be|sit|sitting|lie|lying|get|stay|staying|stand|standing|go|going|been)) there(?=\s*(?:[,.;:!?]|$))/g;

/** Beds and seats a person lies or sits on, by the words people use (AI2-THOR's Bed, Sofa, ArmChair, Chair, Stool, Ottoman). */
const SEATS = ['bed', 'sofa', 'couch', 'settee', 'armchair', 'chair', 'stool', 'ottoman'];
/** The person saying where they are: "i am", "i will be", "i am stuck", "i am not getting off", then "on", "in" or "off" it. */
const PERSON_ON = new RegExp(String.raw`\bi (?:am|will be|have been|will stay|will be staying)\b(?:(?![,.;!?]| so | and | but ).)*?\b(?:on|in|upon|off) (?:(?:the|this|my|our) )?(${SEATS.join('|')})\b`);
/** Staying put said by not leaving ("I am not getting off this sofa all day", "not getting out of bed today"): on or in it. */
const NOT_LEAVING = new RegExp(String.raw`\b(?:not|never) (?:getting|moving|budging|going to get|going to move) (off|out of|from) (the|this|my|our) (${SEATS.join('|')})\b`, 'g');
/** "here" said with the person ("here with me", "here next to me", "over here by me"). */
const HERE = /\b(?:over )?here (?:with|next to|beside|by) (?:me|us)\b/g;

/** `text` (lower case) with a closing "there" and a "here with me" read as the places they point at; unchanged otherwise. */
export function hereAndThere(text: string, isNoun: (word: string) => boolean): string {
  let stays: string | undefined;
  const staying = text.replace(NOT_LEAVING, (_, from: string, det: string, seat: string) => {
    stays = seat;
    return `${from === 'out of' ? 'in' : 'on'} ${det} ${seat}`;
  });
  const there = staying.replace(THERE, (said: string, at: number) => {
    const places = [...staying.slice(0, at).matchAll(OPENS)].flatMap((m) => {
      const one = m[1]!;
      const two = m[2];
      const place = m[0].slice(0, m[0].length - (two === undefined ? 0 : two.length + 1));
      if (two !== undefined && !ROOMS.has(two) && isNoun(two) && isNoun(`${one} ${two}`)) return [m[0]];
      return !ROOMS.has(one) && isNoun(one) ? [place] : [];
    });
    const place = places.at(-1);
    return place === undefined ? said : ` ${place}`;
  });
  const seat = PERSON_ON.exec(there)?.[1] ?? stays;
  if (seat === undefined) return there;
  return there.replace(HERE, `on the ${seat}`);
}
