/** Spoken names of object types: "coffee machine" → CoffeeMachine, "lights" → every LightSwitch. */
import type { Catalogue } from '../../world/index.js';
import { normalWords, pluralOf, typeWords } from './text.js';

/** What an object phrase names: candidate types in preference order; plural means "all of them". */
export interface NamedTypes {
  readonly types: readonly string[];
  readonly plural: boolean;
}

/** Looks up object phrases; built once from the catalogue and the knowledge's aliases. */
export interface Lexicon {
  /** The types `words` name, or undefined when they name none. */
  lookup(words: readonly string[]): NamedTypes | undefined;
  /** The longest phrase (in words) the lexicon knows. */
  readonly longest: number;
}

export function buildLexicon(catalogue: Catalogue, aliases: Readonly<Record<string, readonly string[]>>): Lexicon {
  const entries = new Map<string, NamedTypes>();
  const add = (words: string[], types: readonly string[], plural: boolean): void => {
    const key = words.join(' ');
    const existing = entries.get(key);
    if (existing === undefined) entries.set(key, { types: [...types], plural });
    else if (existing.plural === plural) entries.set(key, { types: [...new Set([...existing.types, ...types])], plural });
  };
  const addWithPlural = (words: string[], types: readonly string[]): void => {
    add(words, types, false);
    const last = words[words.length - 1];
    if (last !== undefined) add([...words.slice(0, -1), pluralOf(last)], types, true);
  };
  for (const [alias, types] of Object.entries(aliases)) addWithPlural(normalWords(alias), types);
  for (const type of catalogue.types.keys()) {
    addWithPlural(typeWords(type), [type]);
    addWithPlural([type.toLowerCase()], [type]);
  }
  const longest = Math.max(...[...entries.keys()].map((k) => k.split(' ').length));
  return {
    longest,
    lookup: (words) => entries.get(words.join(' ')),
  };
}
