/**
 * "it wants to look cleaner than that", "the mirror could be cleaner", "a bit cleaner": "cleaner" said
 * of how a thing should be is more clean, the state asked (clean), not the cleaning product words.yaml
 * names by it ("the cleaner under the sink"). Read as "clean" after a verb of being or seeming or a word
 * of how much, or before "than" (with the thing compared taken out).
 */
const AFTER = '(?:look|looks|looking|be|is|are|get|gets|getting|seem|seems|feel|feels|stay|stays|keep|bit|lot|much|way|far|even|little|slightly|lots)';
const MORE_CLEAN = new RegExp(`\\b(${AFTER}) cleaner\\b(?: than (?:that|this|it|now|before|usual|ever|they are|it is))?`, 'g');
const THAN = /\bcleaner than (?:that|this|it|now|before|usual|ever)\b/g;

/** `text` (lower case) with "cleaner" said as more clean read as "clean". */
export function cleanerAsMoreClean(text: string): string {
  return text.replace(MORE_CLEAN, '$1 clean').replace(THAN, 'clean');
}
