/**
 * Escaping of text a person is shown: for HTML (every report page) and for a terminal. Text in a
 * report comes from requests, LLM replies, code and bridge messages, so none of it is trusted.
 */

/** Text made safe inside HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Text made safe for a terminal: control characters (but tab and line feed), bidirectional and
 * other invisible format characters are shown as `<U+XXXX>`, so nothing printed can move the
 * cursor, recolour, or reorder what the person reads.
 */
export function terminalSafe(text: string): string {
  return text.replace(/(?![\t\n])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (c) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`);
}
