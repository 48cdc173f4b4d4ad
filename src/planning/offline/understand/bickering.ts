/**
 * A couple bickering about chores, in front of the robot (issue 38): "you always leave your mug on the desk", "you left
 * your watch on the coffee table again", "... and then I'm the one who has to get out of bed". The "you" is the partner,
 * not the robot: read as "he always leaves his mug ...", a complaint of a thing out of place (speech.yaml `outOfPlace`),
 * where "you ... your" was a thing named with nothing asked. Who ends up doing the chore ("I'm always the one who ends
 * up scrubbing it") is the grievance, asking nothing: it goes, and what was told before it is read.
 */

/** The partner's habit of leaving their things about, said to them: as told of him. */
const YOU_LEAVE = /\byou (always |constantly |keep |forever )(leave|leaving) your\b/g;
/** The same said once with "again" ("you left your watch on the coffee table again"); told once with no "again" it is only told. */
const YOU_LEFT = /\byou left your\b/g;
/** Who is left to do the chore: a grievance, to the end of its clause. */
const THE_ONE_WHO = /(?:,?\s*\b(?:and|but)\s+)?(?:\bthen\s+)?\bi am (?:always |the only |also )?(?:the )?one (?:who|that) (?:always )?(?:has to|have to|ends up|end up|gets to|must|is left to|is stuck)\b[^.;!?]*/g;

/** `text` (lower case, contractions spelt out) with a partner's habit told of him and who does the chore left out. */
export function bickering(text: string): string {
  const told = text.replace(YOU_LEAVE, (_said, habit: string) => `he ${habit}leaves his`).replace(THE_ONE_WHO, '');
  return /\bagain\b/.test(told) ? told.replace(YOU_LEFT, 'he left his') : told;
}
