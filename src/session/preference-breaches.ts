/**
 * What in a code version breaks one of the person's lasting preferences, in words, for the
 * approval screen: a type an `exclude` names, a type a `prefer` puts after one the room has, an
 * agent prefix a `keepAway` forbids on those objects.
 */
import { parseSkillCode } from '../code/index.js';
import type { Preference } from '../preferences/index.js';
import type { World } from '../world/index.js';
import { typesByLine } from './keep-away.js';

export function preferenceBreaches(code: string, preferences: readonly Preference[], world: Pick<World, 'scene'>): string[] {
  if (preferences.length === 0) return [];
  const parsed = parseSkillCode(code);
  if (!parsed.ok) return [];
  const inRoom = new Set(world.scene.objects.map((o) => o.type));
  const breaches: string[] = [];
  for (const [line, types] of typesByLine(parsed.program, world)) {
    for (const p of preferences) {
      const rule = p.rule;
      if (rule === null) continue;
      if ('exclude' in rule) {
        const used = rule.exclude.filter((t) => types.has(t));
        if (used.length > 0) breaches.push(`line ${line} uses ${used.join(', ')}, though "${p.text}"`);
      } else if ('prefer' in rule) {
        const instead = rule.over.filter((t) => types.has(t));
        if (instead.length > 0 && inRoom.has(rule.prefer)) breaches.push(`line ${line} uses ${instead.join(', ')} where the room has a ${rule.prefer}, though "${p.text}"`);
      }
    }
  }
  return breaches;
}
