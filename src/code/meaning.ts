/**
 * "Did you mean" by meaning, not only by spelling: a model that writes PressObject('LightSwitch')
 * means SwitchOn or SwitchOff (a light switch is switched), one that writes CoffeeGrounds means
 * something of the CoffeeMachine. Meaning comes from the data: each skill's other names and the
 * property its object needs (skills.yaml), each type's properties (object-types.yaml).
 */

/** What the hints know of a skill. */
export interface SkillMeaning {
  readonly name: string;
  /** The property the first argument's type must have. */
  readonly needs?: string | undefined;
  /** Other names for the skill. */
  readonly alsoCalled?: readonly string[] | undefined;
}

/** Words that say nothing about what a call does. */
const FILLER = new Set(['object', 'objects', 'item', 'thing', 'the', 'a', 'an', 'to', 'into', 'onto', 'in', 'on', 'at', 'from', 'with', 'up', 'down']);

/** The words of a camel-case or snake_case name, lower case: PressObject → [press, object]. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase());
}

/**
 * The skills an unknown skill name most likely means, best first: those one of whose names it
 * contains and whose object need fits the call's object; then the other ones it names; then those
 * whose need fits alone (a call on a toggleable object is a switch).
 * @param objectProperties the properties of the call's first argument's type, when it names one
 */
export function skillsByMeaning(unknown: string, skills: readonly SkillMeaning[], objectProperties: readonly string[] | undefined): string[] {
  const words = new Set(nameWords(unknown).filter((w) => !FILLER.has(w)));
  const named = (s: SkillMeaning) =>
    [s.name, ...(s.alsoCalled ?? [])].some((alias) => {
      const aliasWords = nameWords(alias).filter((w) => !FILLER.has(w));
      return aliasWords.length > 0 && aliasWords.every((w) => words.has(w));
    });
  const fits = (s: SkillMeaning) => objectProperties !== undefined && s.needs !== undefined && objectProperties.includes(s.needs);
  const ranked = [...skills.filter((s) => named(s) && fits(s)), ...skills.filter(named), ...skills.filter(fits)];
  return [...new Set(ranked.map((s) => s.name))];
}

/** Types of the scene that share a meaningful word with an unknown name: CoffeeGrounds → CoffeeMachine. */
export function typesByMeaning(unknown: string, types: Iterable<string>): string[] {
  const words = new Set(nameWords(unknown).filter((w) => !FILLER.has(w) && w.length >= 3));
  return [...types].filter((type) => nameWords(type).some((w) => words.has(w))).sort();
}
