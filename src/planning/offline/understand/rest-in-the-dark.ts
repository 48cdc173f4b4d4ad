/**
 * Rest wished for in the dark ("I just want to nap on the sofa in the dark", "let me lie down in the
 * dark for a bit"): the dark is how they want the room, not a complaint that it is dark (speech of
 * the `see` need, "it's dark in here"). Said beside a word of resting, "in the dark" is taken out,
 * so the rest reads as the sleep it is (every light out). Not where the person cannot or will not
 * rest in the dark ("I can't sleep in the dark", "scared to sleep in the dark"): that asks for light.
 */

const REST = '(?:nap|napping|sleep|sleeping|snooze|snoozing|doze|dozing|kip)';
const IN_THE_DARK = new RegExp(`\\b(${REST}\\b[^,.;:!?]*?)\\s+in the dark\\b`, 'g');
/** Words before the rest in its clause that say the dark is not wanted. */
const NOT_WANTED = /\b(?:not|never|afraid|scared|frightened|hate|hates|cannot)\b/;

/** `text` (lower case, contractions spelt) without "in the dark" said of resting. */
export function withoutRestInTheDark(text: string): string {
  return text.replace(IN_THE_DARK, (said, rest: string, at: number) => {
    const clause = text.slice(0, at).split(/[,.;:!?]/).at(-1) ?? '';
    return NOT_WANTED.test(clause) ? said : rest;
  });
}
