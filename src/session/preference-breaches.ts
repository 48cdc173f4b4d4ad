/**
 * What in a code version breaks one of the person's lasting preferences: a type an `exclude`
 * names, a type a `prefer` puts after one the room has (an agent a `keepAway` forbids on those
 * objects: keep-away.ts). Typed, for result.json's `preferencesBroken` (issue 37, item 9), and in
 * words, for the approval screen, the verdict, summary.md and the report.
 */
import { z } from 'zod';
import { parseSkillCode } from '../code/index.js';
import type { Preference } from '../preferences/index.js';
import type { World } from '../world/index.js';
import { typesByLine } from './keep-away.js';

/** One lasting preference a plan breaks, at one line of its code (the allocated code, for `keepAway`). */
export const BrokenPreference = z
  .object({
    /** The statement's id and words in the person's store. */
    id: z.string(),
    text: z.string(),
    kind: z.enum(['exclude', 'prefer', 'keepAway']),
    line: z.number().int().positive(),
    /** The types the line names that break it (exclude: used; prefer: used where the preferred one is in the room; keepAway: kept away from). */
    types: z.array(z.string()),
    /** keepAway: the agent the line is given to. */
    agent: z.string().optional(),
    /** The same in words ("line 3 uses Egg, though \"no eggs\""). */
    words: z.string(),
  })
  .strict();
export type BrokenPreference = z.infer<typeof BrokenPreference>;

/** The preferences `code` breaks, line by line; none for code that does not parse. */
export function codeBreaches(code: string, preferences: readonly Preference[], world: Pick<World, 'scene'>): BrokenPreference[] {
  if (preferences.length === 0) return [];
  const parsed = parseSkillCode(code);
  if (!parsed.ok) return [];
  const inRoom = new Set(world.scene.objects.map((o) => o.type));
  const breaches: BrokenPreference[] = [];
  for (const [line, types] of typesByLine(parsed.program, world)) {
    for (const p of preferences) {
      const rule = p.rule;
      if (rule === null) continue;
      if ('exclude' in rule) {
        const used = rule.exclude.filter((t) => types.has(t));
        if (used.length > 0) breaches.push({ id: p.id, text: p.text, kind: 'exclude', line, types: used, words: `line ${line} uses ${used.join(', ')}, though "${p.text}"` });
      } else if ('prefer' in rule) {
        const instead = rule.over.filter((t) => types.has(t));
        if (instead.length > 0 && inRoom.has(rule.prefer)) {
          breaches.push({ id: p.id, text: p.text, kind: 'prefer', line, types: instead, words: `line ${line} uses ${instead.join(', ')} where the room has a ${rule.prefer}, though "${p.text}"` });
        }
      }
    }
  }
  return breaches;
}

/** The same in words, for the approval screen. */
export function preferenceBreaches(code: string, preferences: readonly Preference[], world: Pick<World, 'scene'>): string[] {
  return codeBreaches(code, preferences, world).map((b) => b.words);
}
