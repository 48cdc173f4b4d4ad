/**
 * Asking whether something was left so ("did I leave the lamp on?", "did someone leave the tap
 * running?", "did I forget to turn the stove off?"): the worry that it was, read as told ("I left
 * the lamp on": switched off). Read as a command, "leave the tap running" turned the tap on.
 */

const WHO = '(i|we|you|he|she|they|someone|somebody|anyone|anybody|the kids|the children|my [a-z]+)';
const LEFT = new RegExp(`\\b(?:did|have|has) ${WHO} (?:leave|left)\\b`, 'g');
const FORGOT = new RegExp(`\\b(?:did|have|has) ${WHO} (?:forget|forgotten) to\\b`, 'g');

/** `text` (lower case, contractions spelt out) with such a question said as told; unchanged otherwise. */
export function askedIfLeft(text: string): string {
  return text.replace(LEFT, '$1 left').replace(FORGOT, '$1 forgot to');
}
