/**
 * Which of a scene's names each skill parameter can take, from the same rules the simulator
 * applies: the property or tool flag a parameter needs (skills.yaml `needs`, `argumentNeeds`) and
 * where an object may be put (`placement`, the catalogue's receptacle lists from SimObjType.cs).
 * Code valid by construction enumerates these, so a call the simulator refuses on type alone
 * (UseUpObject on a Toaster, a Toaster put on a Plate) cannot be written.
 */
import type { Catalogue, ObjectProperty, ObjectTypeInfo } from './catalogue-schema.js';
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
  const fitting = (need: ArgumentNeed | undefined): string[] => (need === undefined ? [...names] : names.filter((name) => fits(info(name), need)));
  return new Map([...skills.values()].map((skill) => [skill.name, choicesOf(skill, fitting, (name) => info(name), (name) => typeOf(name))]));
}

function choicesOf(skill: Skill, fitting: (need: ArgumentNeed | undefined) => string[], info: (name: string) => ObjectTypeInfo | undefined, typeOf: TypeOfName): ArgumentChoice[] {
  const base: Record<string, string[]> = {};
  skill.params.forEach((param, index) => {
    const need = index === 0 ? skill.needs : skill.argumentNeeds[param.name];
    base[param.name] = need === 'placement' ? [] : fitting(need);
  });
  if (skill.params.some((p, index) => !p.optional && (index === 0 || skill.argumentNeeds[p.name] !== 'placement') && base[p.name]!.length === 0)) return [];
  const placed = skill.params.find((p, index) => index > 0 && skill.argumentNeeds[p.name] === 'placement');
  if (placed === undefined) return [base];
  // One choice per set of allowed receptacles: objects that fit the same ones share it.
  const first = skill.params[0]!.name;
  const receptacles = fitting('receptacle');
  const groups = new Map<string, { objects: string[]; targets: string[] }>();
  for (const object of base[first]!) {
    const allowed = new Set(info(object)?.receptacles ?? []);
    const targets = receptacles.filter((r) => allowed.has(typeOf(r) ?? ''));
    if (targets.length === 0) continue;
    const key = targets.join('\n');
    const group = groups.get(key) ?? { objects: [], targets };
    group.objects.push(object);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ objects, targets }) => ({ ...base, [first]: objects, [placed.name]: targets }));
}

/** Whether a type has what a parameter needs: a property, or a tool's flag. */
function fits(info: ObjectTypeInfo | undefined, need: ArgumentNeed): boolean {
  if (info === undefined) return false;
  if (need === 'sharpTool' || need === 'cleaningTool' || need === 'detergent') return info.effects[need] === true;
  if (need === 'placement') return true;
  return info.properties.includes(need as ObjectProperty);
}
