/**
 * Someone said to harm or grab at everything, then a thing told where it lies ("my nephew comes today and he scratches
 * everything, and my CD is on the desk", "she puts everything in her mouth, and the pens are all over the coffee
 * table"): the thing is within their reach, as "my CD is on the desk where he can reach it" says (speech.yaml
 * `inReach`), and is put away where they cannot get at it. Read as said, the thing was only told and asked about.
 * Only "he", "she" or "they" and "everything": the person's own habits ("I break everything") are no risk to a thing.
 */

const WHO = '(he|she|they)';
const HOW = '(?: always| just| will| would| can| could| is going to| are going to| will just| literally)*';
/** Deeds that spoil or get at what is in reach, in any person: learners drop the "-s" ("he scratch everything"). */
const HARM = '(?:scratch(?:es)?|breaks?|smash(?:es)?|grabs?(?: at)?|chews?(?: on)?|touch(?:es)?|ruins?|wrecks?|gets? into|pulls?(?: at)?|knocks? over|puts?(?= everything in (?:her|his|their) mouth)|destroys?|damages?)';
/** "my CD is", or "there are candles" (the candles said to be there). */
const THING = '(?:((?:my|the|our|your|his|her|their) (?:[a-z\'-]+ ){0,4}?[a-z\'-]+) (is|are)|there (is|are) (?:a |an |some |two |three |lots of |loads of )?((?:[a-z\'-]+ ){0,2}?[a-z\'-]+))';
/** Where it is: "on the desk", "all round the edge of the tub". */
const WHERE = "((?:(?:there|still|just|right|all|lying|sitting|out) )*(?:on|in|by|next to|over|round|around|along) (?:the|my|our|his|her|their|that) [a-z'-]+(?: (?!of\\b)[a-z'-]+)?(?: of (?:the|my|our|his|her|their) [a-z'-]+)?)";
const HARMS_THEN_THING = new RegExp(`\\b${WHO}${HOW} ${HARM} everything(?: in (?:her|his|their) mouth)?(?: again)?(?:,? and |, | so )${THING} ${WHERE}`, 'g');

/** `text` (lower case, contractions spelt out) with a thing told after someone who harms everything said to be in their reach. */
export function harmsEverything(text: string): string {
  return text.replace(HARMS_THEN_THING, (_said: string, who: string, named: string | undefined, isSaid: string | undefined, thereIs: string | undefined, bare: string | undefined, where: string) => {
    const [thing, be] = named !== undefined ? [named, isSaid!] : [`the ${bare!}`, thereIs!];
    return `${thing} ${be} ${where} where ${who} can reach ${be === 'are' ? 'them' : 'it'}`;
  });
}
