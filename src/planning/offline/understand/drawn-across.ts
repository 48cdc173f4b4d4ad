/**
 * A curtain or blinds told of as drawn across ("the shower curtain's drawn right across the bath",
 * "the blinds are drawn"): closed, as British English says it. Read as said, "drawn" and "across"
 * are no words the reader knows, and a person who wanted into the bath was refused as not
 * understood (issue 38). "Drawn back" (open) is left as said: the verbs of words.yaml read it.
 */
const DRAWN = /\b((?:shower\s+)?curtains?|blinds?)\s+(is|are)\s+(?:all\s+|still\s+)?(?:drawn|pulled)(?:\s+(?:right\s+|all\s+the\s+way\s+)?(?:across|shut|closed|to))?(?:\s+(?:the|my)\s+(?:bath|tub|bathtub|window|shower))?(?!\s+(?:back|open|up|aside)\b)/g;

/** `text` (lower case, contractions spelt out) with a curtain or blinds drawn across said as closed; unchanged otherwise. */
export function drawnAcross(text: string): string {
  return text.replace(DRAWN, (_, thing: string, is: string) => `${thing} ${is} closed`);
}

/**
 * Blinds or a lid raised or lowered ("might I trouble you to raise the blinds", "lower the lid"): opened or closed.
 * Only of these: "raise" and "lower" are no verbs of opening for anything else (the plan bank's paraphrases swap a
 * verb of words.yaml for another of its meaning, and "raise the fridge" is no request).
 */
const RAISED = /\b(raise|lift|pull up|lower|pull down)\s+((?:the\s+|my\s+)?(?:blinds?|(?:toilet\s+)?lid|toilet\s+seat))\b/g;

/** `text` (lower case) with blinds or a lid raised said as opened, lowered as closed; unchanged otherwise. */
export function raisedOrLowered(text: string): string {
  return text.replace(RAISED, (_, verb: string, thing: string) => `${/^(lower|pull down)$/.test(verb) ? 'close' : 'open'} ${thing}`);
}
