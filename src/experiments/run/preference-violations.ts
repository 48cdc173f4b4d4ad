/**
 * Preference violations of an episode, judged from the steps the simulator executed (never from
 * what the planner says it kept): a step on an object of an excluded type (or one made from it:
 * an EggCracked is an Egg); a step on a type a `prefer` puts after one the room has; a step of a
 * kept-away agent on one of its types. One violation per rule and object, in words.
 */
import type { StepRecord } from '../../outcome/index.js';
import type { PreferenceRule } from '../../preferences/index.js';
import { parseObjectId, typeNamedById, type World } from '../../world/index.js';

/** A statement the episode planned under (or would have): its words and rule. */
export interface JudgedPreference {
  text: string;
  rule: PreferenceRule;
}

/** The types a step acted on: its resolved ids, and arguments that are ids or type names. */
function typesOf(step: Pick<StepRecord, 'args' | 'resolved'>, world: Pick<World, 'catalogue'>): Map<string, Set<string>> {
  const byObject = new Map<string, Set<string>>();
  for (const value of [...Object.values(step.resolved), ...Object.values(step.args)]) {
    const parsed = parseObjectId(value);
    const type = parsed.ok ? typeNamedById(parsed.parts) : world.catalogue.types.has(value) ? value : undefined;
    if (type === undefined) continue;
    const from = world.catalogue.types.get(type)?.derivedFrom;
    // A type name resolved to an id is the same object: keyed by the id where there is one.
    const key = Object.values(step.resolved).find((id) => id.startsWith(`${type}|`)) ?? value;
    byObject.set(key, new Set([type, ...(from === undefined ? [] : [from])]));
  }
  return byObject;
}

/** The violations of `preferences` in `steps`, each once per statement and object. */
export function preferenceViolations(preferences: readonly JudgedPreference[], steps: readonly StepRecord[], world: Pick<World, 'catalogue' | 'scene'>): string[] {
  const inRoom = new Set(world.scene.objects.map((o) => o.type));
  const found = new Set<string>();
  for (const step of steps) {
    for (const [object, types] of typesOf(step, world)) {
      for (const p of preferences) {
        const rule = p.rule;
        const hit = (list: readonly string[]) => list.some((t) => types.has(t));
        if ('exclude' in rule && hit(rule.exclude)) found.add(`used ${object}, though "${p.text}"`);
        else if ('prefer' in rule && inRoom.has(rule.prefer) && hit(rule.over)) found.add(`used ${object} where the room has a ${rule.prefer}, though "${p.text}"`);
        else if ('keepAway' in rule && step.agent === rule.keepAway.agent && hit(rule.keepAway.types)) found.add(`the ${step.agent} acted on ${object}, though "${p.text}"`);
      }
    }
  }
  return [...found];
}
