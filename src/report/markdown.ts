/**
 * Text from a session (the request, the plan, feedback, bridge messages, object names: all of it
 * from people, an LLM or a folder someone sent) placed in Markdown (`summary.md`, `runs show`)
 * without becoming Markdown or HTML: no tag, no link or image, no code span, no table cell break,
 * and code in a fence nothing inside it can close. Terminal safety is display.ts's: the summary
 * is written through displaySafe, and `runs show` through the display sink.
 */

/** The characters that start inline Markdown or HTML: escapes, code spans, links and images, tags, entities. */
const INLINE = /[\\`[\]<&]/g;

/** `text` as one line of Markdown prose that shows exactly as written. */
export function markdownText(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').replace(INLINE, (c) => `\\${c}`);
}

/** `text` as a Markdown table cell (markdownText, and `|` escaped). */
export function markdownCell(text: string): string {
  return markdownText(text).replace(/\|/g, '\\|');
}

/** `code` in a fenced block whose fence is longer than any run of backticks in it, so nothing in the code ends it. */
export function markdownFence(code: string, language: string): string[] {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`${fence}${language}`, code.trimEnd(), fence];
}
