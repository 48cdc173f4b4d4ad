/**
 * A request typed with accents ("dejó su celular", "¿dónde está el periódico?", "ándale", "café"):
 * its letters without them, and Spanish opening marks as spaces. Read as they were, an accented
 * letter split a word in two ("dej", "peri dico"), so that no word of it could be read, not even
 * English ones ("café" as "caf").
 */

/** `text` with every accent taken off its letter and "¿", "¡" as spaces. */
export function unaccented(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').replace(/[¿¡]/g, ' ');
}
