/**
 * Reading a person's words as a lasting preference: whether feedback sounds like one ("I don't
 * eat eggs", "always use the mug", "don't let the robot near the stove"), and the rule it reads
 * as, over the catalogue's object types. What names no type, or no known form, stays words only.
 */
import type { PreferenceRule } from './schema.js';

/** Words that name types under another name, or a diet by what it leaves out (in this world's foods). */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  egg: ['Egg'],
  vegan: ['Egg'],
  stove: ['StoveBurner', 'StoveKnob'],
  hob: ['StoveBurner', 'StoveKnob'],
  cooker: ['StoveBurner', 'StoveKnob'],
  burner: ['StoveBurner'],
  oven: ['StoveBurner', 'StoveKnob'],
  tv: ['Television'],
  telly: ['Television'],
  phone: ['CellPhone'],
  remote: ['RemoteControl'],
  knive: ['Knife'],
};

/** Phrases that make a statement last beyond the request at hand. */
const LASTING = [
  /\balways\b/, /\bnever\b/, /\bfrom now on\b/, /\bevery time\b/, /\bnext time\b/, /\bin future\b/,
  /\bi (?:do not|don't|dont|never|can't|cannot) (?:eat|drink|like|use|want)\b/, /\bi(?:'m| am) (?:vegan|allergic|intolerant)\b/,
  /\bi (?:prefer|hate|love)\b/, /\b(?:do not|don't|dont|never) let the\b/, /\bkeep the \w+ away\b/,
];

/** Whether `text` sounds like a lasting preference rather than a correction of this plan only. */
export function soundsLasting(text: string): boolean {
  const lower = normal(text);
  return LASTING.some((re) => re.test(lower));
}

/** Types named in `words` (aliases, plurals, two-word names; and what is made of them: Egg → EggCracked). */
export function typesNamed(text: string, typeNames: ReadonlySet<string>): string[] {
  const words = normal(text).split(/[^a-z]+/).filter((w) => w !== '');
  const found: string[] = [];
  const add = (type: string) => {
    for (const t of typeNames) if ((t === type || (t.startsWith(type) && /^(Sliced|Cracked|Broken)$/.test(t.slice(type.length)))) && !found.includes(t)) found.push(t);
  };
  const byLower = new Map([...typeNames].map((t) => [t.toLowerCase(), t] as const));
  for (let i = 0; i < words.length; i++) {
    const two = i + 1 < words.length ? byLower.get(words[i]! + singular(words[i + 1]!)) : undefined;
    if (two !== undefined) {
      add(two);
      i++;
      continue;
    }
    const word = singular(words[i]!);
    const named = ALIASES[word] ?? ALIASES[words[i]!] ?? (byLower.has(word) ? [byLower.get(word)!] : []);
    named.forEach(add);
  }
  return found;
}

/**
 * The rule `text` reads as, over `typeNames` and the team's `agents`; null when it names no type
 * or has no form the planners can check (it is kept in words).
 */
export function readRule(text: string, typeNames: ReadonlySet<string>, agents: readonly string[] = ['robot', 'human']): PreferenceRule | null {
  const lower = normal(text);
  const away = /\b(?:(?:do not|don't|dont|never) let the (\w+)|keep the (\w+) away)\b(.*)$/.exec(lower);
  if (away) {
    const agent = (away[1] ?? away[2])!;
    const types = typesNamed(away[3]!, typeNames);
    if (agents.includes(agent) && types.length > 0) return { keepAway: { agent, types } };
    return null;
  }
  const prefer = /\b(?:always use|prefer|i like|use)\s+(.*?)(?:\s+(?:rather than|instead of|over|not)\s+(.*))?$/.exec(lower);
  const negative = /\b(?:do not|don't|dont|never|no|not|without|avoid|vegan|allergic|intolerant|hate)\b/.test(lower);
  if (prefer && !/\b(?:never|don't|do not|dont)\s+(?:use|like)\b/.test(lower)) {
    const [first] = typesNamed(prefer[1]!, typeNames);
    if (first !== undefined) return { prefer: base(first), over: prefer[2] === undefined ? [] : typesNamed(prefer[2], typeNames).map(base) };
  }
  if (negative) {
    const types = typesNamed(lower, typeNames);
    if (types.length > 0) return { exclude: types };
  }
  return null;
}

/** `MugSliced` → `Mug`: a preferred type is the whole thing. */
function base(type: string): string {
  return type.replace(/(Sliced|Cracked|Broken)$/, '');
}

function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|oes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

function normal(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'");
}
