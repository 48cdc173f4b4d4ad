/**
 * Corrections in words, of the stage-2 plan or of the code, that the offline planner acts on:
 *   use X instead of Y (or X rather than Y) — the goal with X where it had Y, planned without Y
 *   do not X / don't X / skip X / no need to X (X a command) — the code's calls doing X removed
 *   any command ("also turn off the light", "serve it on a plate") — the goal with the command
 *     added ("it": what the plan makes), planned on from the end of the code
 * Anything else is an UnsupportedFeedbackError that names the words not understood and lists
 * these forms; the person is asked again.
 */
import { article } from '../../english.js';
import { flattenSteps, type Program, type SkillCall } from '../../code/index.js';
import { echo } from '../../display.js';
import { typeOfId, type Alternative, type Predicate, type Selector } from '../../goals/index.js';
import { UnsupportedFeedbackError } from './errors.js';
import type { NamedGoal } from './intents.js';
import { appendToEnd, locate, replaceAt } from './program-edit.js';
import type { PlannedCall } from './search/call-steps.js';
import type { GoalPlan } from './search/plan.js';
import { programOf, subtasksOf } from './search/program-text.js';
import { understand, type UnderstandContext } from './understanding.js';
import { parseCommand, tokens, type Mention } from './understand/parse.js';
import type { Vocabulary } from './understand/vocabulary.js';
import type { Meaning } from './understand/words-schema.js';

export const FEEDBACK_FORMS = [
  "'use X instead of Y' (X and Y objects, e.g. 'use the pot instead of the pan')",
  "'do not X', 'don't X' or 'skip X' (X a step, e.g. 'don't close the fridge')",
  "a command to add (e.g. 'also turn off the light', 'serve it on a plate', 'put the apple in the bowl')",
] as const;

export interface FeedbackContext {
  readonly understand: UnderstandContext;
  readonly vocabulary: Vocabulary;
}

/** How a feedback is carried out: a new plan of a changed goal, or the plan continued from the code's end. */
export interface FeedbackOps {
  /** A whole new program toward `goal`, using none of `avoid`; or why there is none. */
  replan(goal: NamedGoal, avoid: ReadonlySet<string>): Promise<Program | string>;
  /** The calls that, after `after`, reach `goal`; or why there are none. */
  extend(goal: NamedGoal, after: readonly PlannedCall[]): Promise<GoalPlan | string>;
}

function unsupported(feedback: string, why?: string): UnsupportedFeedbackError {
  return new UnsupportedFeedbackError(
    `The offline planner does not understand the feedback '${echo(feedback)}'${why ? ` (${why})` : ''}. It understands: ${FEEDBACK_FORMS.join('; ')}. ` +
      'For anything else, edit the code or use an LLM planner (--planner openai).',
  );
}

/** A change of the goal a correction asks for. */
export interface GoalChange {
  readonly goal: NamedGoal;
  readonly avoid: readonly string[];
  /** The change in words, for the plan's description. */
  readonly note: string;
}

/**
 * A correction of the stage-2 plan in words, as a change of its goal.
 * @throws UnsupportedFeedbackError naming what was not understood
 */
export function correctPlan(text: string, goal: NamedGoal, plan: GoalPlan, ctx: FeedbackContext): GoalChange {
  const instead = insteadOf(text, ctx);
  if (instead !== undefined) return replaceType(text, goal, plan, instead);
  if (negation(text) !== undefined) throw unsupported(text, 'to leave a step out, say it of the code once it is written');
  return addCommand(text, goal, plan, ctx);
}

/**
 * Applies one feedback text to the program.
 * @throws UnsupportedFeedbackError naming what was not understood
 */
export async function applyFeedback(program: Program, text: string, goal: NamedGoal, plan: GoalPlan, ctx: FeedbackContext, ops: FeedbackOps): Promise<Program> {
  const instead = insteadOf(text, ctx);
  if (instead !== undefined) {
    const change = replaceType(text, goal, plan, instead, program);
    const replanned = await ops.replan(change.goal, new Set(change.avoid));
    if (typeof replanned === 'string') throw unsupported(text, replanned);
    return replanned;
  }
  const negated = negation(text);
  if (negated !== undefined) return doNot(program, text, negated, plan, ctx);
  const change = addCommand(text, goal, plan, ctx);
  const calls = flattenSteps(program).map((s) => ({ skill: s.skill, args: s.args, purpose: '' }));
  const extended = await ops.extend(change.goal, calls);
  if (typeof extended === 'string') throw unsupported(text, extended);
  if (extended.calls.length === 0) return program;
  const added = programOf('added', extended.calls, extended.root.state).functions[0]!.body;
  const subtasks = program.functions.flatMap((f) => f.body).filter((s) => s.kind === 'comment' && s.text.startsWith('SubTask')).length;
  let n = subtasks;
  const renumbered = added.map((s) => (s.kind === 'comment' ? { ...s, text: s.text.replace(/^SubTask \d+/, `SubTask ${++n}`) } : s));
  return appendToEnd(program, renumbered);
}

/** "use X instead of Y", "X rather than Y": the two object phrases' types, or undefined. */
function insteadOf(text: string, ctx: FeedbackContext): { to: string[]; from: string[]; words: [string, string] } | undefined {
  const words = tokens(text).filter((w) => w !== ',');
  const at = words.indexOf('instead');
  const rather = words.findIndex((w, i) => w === 'rather' && words[i + 1] === 'than');
  const split = at >= 0 ? at : rather;
  if (split < 0) return undefined;
  const skip = at >= 0 ? (words[at + 1] === 'of' ? 2 : 1) : 2;
  const before = words.slice(words[0] === 'use' || words[0] === 'take' ? 1 : 0, split);
  const after = words.slice(split + skip);
  const named = (part: string[]): Mention | undefined => {
    const parse = parseCommand(`put ${part.join(' ')}`, ctx.vocabulary);
    const mention = parse.clauses[0]?.objects[0];
    return mention !== undefined && !mention.pronoun ? mention : undefined;
  };
  const x = named(before);
  const y = named(after);
  if (x === undefined || y === undefined) return undefined;
  const to = x.types.filter((t) => ctx.understand.usable.has(t));
  return { to: to.length > 0 ? to : [...x.types], from: [...y.types], words: [before.join(' '), after.join(' ')] };
}

/** The goal with `to` where it named `from`, planned without `from`. */
function replaceType(text: string, goal: NamedGoal, plan: GoalPlan, instead: { to: string[]; from: string[]; words: [string, string] }, program?: Program): GoalChange {
  const to = instead.to[0];
  if (to === undefined || !instead.to.some((t) => t !== undefined)) throw unsupported(text, `this room has no ${instead.words[0]}`);
  const from = instead.from.filter((t) => !instead.to.includes(t));
  const usedTypes = new Set([...plan.calls.flatMap((c) => c.args.map((a) => typeOf(a, plan))), ...(program ? flattenSteps(program).flatMap((s) => s.args.map((a) => typeOf(a, plan))) : [])]);
  const named = goalNames(goal);
  if (!from.some((t) => usedTypes.has(t) || named.has(t))) throw unsupported(text, `the plan uses no ${instead.words[1]}`);
  const swap = (list: string | string[] | undefined): string | string[] | undefined => {
    if (list === undefined) return undefined;
    const items = typeof list === 'string' ? [list] : list;
    const swapped = [...new Set(items.flatMap((t) => (from.includes(t) ? [to] : [t])))];
    return swapped.length === 1 ? swapped[0] : swapped;
  };
  const change = (a: Alternative): Alternative => ({ ...a, all: a.all.map((p) => mapSelector(p, (s) => ({ ...s, ...defined({ type: swap(s.type), in: swap(s.in), directlyIn: swap(s.directlyIn) }) }))) });
  return { goal: { ...goal, alternatives: goal.alternatives.map(change), ways: goal.ways.map(change) }, avoid: from, note: `As corrected: ${article(to)} instead of the ${from.join(' or ')}.` };
}

/** The object types a goal names. */
function goalNames(goal: NamedGoal): Set<string> {
  const names = new Set<string>();
  const add = (list: string | readonly string[] | undefined): void => {
    for (const t of typeof list === 'string' ? [list] : (list ?? [])) names.add(t);
  };
  for (const a of [...goal.alternatives, ...goal.ways]) {
    for (const p of a.all) {
      const s = selectorOf(p);
      add(s.type);
      add(s.in);
      add(s.directlyIn);
    }
  }
  return names;
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function selectorOf(p: Predicate): Selector {
  return 'exists' in p ? p.exists : 'none' in p ? p.none : p.count;
}

function mapSelector(p: Predicate, f: (s: Selector) => Selector): Predicate {
  if ('exists' in p) return { exists: f(p.exists) };
  if ('none' in p) return { none: f(p.none) };
  return { ...p, count: f(p.count) };
}

/** The type of a program argument: its object's type at the start, else the argument itself. */
function typeOf(arg: string, plan: GoalPlan): string {
  return plan.root.state.objects.find((o) => o.objectId === arg)?.objectType ?? (arg.includes('|') ? typeOfId(arg) : arg);
}

/**
 * The goal with a command added: where it places an object the goal already places, the new
 * place replaces the old one ("serve it on a plate" after "fried egg in a pan").
 */
function addCommand(text: string, goal: NamedGoal, plan: GoalPlan, ctx: FeedbackContext): GoalChange {
  const words = tokens(text);
  const command = words[0] === 'also' ? words.slice(1).join(' ') : text;
  const understood = understand(command, undefined, { ...ctx.understand, it: dishOf(goal, plan) });
  if (understood.kind !== 'goal' || understood.via !== 'command') {
    const reason = understood.kind === 'none' ? understood.reason : 'it is not a command';
    throw unsupported(text, reason);
  }
  const extra = understood.goal.alternatives[0]!;
  return { goal: { ...goal, alternatives: goal.alternatives.map((a) => merge(a, extra)), ways: goal.ways.map((a) => merge(a, extra)) }, avoid: [], note: `As corrected: ${understood.goal.title}.` };
}

/** What "it" means in a correction: what the plan makes or acts on first (its goal's first object). */
function dishOf(goal: NamedGoal, plan: GoalPlan): Mention | undefined {
  const alternative = goal.ways.find((a) => a.name === plan.alternative) ?? goal.ways[0];
  const first = alternative?.all.find((p) => !('none' in p));
  const type = first === undefined ? undefined : selectorOf(first).type;
  const types = type === undefined ? [] : typeof type === 'string' ? [type] : [...type];
  return types.length === 0 ? undefined : { types, count: 1, states: [], words: 'it', pronoun: false };
}

/** `a` with `extra`'s conditions: one about a type `a` already asks for takes its place there. */
function merge(a: Alternative, extra: Alternative): Alternative {
  const all = [...a.all];
  for (const p of extra.all) {
    const s = selectorOf(p);
    const types = typeof s.type === 'string' ? [s.type] : (s.type ?? []);
    const same = all.findIndex((q) => !('none' in q) && !('none' in p) && types.some((t) => [selectorOf(q).type].flat().includes(t)));
    if (same >= 0 && (s.in !== undefined || s.directlyIn !== undefined)) {
      const old = selectorOf(all[same]!);
      const { in: _in, directlyIn: _directly, is: oldIs, ...rest } = old;
      void _in;
      void _directly;
      // Put somewhere, it is no longer held.
      const is = [...new Set([...(oldIs ?? []).filter((w) => w !== 'held'), ...(s.is ?? [])])];
      all[same] = mapSelector(all[same]!, () => ({ ...rest, ...s, ...(is.length > 0 ? { is } : {}) }));
    } else {
      all.push(p);
    }
  }
  return { name: a.name, all };
}

/** "do not X", "don't X", "skip X", "no need to X": the words of X, or undefined. */
function negation(text: string): string[] | undefined {
  const words = tokens(text).filter((w) => w !== ',');
  const forms = [['do', 'not'], ['dont'], ['skip'], ['no', 'need', 'to'], ['no', 'need'], ['never']];
  const form = forms.find((f) => f.every((w, i) => words[i] === w));
  return form === undefined ? undefined : words.slice(form.length);
}

/** The skills that do what a meaning asks. */
const SKILLS_OF: Partial<Record<Meaning, readonly string[]>> = {
  place: ['PutObject'],
  hold: ['PickupObject', 'PutObject'],
  switchOn: ['SwitchOn'],
  switchOff: ['SwitchOff'],
  open: ['OpenObject'],
  close: ['CloseObject'],
  slice: ['SliceObject'],
  break: ['BreakObject'],
  clean: ['CleanObject'],
  throwAway: ['ThrowObject'],
};

function doNot(program: Program, text: string, words: string[], plan: GoalPlan, ctx: FeedbackContext): Program {
  const parse = parseCommand(words.join(' '), ctx.vocabulary);
  const clause = parse.clauses[0];
  if (clause === undefined || parse.unknown.length > 0) throw unsupported(text, `'${words.join(' ')}' is not a step it knows`);
  const skills = SKILLS_OF[clause.meaning] ?? [];
  const named = clause.objects.flatMap((o) => o.types);
  // "the stove" is the burner and the knob that drives it.
  const drives = (arg: string): string[] => (plan.root.state.objects.find((o) => o.objectId === arg)?.controlledObjects ?? []).map((id) => typeOf(id, plan));
  const matches = (step: SkillCall): boolean =>
    skills.includes(step.skill) && (named.length === 0 || [typeOf(step.args[0] ?? '', plan), ...drives(step.args[0] ?? '')].some((t) => named.includes(t)));
  const doomed = flattenSteps(program).filter(matches);
  if (doomed.length === 0) throw unsupported(text, `no step of the plan does '${clause.words}'`);
  let result = program;
  for (const step of doomed) {
    const at = locate(result, step);
    if (at) result = replaceAt(result, at, []);
  }
  return result;
}

export { subtasksOf };
