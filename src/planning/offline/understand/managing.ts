/**
 * Managing said of a deed ("dad can't manage cutting up his apple", "mum can't manage to open the
 * door", a carer speaking of an elderly parent): no more than being able to, so the deed after it is
 * read as after "can't" ("dad can't cut up his apple"). Its -ing form is read as the verb's own form
 * where that is a verb the reader knows ("cutting" → "cut"); "can't manage the stairs" keeps its words.
 */
import { ingStems } from './vocabulary.js';

const MANAGING = /\b(can not|cannot|could not|never) (?:manage|managed) (?:to )?([a-z]+)\b/g;

/** `text` (lower case, contractions spelt) with "can't manage (to) <deed>" said as "can't <deed>". */
export function withoutManaging(text: string, isVerb: (word: string) => boolean): string {
  return text.replace(MANAGING, (said, not: string, word: string) => {
    const stem = ingStems(word).find(isVerb) ?? (isVerb(word) ? word : undefined);
    return stem === undefined ? said : `${not} ${stem}`;
  });
}
