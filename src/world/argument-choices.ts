/**
 * Which of a scene's names each skill parameter can take, from the same rules the simulator
 * applies: the property or tool flag a parameter needs (skills.yaml `needs`, `argumentNeeds`) and
 * where an object may be put (`placement`, the catalogue's receptacle lists from SimObjType.cs).
 * Code valid by construction enumerates these, so a call the simulator refuses on type alone
 * (UseUpObject on a Toaster, a Toaster put on a Plate) cannot be written.
 */
import type { Catalogue, ObjectTypeInfo } from './catalogue-schema.js';
import type { ArgumentNeed, Skill, Skills } from './skills-schema.js';

/** One way to call a skill: each parameter's allowed names (an optional one may also be left out). */
export type ArgumentChoice = Readonly<Record<string, readonly string[]>>;

/** How a name turns into its object type: an objectId's type, or the type itself. */
export type TypeOfName = (name: string) => string | undefined;

/**
 * For every skill, the ways it can be called with `names` (ids, types, derivable types). Most
 * skills have one; PutObject has one per group of objects that fit the same receptacles. A skill
 * with a required parameter no name fits has none: this scene cannot run it.
 */
export function argumentChoices(skills: Skills, catalogue: Catalogue, names: readonly string[], typeOf: TypeOfName): Map<string, ArgumentChoice[]> {
  const info = (name: string): ObjectTypeInfo | undefined => {
    const type = typeOf(name);
    return type === undefined ? undefined : catalogue.types.get(type);
  };
  const fitting = (need: TypeNeed | undefined): string[] => (need === undefined ? [...names] : names.filter((name) => fits(info(name), need)));
  return new Map([...skills.values()].map((skill) => [skill.name, choicesOf(skill, fitting, info, typeOf)]));
}

/** What a parameter may need of its own type alone (placement depends on the first argument too). */
type TypeNeed = Exclude<ArgumentNeed, 'placement'>;

function choicesOf(skill: Skill, fitting: (need: TypeNeed | undefined) => string[], info: (name: string) => ObjectTypeInfo | undefined, typeOf: TypeOfName): ArgumentChoice[] {
  const [first, ...rest] = skill.params;
  const placed = rest.find((p) => skill.argumentNeeds[p.name] === 'placement');
  // A first argument the skill's own steps pick up must be pickupable too (PourObject carries what it pours from).
  const picked = skill.steps.some((step) => step.action === 'PickupObject' && step.args['objectId'] === `$${first!.name}`);
  const needed = fitting(skill.needs);
  const pickable = new Set(picked && skill.needs !== 'pickupable' ? fitting('pickupable') : needed);
  const base: Record<string, string[]> = { [first!.name]: needed.filter((name) => pickable.has(name)) };
  for (const param of rest) if (param !== placed) base[param.name] = fitting(skill.argumentNeeds[param.name] as TypeNeed | undefined);
  if (skill.params.some((p) => !p.optional && p !== placed && base[p.name]!.length === 0)) return [];
  if (placed === undefined) return [base];
  // One choice per set of allowed receptacles: objects that fit the same ones share it.
  const receptacles = fitting('receptacle');
  const groups = new Map<string, { objects: string[]; targets: string[] }>();
  for (const object of base[first!.name]!) {
    const allowed = new Set(info(object)?.receptacles ?? []);
    const targets = receptacles.filter((r) => allowed.has(typeOf(r) ?? ''));
    if (targets.length === 0) continue;
    const key = targets.join('\n');
    const group = groups.get(key) ?? { objects: [], targets };
    group.objects.push(object);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ objects, targets }) => ({ ...base, [first!.name]: objects, [placed.name]: targets }));
}

/** Whether a type has what a parameter needs: a property, or a tool's flag. */
function fits(info: ObjectTypeInfo | undefined, need: TypeNeed): boolean {
  if (info === undefined) return false;
  if (need === 'sharpTool' || need === 'cleaningTool' || need === 'detergent') return info.effects[need] === true;
  return info.properties.includes(need);
}
