/**
 * A word of approval closing a request, as Welsh English says "good" ("put the lamp on would you, tidy",
 * "give it a wash now in a minute? tidy"): set apart from what is asked by a mark and ending it, it asks
 * nothing (no tidying up: "tidy" asks a tidy-up only with what it acts on, or as the request's own verb).
 * "That'd be tidy" (contractions spelt: "that would be tidy") is the same, wherever it stands.
 */

/** A closing word of approval after a mark: "..., tidy", "... ? tidy!", "... . lush". */
const CLOSING = /([,.;:!?]|^)\s*(?:tidy|lush)\s*[.!]*\s*$/;
/** Approval said as what would be ("that would be tidy", "be tidy if you could"): anywhere. */
const WOULD_BE = /\b(?:that would be|that will be|that is|it would be|would be|be) (?:tidy|lush)\b(?: if you (?:could|would|can))?/g;

/** `text` (lower case, contractions spelt) without a closing word of approval; unchanged when it has none or is nothing else. */
export function withoutClosingApproval(text: string): string {
  const closing = CLOSING.exec(text);
  const cut = closing === null || closing.index === 0 ? text : text.slice(0, closing.index + closing[1]!.length);
  const out = cut.replace(WOULD_BE, ' ');
  return /[a-z]/.test(out) ? out : text;
}
