/** A line diff of two texts (longest common subsequence), for showing how code versions changed. */

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string; oldLine: number | null; newLine: number | null };

/** The lines of `after` against `before`: kept, added and removed, in reading order. */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]!, oldLine: i + 1, newLine: j + 1 });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      // Removals first, as diffs are read: the old line, then what replaced it.
      out.push({ kind: 'removed', text: a[i]!, oldLine: i + 1, newLine: null });
      i++;
    } else {
      out.push({ kind: 'added', text: b[j]!, oldLine: null, newLine: j + 1 });
      j++;
    }
  }
  return out;
}

function splitLines(text: string): string[] {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}
