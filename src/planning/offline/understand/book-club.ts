/**
 * A book club or reading group named as an occasion ("book club is at ours tonight", "the book group
 * comes at eight"): a gathering, as "party" is, not a book to read. Read word by word, "book" was a
 * Book wanted for reading, and a lamp was switched on for it (issue 38). Said as "club", the
 * occasion asks nothing (speech.yaml fillers).
 */
const BOOK_CLUB = /\b(?:book|reading|books)\s+(?:club|clubs|group|groups|circle)\b/g;

/** `text` (lower case) with a book club said as "club"; unchanged otherwise. */
export function bookClub(text: string): string {
  return text.replace(BOOK_CLUB, 'club');
}
