/**
 * Other wordings of a verified request, by rules (expansion), from the knowledge of how people
 * type (knowledge/speech.yaml) and of words (knowledge/words.yaml):
 * - contractions, both ways ("I am" ↔ "I'm", "do not" → "don't"), and the lazy typed forms
 *   speech.yaml reads ("im", "dont", "pls");
 * - politeness and filler that carry no request (speech.yaml's fillers: "please", "hey", "um",
 *   "okay so", "thanks"), and the request typed in lower case without its full stop;
 * - synonyms: a verb of a meaning for another of the same meaning (words.yaml's verbs: "put" →
 *   "place"), a thing's name for another name of the same type (its nouns: "fridge" → "refrigerator").
 * Pure. Whether a wording still asks for the same goal is not decided here: the builder keeps one
 * only when the household reader reads the same goal from it (reader-check.ts).
 */
import type { Knowledge } from '../planning/index.js';

/** A politer or plainer frame of the request's bare words; each uses only words speech.yaml counts as filler. */
const FRAMES: readonly { words: readonly string[]; make: (bare: string) => string }[] = [
  { words: ['please'], make: (bare) => `Please ${lower(bare)}.` },
  { words: ['please'], make: (bare) => `${capital(bare)}, please.` },
  { words: ['hey'], make: (bare) => `Hey, ${lower(bare)}.` },
  { words: ['thanks'], make: (bare) => `${capital(bare)}, thanks.` },
  { words: ['um'], make: (bare) => `Um, ${lower(bare)}.` },
  { words: ['okay', 'so'], make: (bare) => `Okay so ${lower(bare)}.` },
  { words: ['kindly'], make: (bare) => `Kindly ${lower(bare)}.` },
  { words: [], make: (bare) => lower(bare) },
];

/** Frames that make no sentence of a statement about the person ("Please I'm hungry", "I'm hungry, please"). */
const COMMAND_ONLY: readonly RegExp[] = [/^Please /, /^Kindly /, /, please\.$/];

/** How many of a meaning's verbs, and of a type's names, a synonym is taken from (the first, most everyday ones). */
const SYNONYM_VERBS = 5;
const SYNONYM_NOUNS = 3;

/** Question openings and their plainer or politer twins. */
const QUESTION_SWAPS: readonly [RegExp, string][] = [
  [/^Could you /, 'Would you '],
  [/^Can you /, 'Could you '],
  [/^Could you /, 'Can you please '],
];

function lower(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The request without its end punctuation and politeness. */
function bare(request: string): string {
  return request.replace(/[.!?]+$/, '').replace(/,? please$/i, '').replace(/^Please /, '').trim();
}

/** `phrase` as a whole-word, case-blind pattern. */
function wordPattern(phrase: string): RegExp {
  return new RegExp(`(^|[^A-Za-z'])(${escaped(phrase)})(?=$|[^A-Za-z'])`, 'i');
}

/** Replaces the first whole-word `from` in `text` by `to`, keeping a capital first letter. */
function swapWord(text: string, from: string, to: string): string | undefined {
  const m = wordPattern(from).exec(text);
  if (m === null) return undefined;
  const at = m.index + m[1]!.length;
  const found = m[2]!;
  const put = /^[A-Z]/.test(found) && at === 0 ? capital(to) : to;
  return text.slice(0, at) + put + text.slice(at + found.length);
}

/** Contractions both ways, and the lazy forms, from speech.yaml's list. */
function contractionWordings(request: string, knowledge: Knowledge): string[] {
  const out: string[] = [];
  const contractions = Object.entries(knowledge.speech.contractions);
  for (const [typed, spelt] of contractions) {
    if (typed.includes("'")) {
      // "I'm" → "I am", and "I am" → "I'm".
      const expanded = swapWord(request, typed, spelt);
      if (expanded !== undefined) out.push(expanded.replace(/^i /, 'I '));
      const contracted = swapWord(request, spelt, typed);
      if (contracted !== undefined) out.push(contracted.replace(/^i'/, "I'"));
      // The form typed without its apostrophe that speech.yaml reads as the same ("dont").
      const lazy = contractions.find(([k, v]) => !k.includes("'") && v === spelt && k.length > 1);
      if (lazy !== undefined) {
        const lazyForm = swapWord(request, typed, lazy[0]);
        if (lazyForm !== undefined) out.push(lazyForm);
      }
    }
  }
  return out;
}

/** A verb or a thing's name for another of the same meaning or type (words.yaml). */
function synonymWordings(request: string, knowledge: Knowledge): string[] {
  const out: string[] = [];
  // The first few words of each list, the everyday ones (words.yaml lists them first), and no past tense ('placed').
  const everyday = (group: readonly string[], n: number) => group.filter((p) => !/ed$/.test(p)).slice(0, n);
  const groups = [
    ...Object.values(knowledge.words.verbs).flatMap((g) => (g === undefined ? [] : [everyday(g, SYNONYM_VERBS)])),
    ...Object.values(knowledge.words.nouns).flatMap((g) => (g === undefined ? [] : [everyday(g, SYNONYM_NOUNS)])),
  ];
  for (const group of groups) {
    // The longest phrase of the group found in the request, swapped for the group's others.
    const found = [...group].sort((a, b) => b.length - a.length).find((p) => wordPattern(p).test(request));
    if (found === undefined) continue;
    for (const other of group) {
      if (other === found || other.includes(found) || found.includes(other)) continue;
      const swapped = swapWord(request, found, other);
      if (swapped !== undefined) out.push(swapped);
    }
  }
  return out;
}

/** Politeness, filler and plain typing. */
function frameWordings(request: string, knowledge: Knowledge): string[] {
  const base = bare(request);
  const out: string[] = [];
  const question = /\?$/.test(request);
  for (const [from, to] of QUESTION_SWAPS) if (from.test(base)) out.push(`${base.replace(from, to)}${question ? '?' : '.'}`);
  if (question) return out;
  const fillers = new Set(knowledge.speech.fillers);
  const aboutMe = /^I\b/.test(base);
  for (const frame of FRAMES) {
    if (!frame.words.every((w) => fillers.has(w))) continue;
    const made = frame.make(base);
    if (aboutMe && COMMAND_ONLY.some((p) => p.test(made))) continue;
    out.push(made);
  }
  return out;
}

/** Every rule wording of `request`, distinct from it, sorted. */
export function ruleWordings(request: string, knowledge: Knowledge): string[] {
  const options = new Set([...frameWordings(request, knowledge), ...contractionWordings(request, knowledge), ...synonymWordings(request, knowledge)]);
  options.delete(request);
  return [...options].filter((o) => o.trim() !== '').sort();
}

/** The rule wordings of `request` in a seeded order (the builder keeps the first `count` the reader reads alike). */
export function paraphrases(request: string, knowledge: Knowledge, random: () => number): string[] {
  const list = ruleWordings(request, knowledge);
  const order: string[] = [];
  while (list.length > 0) order.push(list.splice(Math.floor(random() * list.length), 1)[0]!);
  return order;
}
