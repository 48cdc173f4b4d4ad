/**
 * Singapore and Malaysian English open with "just now" for what was done a while ago ("just now
 * take out the rubbish, my hands so dirty": I took the rubbish out earlier, now my hands need
 * washing). Such an opening clause tells why the person asks and asks nothing: it is taken out when
 * more follows it. Alone ("just now take out the rubbish") it is left as said: a request.
 */

const OPENING_DEED = /^(\s*)just now ([a-z]+)\b[^,;.!?]*[,;.!?]\s*(?=\S)/;

/** `text` (lower case) without an opening Singlish "just now" clause of a deed done, when more follows; unchanged otherwise. */
export function singlishJustNow(text: string, isVerb: (word: string) => boolean): string {
  const found = OPENING_DEED.exec(text);
  if (found === null || !isVerb(found[2]!)) return text;
  return `${found[1]}${text.slice(found[0].length)}`;
}
