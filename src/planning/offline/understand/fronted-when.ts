/**
 * When said first, as the time someone comes ("before the guests arrive, leave the bread sliced",
 * "by the time the in-laws get here, ..."): the time the rest is wanted by, asking nothing itself.
 * Read as a clause of its own, the people named in it ("guests") were taken for a need of theirs (a
 * tidy room, clean dishes) and planned beside what the rest asked (issue 38). Said after what is
 * asked, such a clause was already set aside as when (clause-kinds.ts `subordinateAt`).
 */

const WHEN = String.raw`(?:before|by the time|when|once|after|as soon as)`;
const COMES = String.raw`(?:arrive|arrives|arrived|arriving|come|comes|get here|gets here|get in|gets in|turn up|turns up|show up|shows up|is here|are here|come round|comes round|come over|comes over|visit|visits)`;
/** The clause at the request's start (or a sentence's), of at most five words before the coming, then a comma. */
const FRONTED = new RegExp(String.raw`(^|[.!?;]\s*)${WHEN}\s+(?:[a-z'-]+\s+){1,5}?${COMES}\s*,\s*(?=(?:[a-z'-]+\s+){2}[a-z'-]+)`, 'g');

/** `text` (lower case) without a fronted clause of when someone comes, where more is said after it; unchanged otherwise. */
export function withoutFrontedWhen(text: string): string {
  return text.replace(FRONTED, '$1');
}
