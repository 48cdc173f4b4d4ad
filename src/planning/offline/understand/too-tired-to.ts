/**
 * Tiredness or illness given as why the person cannot do a thing, beside what they ask ("I'm too
 * knackered to stand up in the shower tonight, a long soak is the only thing that'll sort me", "too
 * ill to get up, bring me my phone"): why, not a need of its own. Read as a need, the tiredness
 * asked for coffee or sleep the room could not give, and the whole request was refused; what they
 * could not do (stand in the shower) was read as asked. Only when another clause asks something:
 * alone ("I'm too tired to cook") the clause is the request and is left as it was.
 */

const STATE = String.raw`(?:tired|knackered|exhausted|shattered|sleepy|ill|sick|poorly|weak|wiped|wiped\s+out|worn\s+out|drained|hungover|achy|sore|dizzy|wobbly|unwell|rough)`;
const TOO = new RegExp(String.raw`(^|[,.;:!?]\s*|\b(?:and|but|so)\s+)(?:i\s+am\s+|we\s+am\s+|we\s+are\s+|i\s+feel\s+|feeling\s+)?(?:just\s+|far\s+|way\s+|much\s+|so\s+|really\s+)?too\s+${STATE}\s+(?:even\s+)?to\s+[^,.;:!?]*`, 'g');

/** `text` (lower case, contractions spelt out) without a clause of tiredness given as a reason, when something else is asked. */
export function tooTiredTo(text: string): string {
  const without = text.replace(TOO, (_said, before: string) => `${before} `);
  return /[a-z]{3,}/.test(without.replace(/\b(?:and|but|so|please|the|a)\b/g, '')) ? without : text;
}
