/**
 * Escaping of text a person is shown in HTML (every report page). Text in a report comes from
 * requests, LLM replies, code and bridge messages, so none of it is trusted. (For a terminal,
 * the command line's display sink escapes every write: src/display.ts, src/io.ts.)
 */

/** Text made safe inside HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
