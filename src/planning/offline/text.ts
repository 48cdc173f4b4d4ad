/** Words of a request, normalised for matching: lower case, no punctuation, fillers dropped. */

/** Lower-cases `text`, drops apostrophes ("don't" → "dont") and splits on anything else. */
export function normalWords(text: string): string[] {
  const cleaned = text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .replace(/['’]/g, '');
  return cleaned.split(/[^a-z0-9{}]+/).filter((w) => w !== '');
}

/** The words of `text` without the filler words. */
export function contentWords(text: string, fillers: ReadonlySet<string>): string[] {
  return normalWords(text).filter((w) => !fillers.has(w));
}

/** Index of the first place at or after `from` where `phrase` occurs as consecutive words of `words`, or -1. */
export function findPhrase(words: readonly string[], phrase: readonly string[], from = 0): number {
  if (phrase.length === 0) return -1;
  for (let i = from; i + phrase.length <= words.length; i++) {
    if (phrase.every((w, j) => words[i + j] === w)) return i;
  }
  return -1;
}

/** Splits `words` at each join word ("and", "then"), dropping empty pieces. */
export function splitClauses(words: readonly string[], joins: ReadonlySet<string>): string[][] {
  const clauses: string[][] = [[]];
  for (const word of words) {
    if (joins.has(word)) clauses.push([]);
    else clauses[clauses.length - 1]!.push(word);
  }
  return clauses.filter((c) => c.length > 0);
}

/** `CoffeeMachine` → `['coffee', 'machine']`, `TVStand` → `['tv', 'stand']`. */
export function typeWords(type: string): string[] {
  const parts = type.match(/[A-Z]+(?![a-z])|[A-Z][a-z0-9]*|[a-z0-9]+/g) ?? [type];
  return parts.map((p) => p.toLowerCase());
}

/** English plural of a word, enough for object names (`knife` → `knives`, `glass` → `glasses`). */
export function pluralOf(word: string): string {
  if (word.endsWith('fe')) return `${word.slice(0, -2)}ves`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/[^aeiou]o$/.test(word)) return `${word}es`;
  return `${word}s`;
}
