/**
 * English as French speakers say it, word for word from French: the weather "makes" cold or hot
 * ("it makes cold in the room", from "il fait froid"), hunger and thirst are had ("I have hunger",
 * "j'ai faim"), and a wish takes "that you" ("I would like that you bring me my phone", "je
 * voudrais que tu ..."). Each said as English says it ("it is cold", "I am hungry", "I would like
 * you to bring").
 */

const MAKES = /\bit\s+(?:makes|make|made|is\s+making)\s+((?:so|very|too|really|a\s+bit|quite|rather|a\s+little)\s+)?(cold|hot|warm|chilly|freezing|dark|bright|humid|sunny|fresh)\b/g;
const HAVE = /\b(i|we)\s+(?:have|had)\s+(?:a\s+lot\s+of\s+|so\s+much\s+|very\s+|much\s+|big\s+)?(hunger|thirst|sleep)\b/g;
// Not "I have cold" ("j'ai froid"): in English it is a cold caught, the illness (tissues), and is left as said.
const HAD: Readonly<Record<string, string>> = { hunger: 'hungry', thirst: 'thirsty', sleep: 'sleepy' };
const LIKE_THAT = /\b(would\s+like|want|wish|would\s+love|would\s+prefer)\s+that\s+(you|u)\s+/g;

/** `text` (lower case, contractions spelt out) with French turns said as English says them; unchanged otherwise. */
export function frenchCalques(text: string): string {
  return text
    .replace(MAKES, (_, how: string | undefined, state: string) => `it is ${how ?? ''}${state}`)
    .replace(HAVE, (_, who: string, need: string) => `${who} ${who === 'i' ? 'am' : 'are'} ${HAD[need]}`)
    .replace(LIKE_THAT, (_, wish: string) => `${wish} you to `);
}
