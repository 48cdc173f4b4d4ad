/**
 * A thing said to have fallen off or out of where it was ("the teddy fell off the bed", "the towel's come off the
 * rail", "the book has fallen out of the box"): put back there. Read otherwise, the place is a thing named with
 * nothing asked of it, and the person is asked what to do with the bed.
 */

import { CLAUSE_OPENS, thingSaid } from './unwanted-state.js';

/** The thing: "it", "they", or a determiner and up to three words. */
const THING = thingSaid('it|they');
const FALLEN = new RegExp(
  CLAUSE_OPENS + String.raw`(${THING})\s+(?:is\s+|has\s+|have\s+|just\s+|keeps\s+|always\s+)*(?:fell|fallen|falling|falls|fall|dropped|slipped|slid|slides|come|came|comes|knocked)\s+(off|out\s+of)\s+((?:the|my|our|that|its|their)\s+[a-z]+(?:\s+[a-z]+){0,2}?)(?=\s*(?:[,.;:!?]|$)|\s+(?:and|but|so|again|please)(?![a-z']))`,
  'g',
);

/** `text` (lower case, contractions spelt out) with a thing fallen off or out of a place put back there. */
export function fallenOff(text: string): string {
  return text.replace(FALLEN, (_said, before: string, thing: string, off: string, place: string) => {
    const it = thing === 'they' ? 'them' : thing;
    return `${before} , put ${it} back ${off === 'off' ? 'on' : 'in'} ${place}`;
  });
}
