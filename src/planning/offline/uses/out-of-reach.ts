/**
 * What a request asks for that cannot be had here (uses.yaml `beyond` and `absent`): an activity
 * none of the robots' skills does ("iron my shirt", "hoover"), or a thing AI2-THOR's world has none
 * of ("a blanket", "a glass of red"). The reader finds them where a clause asks for them; a refusal
 * says what is missing and why, with the skills the robots do have.
 */
import type { UsesFile } from './uses-schema.js';

/** One activity or thing out of reach, found in a request: which list, its key there, and the words that said it. */
export interface OutOfReachFound {
  readonly kind: 'beyond' | 'absent';
  readonly key: string;
  readonly words: string;
}

/** Every phrase of `beyond` and `absent`, as words, longest first (so "wash the car" is found before "car"). */
export function outOfReachPhrases(uses: UsesFile): { kind: 'beyond' | 'absent'; key: string; words: string[] }[] {
  const phrases = (['beyond', 'absent'] as const).flatMap((kind) =>
    Object.entries(uses[kind]).flatMap(([key, entry]) => entry.words.map((w) => ({ kind, key, words: w.split(' ') }))),
  );
  return phrases.sort((a, b) => b.words.length - a.words.length);
}

/** Every word of `beyond` and `absent`: no slip of spelling of another word ("iron" is not read as "icon"). */
export function outOfReachWords(uses: UsesFile): Set<string> {
  return new Set(outOfReachPhrases(uses).flatMap((p) => p.words));
}

/**
 * The entries the words of a refusal are said by ("hoover" of "can you hoover under the sofa"):
 * a word that is one of an entry's words, or one word of a phrase of it that `text` says.
 */
export function outOfReachOf(words: readonly string[], text: string, uses: UsesFile): { found: OutOfReachFound[]; rest: string[] } {
  const said = ` ${text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ')} `;
  const found: OutOfReachFound[] = [];
  const rest: string[] = [];
  for (const word of words) {
    const phrase = outOfReachPhrases(uses).find((p) => p.words.includes(word) && (p.words.length === 1 || said.includes(` ${p.words.join(' ')} `)));
    if (phrase === undefined) rest.push(word);
    else if (!found.some((f) => f.kind === phrase.kind && f.key === phrase.key)) found.push({ kind: phrase.kind, key: phrase.key, words: phrase.words.join(' ') });
  }
  return { found, rest };
}

/** Where the refusal is said: the room, what it has, and the robots' skills by name. */
export interface OutOfReachRoom {
  readonly roomType: string;
  readonly usable: ReadonlySet<string>;
  readonly skills?: readonly string[] | undefined;
}

/**
 * Why each found thing cannot be had, in words: "'hoover' asks for vacuuming, which none of the
 * robots' skills does (OpenObject, ...): AI2-THOR has no vacuum cleaner ..."; "'glass of red' asks
 * for wine: no WineBottle in these rooms holds wine, ...; this Kitchen has no WineBottle".
 */
export function outOfReachReason(found: readonly OutOfReachFound[], uses: UsesFile, room: OutOfReachRoom): string {
  const skills = room.skills === undefined || room.skills.length === 0 ? '' : ` (${room.skills.join(', ')})`;
  return found
    .map((f) => {
      const entry = uses[f.kind][f.key]!;
      if (f.kind === 'beyond' && entry.unsafe) return `'${f.words}' asks for ${entry.says}, which the robots will not do: ${entry.why}`;
      if (f.kind === 'beyond') return `'${f.words}' asks for ${entry.says}, which none of the robots' skills does${skills}: ${entry.why}`;
      const has = entry.types.filter((t) => room.usable.has(t));
      const here = entry.types.length === 0 || has.length > 0 ? '' : entry.types.length === 1 ? `; this ${room.roomType} has no ${entry.types[0]}` : `; this ${room.roomType} has none of them (${entry.types.join(', ')})`;
      return `'${f.words}' asks for ${entry.says}: ${entry.why}${here}`;
    })
    .join('; ');
}
