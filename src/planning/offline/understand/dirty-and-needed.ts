/**
 * A thing told of as dirty and then needed ("someone's left the frying pan all crusty and I need
 * it", "the mug is filthy and I need it for my tea"): the need is for the thing fit to use, clean,
 * never the dirty thing handed over. The closing "I need it" is taken out, so the dirt is what is
 * read. Only "it" or "them" after the dirt, so "the pan is dirty and I need the kettle" stays.
 */

/** Words of dirt said of a thing (uses.yaml `clean` says them as a need; these are the ones said of a dish or a pan). */
const DIRT = ['dirty', 'filthy', 'crusty', 'grimy', 'greasy', 'manky', 'minging', 'grotty', 'mucky', 'caked', 'cruddy', 'scummy', 'gross', 'disgusting', 'stained'];
const NEEDED = /\s*(?:,\s*)?(?:and|but)?\s*(?:i|we)\s+(?:really\s+)?(?:need|needed|want|will need|am going to need)\s+(?:it|them)\b(?:\s+(?:now|back|later|for [a-z ]+?))?(?=\s*(?:[,.;!?]|$))/;

/** `text` (lower case, contractions spelt out) without a closing "I need it" after a thing told of as dirty; unchanged otherwise. */
export function dirtyAndNeeded(text: string): string {
  const found = NEEDED.exec(text);
  if (found === null) return text;
  const before = text.slice(0, found.index);
  if (!DIRT.some((w) => new RegExp(`\\b${w}\\b`).test(before))) return text;
  return `${before}${text.slice(found.index + found[0].length)}`;
}
