/**
 * Finds the code in an LLM reply: the first ```python / ```py / unlabelled fenced block,
 * or the whole text when there is no such block.
 */

/** The code to parse and where it sits in the original text. */
export interface ExtractedCode {
  readonly code: string;
  /** Lines of the original text before the code's first line (add it to code line numbers). */
  readonly lineOffset: number;
  /** Whether the code came from a fenced block. */
  readonly fenced: boolean;
}

const CODE_LABELS = new Set(['', 'python', 'py', 'python3']);

/** Splits text into lines the way the tokenizer counts them (\r\n, \r and \n end a line). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** The offset where each line of `text` starts, lines counted as splitLines counts them. */
function lineStarts(text: string): number[] {
  const starts = [0];
  const breaks = /\r\n|\r|\n/g;
  for (let m = breaks.exec(text); m !== null; m = breaks.exec(text)) starts.push(m.index + m[0].length);
  return starts;
}

interface Fence {
  readonly marker: string;
  readonly label: string;
}

/** Reads an opening fence: up to 3 spaces, then 3+ backticks or tildes, then a label. */
function openingFence(line: string): Fence | undefined {
  const indent = line.length - line.trimStart().length;
  if (indent > 3) return undefined;
  const rest = line.slice(indent);
  const ch = rest[0];
  if (ch !== '`' && ch !== '~') return undefined;
  let n = 0;
  while (rest[n] === ch) n++;
  if (n < 3) return undefined;
  const info = rest.slice(n).trim();
  if (ch === '`' && info.includes('`')) return undefined;
  const label = info.split(/\s+/)[0] ?? '';
  return { marker: ch.repeat(n), label: label.toLowerCase() };
}

function closesFence(line: string, fence: Fence): boolean {
  const trimmed = line.trim();
  const indent = line.length - line.trimStart().length;
  if (indent > 3 || !trimmed.startsWith(fence.marker)) return false;
  return [...trimmed].every((c) => c === fence.marker[0]);
}

/** Extracts the code to parse from `text` (see the module comment). */
export function extractCode(text: string): ExtractedCode {
  const lines = splitLines(text);
  const starts = lineStarts(text);
  // The code is a slice of the text, line ends untouched: a lone \r the checker must see stays one.
  const slice = (from: number, to: number): string => {
    const last = starts[to - 1]! + (lines[to - 1] ?? '').length;
    return from >= to ? '' : text.slice(starts[from]!, last);
  };
  for (let i = 0; i < lines.length; i++) {
    const fence = openingFence(lines[i] ?? '');
    if (fence === undefined) continue;
    let end = i + 1;
    while (end < lines.length && !closesFence(lines[end] ?? '', fence)) end++;
    if (CODE_LABELS.has(fence.label)) {
      return { code: slice(i + 1, end), lineOffset: i + 1, fenced: true };
    }
    i = end; // skip a block in another language
  }
  return { code: text, lineOffset: 0, fenced: false };
}
