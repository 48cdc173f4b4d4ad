/**
 * A thing the world lacks that the person looks for or asks to be handed ("where's my toothbrush",
 * "can you get my razor"): what is asked, so the request is refused for it, never set aside as a
 * wish beside a use ("I need to brush my teeth, where's my toothbrush?" ran the tap and reported
 * success for a toothbrush never found; issue 38).
 */

/** Verbs of handing a thing over, before it in its clause. */
const HANDING = ['get', 'bring', 'fetch', 'grab', 'pass', 'hand', 'find'];
/** Words between those and the thing that leave it the thing sought ("where did I leave my", "get me the"). */
const BETWEEN: ReadonlySet<string> = new Set(['me', 'us', 'my', 'the', 'a', 'an', 'some', 'your', 'his', 'her', 'their', 'our', 'is', 'are', 'did', 'i', 'you', 'leave', 'put', 'have', 'seen', 'any']);

/** Whether `words` are sought in a clause of `text`: a phrase of seeking (speech.yaml `seeking`) or a verb of handing just before them. */
export function soughtNotHad(text: string, words: string, seeking: readonly string[]): boolean {
  const thing = words.split(' ');
  const phrases = [...HANDING, ...seeking].map((p) => p.split(' '));
  return text.split(/[,.;:!?]|\band\b|\bbut\b/).some((part) => {
    const clause = part.split(/\s+/).filter((w) => w !== '');
    const at = clause.findIndex((_, i) => thing.every((w, k) => clause[i + k] === w));
    if (at < 0) return false;
    let from = at;
    while (from > 0 && BETWEEN.has(clause[from - 1]!)) from--;
    return phrases.some((p) => p.every((w, k) => clause[from - p.length + k] === w));
  });
}
