/**
 * A command said in Hinglish, Hindi's order with English names for the things (issue 38: code-mixed
 * speech): the thing, then the place with its postposition, then the verb ("lettuce fridge se
 * nikaal ke counter pe rakh do", "cloth ko drawer mein daal do", "light band kar do", "laptop
 * khol do"). Each is read in English order ("take the lettuce out of the fridge and put it on the
 * counter", "put the cloth in the drawer", "turn off the light", "open the laptop"). Only where the
 * thing and the place are words that name things (`isNoun`); anything else is left as said.
 */

/** Putting ("rakh", "daal") and the endings of asking ("do", "dena", "dijiye", "na"). */
const PUT = String.raw`(?:rakh|rakho|rakhna|daal|daalo|dal|dalo|daalna)`;
const ASK = String.raw`(?:\s+(?:do|de|dena|dijiye|dijie|dijiyega|na))*`;
/** Postpositions of place: "mein" in, "pe"/"par" on, "se" out of. */
const IN = String.raw`(?:mein|me|main|andar)`;
const ON = String.raw`(?:pe|par|upar)`;
const NOUN = String.raw`([a-z]+(?:\s+[a-z]+)?)`;

/** `text` (lower case) with Hinglish commands in English order; unchanged otherwise. */
export function hinglishOrder(text: string, isNoun: (word: string) => boolean): string {
  const named = (words: string): boolean => words.split(/\s+/).every((w) => isNoun(w));
  const last = (words: string): string => words.split(/\s+/).at(-1)!;
  let out = text;
  // Taken out of a place: "lettuce fridge se nikaal ke" → "take the lettuce out of the fridge and".
  out = out.replace(new RegExp(String.raw`\b([a-z]+)(?:\s+ko)?\s+([a-z]+)\s+se\s+(?:nikaal|nikal|nikalo|nikaalo)(?:\s+(?:ke|kar|kr|do|lo|ke\s+do))?\b`, 'g'), (said, thing: string, place: string) =>
    named(thing) && named(place) ? `take the ${thing} out of the ${place} and ` : said,
  );
  // Put somewhere: "cloth ko drawer mein daal do", "counter pe rakh do" (the thing said before it, or "it").
  out = out.replace(new RegExp(String.raw`\b(?:([a-z]+)\s+ko\s+|([a-z]+)\s+)?${NOUN}\s+(${IN}|${ON})\s+${PUT}${ASK}\b`, 'g'), (said, withKo: string | undefined, bare: string | undefined, placeSaid: string, post: string) => {
    // A place of two words both names ("coffee table"); else its last word, the word before it left as said ("and counter").
    const words = placeSaid.split(/\s+/);
    const place = named(placeSaid) ? placeSaid : named(last(placeSaid)) ? last(placeSaid) : undefined;
    if (place === undefined) return said;
    const before = place === placeSaid ? [] : words.slice(0, -1);
    const thing = withKo ?? (bare !== undefined && named(bare) && before.length === 0 ? bare : undefined);
    const where = new RegExp(`^${IN}$`).test(post) ? 'in' : 'on';
    const lead = [...(bare !== undefined && thing === undefined ? [bare] : []), ...before].join(' ');
    return `${lead === '' ? '' : `${lead} `}put ${thing === undefined ? 'it' : `the ${thing}`} ${where} the ${place}`;
  });
  // Switched or opened: "light band kar do", "tv on kar do", "laptop khol do", "candle jala do".
  const switched: readonly [RegExp, string][] = [
    [new RegExp(String.raw`\b${NOUN}(?:\s+ko)?\s+(?:khol|kholo|kholna|open\s+kar|open\s+karo)${ASK}\b`, 'g'), 'open the $1'],
    [new RegExp(String.raw`\b${NOUN}(?:\s+ko)?\s+(?:on\s+kar|on\s+karo|chalu\s+kar|chalu\s+karo|chala|chalao|jala|jalao)${ASK}\b`, 'g'), 'turn on the $1'],
    [new RegExp(String.raw`\b${NOUN}(?:\s+ko)?\s+(?:off\s+kar|off\s+karo|band\s+kar|band\s+karo|bujha|bujhao)${ASK}\b`, 'g'), 'turn off the $1'],
  ];
  for (const [pattern, english] of switched) out = out.replace(pattern, (said, thing: string) => (named(last(thing)) ? english.replace('$1', thing.split(/\s+/).filter(named).join(' ')) : said));
  return out;
}

/**
 * A Spanish "cosa de la otra" ("la cortina de la ducha": the curtain of the shower) as English says the
 * same thing ("the shower curtain"), where English has that name (`isNoun` of the phrase).
 */
export function spanishOf(text: string, isNoun: (words: string) => boolean): string {
  return (
    text
      .replace(/\b([a-z]+) of the ([a-z]+)\b/g, (said, thing: string, whole: string) => (isNoun(`${whole} ${thing}`) ? `${whole} ${thing}` : said))
      // Whose it is ("el reloj de mi abuela": the watch of me abuela): the thing, its owner a person, not a thing.
      .replace(/\b([a-z]+) of (?:me|my|his|her|their) ([a-z]+)\b/g, (said, thing: string, owner: string) => (isNoun(thing) && !isNoun(owner) ? thing : said))
  );
}
