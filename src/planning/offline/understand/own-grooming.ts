/**
 * Grooming said as the person's own deed ("I need to shave, but the mirror is filthy", "I'm doing my
 * hair and can't see a thing"): why they ask, theirs to do. No skill acts on a person (uses.yaml
 * `beyond` grooming), so grooming asked of a robot is refused; said as what the person will do
 * beside another ask, it refused the whole request, the mirror or the light it asks for as well.
 */

/** The beyond use whose deed a person may say as their own. */
export const GROOMING = 'grooming';

/** Words before a deed that make it the person's own ("I need to", "so I can", "I'm about to"). */
const OWN = String.raw`(?:i|we)\s+(?:need|have|want|got|gotta|am going|am about|am trying|must|would like|will|can not|cannot|can)(?:\s+to)?|so\s+(?:i|we)\s+can|before\s+(?:i|we)|i\s+am|while\s+(?:i|we)`;

/** Whether `text` (lower case, contractions spelt out) says the deed `words` as the person's own. */
export function ownGrooming(text: string, words: string): boolean {
  const deed = words.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(String.raw`\b(?:${OWN})\s+(?:(?:just|really|still|quickly|going\s+to)\s+)*(?:do\s+(?:my|the)\s+|doing\s+(?:my|the)\s+)?${deed}\b`).test(text);
}
