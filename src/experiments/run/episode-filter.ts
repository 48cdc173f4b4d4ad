/**
 * `--episodes GLOB`: which episodes (`task@scene`) to run. `*` matches any run of characters,
 * `?` one character; several patterns are separated by commas. Matching is on the whole id.
 */

/** True when `text` matches the glob `pattern` as a whole. */
export function globMatches(pattern: string, text: string): boolean {
  // Classic two-pointer wildcard match with backtracking to the last `*`.
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === '?' || pattern[p] === text[t])) {
      p += 1;
      t += 1;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p;
      mark = t;
      p += 1;
    } else if (star !== -1) {
      p = star + 1;
      mark += 1;
      t = mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}

/** A predicate over episode ids from a comma-separated list of globs; everything when undefined. */
export function episodeFilter(globs: string | undefined): (id: string) => boolean {
  if (globs === undefined || globs.trim() === '') return () => true;
  const patterns = globs.split(',').map((g) => g.trim()).filter((g) => g !== '');
  return (id) => patterns.some((pattern) => globMatches(pattern, id));
}
