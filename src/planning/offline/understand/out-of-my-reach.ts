/**
 * A thing said to be out of reach as it is now ("my hands are wet and the towel is out of reach",
 * "the remote's just out of my reach"): the person cannot get to it, so it is brought, as "too far
 * away" says (speech.yaml `missing`). Read with `inReach`, "out of reach" asked the thing shut
 * away from someone: a towel the person wanted was refused as one no drawer takes. Not where it
 * is wished so ("keep the knife out of reach", "make sure the pills are out of reach", "it should
 * be out of reach") nor whom from ("out of reach of the kids"): those still shut it away.
 */

/** "<thing> is/are/'s (just, still, a bit, right) out of (my/our) reach", not followed by whom it is kept from. */
const STATED = /\b(is|are|'s|’s)\s+((?:just|still|a bit|a little|right|always|now)\s+)?out\s+of\s+(?:my\s+|our\s+)?reach\b(?!\s+(?:of|from|for)\b)/gi;
/** Words earlier in the clause that wish it so or would put it there: then "out of reach" is where it should be. */
const WISHED = /\b(keep|kept|keeping|put|make sure|ensure|check|should|must|need|needs|has to|have to|ought|want|wants|wanted|so that|sure|safe|move|store|hide|lock|away|in case|baby|babies|kids?|child|children|toddlers?|dog|cat|puppy|kitten|pets?)\b/i;

/** `text` (as typed) with a thing said to be out of the person's reach now said as too far away; unchanged otherwise. */
export function outOfMyReach(text: string): string {
  return text.replace(STATED, (whole: string, be: string, _degree: string | undefined, at: number) => {
    const clause = text.slice(0, at).split(/[,.;:!?]|\b(?:and|but|so)\b/i).at(-1) ?? '';
    if (WISHED.test(clause)) return whole;
    // "the towel's out of reach": said in full, so "towel's" is not read as whose it is.
    return `${/^(is|are)$/i.test(be) ? be : ' is'} too far away`;
  });
}
