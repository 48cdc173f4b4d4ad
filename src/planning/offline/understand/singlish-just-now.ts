/**
 * Singapore and Malaysian English open with "just now" for what was done a while ago ("just now
 * take out the rubbish, my hands so dirty": I took the rubbish out earlier, now my hands need
 * washing). Such an opening clause tells why the person asks and asks nothing: it is taken out when
 * more follows it. Alone ("just now take out the rubbish") it is left as said: a request.
 */

const OPENING_DEED = /^(\s*)just now ([a-z]+)\b[^,;.!?]*[,;.!?]\s*(?=\S)/;

/**
 * What may follow a request and ask nothing ("just now turn on the light, please"): with only this after it the opening
 * clause is the request itself, not a deed told; taken out, nothing was left to read and the request was refused.
 */
const ONLY_POLITENESS = /^[\s,.;!?]*(?:(?:please|pls|plz|thanks|thank\s+you|thx|ty|cheers|ok|okay|lah|leh|lor|can|yeah|x+)[\s,.;!?]*)+$/;

/** `text` (lower case) without an opening Singlish "just now" clause of a deed done, when more follows; unchanged otherwise. */
export function singlishJustNow(text: string, isVerb: (word: string) => boolean): string {
  const found = OPENING_DEED.exec(text);
  if (found === null || !isVerb(found[2]!)) return text;
  const rest = text.slice(found[0].length);
  return ONLY_POLITENESS.test(rest) ? text : `${found[1]}${rest}`;
}
