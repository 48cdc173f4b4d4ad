/**
 * Corrections in words, of the stage-2 plan (and its goal) or of the code, carried out by the
 * offline planner. The words are read by the one reader of corrections (corrections/read.ts);
 * here each kind changes the goal or the program:
 *   leave out X   — the goal without the ways that need X, planned again without any X
 *   use X         — the goal's ways that use X (or X where the plan had what X stands in for)
 *   use X instead of Y — the goal with X where it had Y, planned again without Y
 *   place, add    — the goal with the command added ("it": what the plan makes); in the code,
 *                   planned on from the code's end
 *   keep          — the goal with the state kept in place of any other of the thing's
 *   skip a step   — the code's calls doing it removed
 *   the request   — the request read again by the planner's reader, and planned anew
 * A correction the planner cannot act on is a FeedbackNotUnderstoodError naming why (and, for
 * words not understood, what would be); one that asks for nothing the plan does not do already
 * is a CorrectionChangesNothingError. Neither changes anything; the person is told and asked again.
 */
import { article } from '../../english.js';
import { flattenSteps, type Program, type SkillCall } from '../../code/index.js';
import { echo } from '../../display.js';
import { selectorOf, typeOfId, type Alternative, type Predicate, type Selector } from '../../goals/index.js';
import { derivableTypes } from '../../world/index.js';
import { CorrectionChangesNothingError } from '../planner.js';
import { UnsupportedFeedbackError } from './errors.js';
import type { NamedGoal } from './intents.js';
import { appendToEnd, locate, replaceAt } from './program-edit.js';
import type { PlannedCall } from './search/call-steps.js';
import type { GoalPlan } from './search/plan.js';
import { programOf, subtasksOf } from './search/program-text.js';
import { understand, type UnderstandContext } from './understanding.js';
import { parseCommand, type Mention } from './understand/parse.js';
import type { Vocabulary } from './understand/vocabulary.js';
import { CORRECTION_FORMS, notUnderstoodReason, readCorrection, thingsOf, type Correction, type Thing } from './corrections/read.js';
import { allowedGoal } from './preferences.js';
import { SKILLS_OF_MEANING } from './corrections/reader.js';
import { onPieces } from './sliced-pieces.js';

/** The forms of a correction the offline planner understands (the same at every approval step). */
export const FEEDBACK_FORMS = CORRECTION_FORMS;

export interface FeedbackContext {
  readonly understand: UnderstandContext;
  readonly vocabulary: Vocabulary;
  /** The goals in the interchangeable lists of goals.yaml (a Pot for a Pan). */
  readonly interchangeable: readonly (readonly string[])[];
}

/** How a feedback is carried out: a new plan of a changed goal, or the plan continued from the code's end. */
export interface FeedbackOps {
  /** A whole new program toward `goal`, using none of `avoid`; or why there is none. */
  replan(goal: NamedGoal, avoid: ReadonlySet<string>): Promise<Program | string>;
  /** The calls that, after `after`, reach `goal`; or why there are none. */
  extend(goal: NamedGoal, after: readonly PlannedCall[]): Promise<GoalPlan | string>;
}

/** The planner cannot act on a correction: why (the words not understood name what would be). */
function unsupported(feedback: string, why: string): UnsupportedFeedbackError {
  return new UnsupportedFeedbackError(`The offline planner cannot act on the correction '${echo(feedback)}': ${why.replace(/\.$/, '')}.`);
}

/** The words of a correction that the planner's reader did not understand, and the forms it does. */
function notUnderstood(feedback: string, correction: Extract<Correction, { kind: 'not-understood' }>): UnsupportedFeedbackError {
  return new UnsupportedFeedbackError(
    `The offline planner did not understand the correction '${echo(feedback)}': ${notUnderstoodReason(correction)}. For anything else, edit the plan or the code, or use an LLM planner (--planner openai).`,
  );
}

/** Said of a correction about who does what, before there is an allocation. */
const WHO_LATER = 'it says who does what, which is decided at the allocation step, after the code has run: say it there';

/** A change of the goal a correction asks for. */
export interface GoalChange {
  readonly goal: NamedGoal;
  readonly avoid: readonly string[];
  /** The change in words, for the plan's description. */
  readonly note: string;
  /** The goal is another request's (read again), not the old goal changed: the old notes go. */
  readonly replaces?: boolean;
}

/**
 * A correction of the stage-2 plan (or its goal) in words, as a change of its goal.
 * @throws UnsupportedFeedbackError naming what was not understood, or why it cannot be done
 * @throws CorrectionChangesNothingError when the plan already does what it asks
 */
export function correctPlan(text: string, goal: NamedGoal, plan: GoalPlan, ctx: FeedbackContext): GoalChange {
  const correction = readCorrection(text, ctx.vocabulary);
  if (correction.kind === 'skip') throw unsupported(text, 'to leave a step out, say it of the code once it is written');
  if (correction.kind === 'allocate') throw unsupported(text, WHO_LATER);
  return goalChange(correction, text, goal, plan, ctx);
}

/**
 * Applies one correction in words to the program: the new program, and the goal it now reaches
 * when the correction changed the goal (the session states it as the goal from then on).
 * @throws UnsupportedFeedbackError naming what was not understood, or why it cannot be done
 * @throws CorrectionChangesNothingError when the code already does what it asks
 */
export async function applyFeedback(program: Program, text: string, goal: NamedGoal, plan: GoalPlan, ctx: FeedbackContext, ops: FeedbackOps): Promise<{ program: Program; change?: GoalChange }> {
  const correction = readCorrection(text, ctx.vocabulary);
  if (correction.kind === 'skip') return { program: doNot(program, text, correction.step, plan, ctx) };
  if (correction.kind === 'allocate') throw unsupported(text, WHO_LATER);
  if (correction.kind === 'add' || correction.kind === 'place') {
    const change = addCommand(text, correction.command, goal, plan, ctx);
    return { program: await extendWith(program, text, change, ops), change };
  }
  const change = goalChange(correction, text, goal, plan, ctx, program);
  const replanned = await ops.replan(change.goal, new Set(change.avoid));
  if (typeof replanned === 'string') throw unsupported(text, replanned);
  return { program: replanned, change };
}

/** The program with the calls that, after it, reach the changed goal, as new subtasks. */
async function extendWith(program: Program, text: string, change: GoalChange, ops: FeedbackOps): Promise<Program> {
  const calls = flattenSteps(program).map((s) => ({ skill: s.skill, args: s.args, purpose: '' }));
  const extended = await ops.extend(change.goal, calls);
  if (typeof extended === 'string') throw unsupported(text, extended);
  if (extended.calls.length === 0) throw new CorrectionChangesNothingError(`The code already does what '${echo(text)}' asks.`);
  const added = programOf('added', extended.calls, extended.root.state).functions[0]!.body;
  const subtasks = program.functions.flatMap((f) => f.body).filter((s) => s.kind === 'comment' && s.text.startsWith('SubTask')).length;
  let n = subtasks;
  const renumbered = added.map((s) => (s.kind === 'comment' ? { ...s, text: s.text.replace(/^SubTask \d+/, `SubTask ${++n}`) } : s));
  return appendToEnd(program, renumbered);
}

/** The change of the goal a correction (other than a step or an allocation) asks for. */
function goalChange(correction: Exclude<Correction, { kind: 'skip' | 'allocate' }>, text: string, goal: NamedGoal, plan: GoalPlan, ctx: FeedbackContext, program?: Program): GoalChange {
  switch (correction.kind) {
    case 'not-understood':
      throw notUnderstood(text, correction);
    case 'leave-out':
      return leaveOut(text, correction.things, goal, plan, ctx, program);
    case 'use':
      return correction.instead.length > 0 ? replaceType(text, goal, plan, insteadOf(correction.things, correction.instead, ctx), program) : useThing(text, correction.things, goal, plan, ctx, program);
    case 'place':
    case 'add':
      return addCommand(text, correction.command, goal, plan, ctx);
    case 'keep':
      return addCommand(text, correction.command, goal, plan, ctx, true);
    case 'request':
      return readAgain(text, correction, goal, ctx);
  }
}

/** The words of things, joined for a sentence ("the eggs or the butter"). */
function named(things: readonly Thing[]): string {
  return things.map((t) => `the ${t.words}`).join(' or ');
}

/** The types a plan (its calls, and the code's) acts on. */
function usedTypes(plan: GoalPlan, program?: Program): Set<string> {
  return new Set([...plan.calls.flatMap((c) => c.args.map((a) => typeOf(a, plan))), ...(program ? flattenSteps(program).flatMap((s) => s.args.map((a) => typeOf(a, plan))) : [])]);
}

/** "no eggs": the goal without the ways that need them, planned without any (nor what is made of them: a cracked egg). */
function leaveOut(text: string, things: readonly Thing[], goal: NamedGoal, plan: GoalPlan, ctx: FeedbackContext, program?: Program): GoalChange {
  const types = things.flatMap((t) => t.types);
  const avoid = new Set([...types, ...derivableTypes(new Set(types), ctx.understand.catalogue)]);
  const used = usedTypes(plan, program);
  if (![...avoid].some((t) => used.has(t))) throw new CorrectionChangesNothingError(`The plan uses no ${things.map((t) => t.words).join(' or ')}: nothing to leave out.`);
  const allowed = allowedGoal(goal, avoid);
  if (allowed === null) throw unsupported(text, `every way to do '${goal.title}' needs ${named(things)}`);
  return { goal: allowed, avoid: [...avoid], note: `As corrected: without ${named(things)}.` };
}

/** Whether an alternative names one of `types` anywhere (its objects, places, where it was). */
function mentions(a: Alternative, types: readonly string[]): boolean {
  const text = JSON.stringify(a.all);
  return types.some((t) => text.includes(`"${t}"`));
}

/**
 * "use the microwave": the goal's ways that use it; else, where the plan uses what it stands in
 * for (a Pot for the Pan), that replaced by it.
 */
function useThing(text: string, things: readonly Thing[], goal: NamedGoal, plan: GoalPlan, ctx: FeedbackContext, program?: Program): GoalChange {
  const to = things.flatMap((t) => t.types).filter((t) => ctx.understand.usable.has(t));
  if (to.length === 0) throw unsupported(text, `this room has no ${things.map((t) => t.words).join(' or ')}`);
  const used = usedTypes(plan, program);
  if (to.some((t) => used.has(t))) throw new CorrectionChangesNothingError(`The plan already uses ${named(things)}.`);
  const ways = goal.ways.filter((w) => mentions(w, to));
  if (ways.length > 0) {
    const alternatives = goal.alternatives.filter((a) => mentions(a, to));
    return { goal: { ...goal, ways, alternatives: alternatives.length > 0 ? alternatives : goal.alternatives }, avoid: [], note: `As corrected: with ${named(things)}.` };
  }
  const from = ctx.interchangeable.filter((list) => to.some((t) => list.includes(t))).flatMap((list) => list.filter((t) => !to.includes(t) && (used.has(t) || goalNames(goal).has(t))));
  if (from.length === 0) throw unsupported(text, `no way to do '${goal.title}' here uses ${named(things)}`);
  return replaceType(text, goal, plan, { to, from, words: [things.map((t) => t.words).join(' or '), from.join(' or ')] }, program);
}

/** "use X instead of Y": X's types the room has (else all of them), and Y's. */
function insteadOf(things: readonly Thing[], instead: readonly Thing[], ctx: FeedbackContext): { to: string[]; from: string[]; words: [string, string] } {
  const all = things.flatMap((t) => t.types);
  const to = all.filter((t) => ctx.understand.usable.has(t));
  return { to: to.length > 0 ? to : all, from: instead.flatMap((t) => t.types), words: [things.map((t) => t.words).join(' or '), instead.map((t) => t.words).join(' or ')] };
}

/** "I asked to make the bed": the request read again by the planner's reader, as the goal in place of the old one. */
function readAgain(text: string, correction: Extract<Correction, { kind: 'request' }>, old: NamedGoal, ctx: FeedbackContext): GoalChange {
  const { request } = correction;
  // "I asked for toast": the thing asked for is read as a wish when the words alone are no command.
  const readings = [request, `I'd like ${request}`].map((r) => understand(r, undefined, ctx.understand));
  const understood = readings.find((u) => u.kind !== 'none') ?? readings[0]!;
  if (understood.kind === 'none' || understood.kind === 'ask') throw unsupported(text, `the planner does not understand the request '${echo(request)}': ${understood.reason}`);
  if (understood.kind === 'tie' && understood.asStated === undefined) {
    const titles = understood.options.map((o) => o.title);
    throw unsupported(text, `'${echo(request)}' can be ${titles.join(', or ')}: say which (e.g. 'I asked for ${titles[0]}')`);
  }
  const goal = understood.kind === 'tie' ? understood.asStated! : understood.goal;
  // "not the lights": a reading about what the person said it is not is no reading of it.
  const not = correction.not === undefined ? undefined : thingsOf(correction.not.split(' '), ctx.vocabulary);
  const notTypes = (not ?? []).flatMap((t) => t.types);
  if (notTypes.length > 0 && goal.ways.some((w) => mentions(w, notTypes))) {
    throw unsupported(text, `the planner reads '${echo(request)}' as '${goal.title}', which is about ${correction.not} too, so it cannot tell the two apart`);
  }
  if (JSON.stringify(goal.alternatives) === JSON.stringify(old.alternatives)) throw new CorrectionChangesNothingError(`The planner reads '${echo(request)}' as '${goal.title}' again, the goal it planned.`);
  return { goal, avoid: [], note: `As corrected: ${goal.title}, as you asked.`, replaces: true };
}

/** The goal with `to` where it named `from`, planned without `from`. */
function replaceType(text: string, goal: NamedGoal, plan: GoalPlan, instead: { to: string[]; from: string[]; words: [string, string] }, program?: Program): GoalChange {
  const to = instead.to[0];
  if (to === undefined || !instead.to.some((t) => t !== undefined)) throw unsupported(text, `this room has no ${instead.words[0]}`);
  const from = instead.from.filter((t) => !instead.to.includes(t));
  const used = usedTypes(plan, program);
  const inGoal = goalNames(goal);
  if (!from.some((t) => used.has(t) || inGoal.has(t))) throw unsupported(text, `the plan uses no ${instead.words[1]}`);
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
 * place replaces the old one ("serve it on a plate" after "fried egg in a pan"); a state kept
 * (`keep`: "leave the light on") replaces whatever the goal asked of that thing.
 */
function addCommand(text: string, command: string, goal: NamedGoal, plan: GoalPlan, ctx: FeedbackContext, keep = false): GoalChange {
  const understood = understand(command, undefined, { ...ctx.understand, it: dishOf(goal, plan) });
  if (understood.kind !== 'goal' || understood.via !== 'command') {
    const reason = understood.kind === 'none' ? understood.reason : 'it is not a command';
    throw unsupported(text, `the planner does not understand '${echo(command)}': ${reason}`);
  }
  const extra = understood.goal.alternatives[0]!;
  // A whole thing the plan slices is its pieces from then on ("the tomato" after a salad).
  const sliced = new Set(plan.calls.filter((c) => c.skill === 'SliceObject').map((c) => typeOf(c.args[0] ?? '', plan)));
  const piecesOf = (whole: string) => {
    const effects = ctx.understand.catalogue.types.get(whole)?.effects;
    return effects?.sliceInto === undefined ? undefined : { type: effects.sliceInto, count: effects.sliceCount ?? 1 };
  };
  const pieces = new Set<string>();
  const change = (a: Alternative): Alternative => {
    const on = onPieces(extra, a, a.name === plan.alternative ? sliced : new Set(), piecesOf);
    for (const whole of on.about) pieces.add(whole);
    const merged = merge(a, on.rest, keep);
    return { ...merged, all: [...merged.all, ...on.pieces] };
  };
  const changed = { ...goal, alternatives: goal.alternatives.map(change), ways: goal.ways.map(change) };
  const said = [...pieces].map((whole) => `the ${whole} is sliced by then, so every piece of it not used goes there`).join('; ');
  return { goal: changed, avoid: [], note: `As corrected: ${understood.goal.title}${said === '' ? '' : ` (${said})`}.` };
}

/** What "it" means in a correction: what the plan makes or acts on first (its goal's first object). */
function dishOf(goal: NamedGoal, plan: GoalPlan): Mention | undefined {
  const alternative = goal.ways.find((a) => a.name === plan.alternative) ?? goal.ways[0];
  const first = alternative?.all.find((p) => !('none' in p));
  const type = first === undefined ? undefined : selectorOf(first).type;
  const types = type === undefined ? [] : typeof type === 'string' ? [type] : [...type];
  return types.length === 0 ? undefined : { types, count: 1, states: [], words: 'it', pronoun: false };
}

/** `a` with `extra`'s conditions: one about a type `a` already asks for takes its place there (`keep`: every one about it). */
function merge(a: Alternative, extra: Alternative, keep = false): Alternative {
  const typesOf = (p: Predicate): string[] => [selectorOf(p).type ?? []].flat();
  const kept = new Set(keep ? extra.all.flatMap(typesOf) : []);
  const all = a.all.filter((p) => !typesOf(p).some((t) => kept.has(t)));
  for (const p of extra.all) {
    const s = selectorOf(p);
    const types = typeof s.type === 'string' ? [s.type] : (s.type ?? []);
    const same = all.findIndex((q) => !('none' in q) && !('none' in p) && types.some((t) => [selectorOf(q).type].flat().includes(t)));
    if (same >= 0 && (s.in !== undefined || s.directlyIn !== undefined)) {
      const old = selectorOf(all[same]!);
      // Every word of where it was goes: "within" a clean plate too ("serve it on a plate", then "in the fridge").
      const { in: _in, directlyIn: _directly, within: _within, is: oldIs, ...rest } = old;
      void _in;
      void _directly;
      void _within;
      // Put somewhere, it is no longer held.
      const is = [...new Set([...(oldIs ?? []).filter((w) => w !== 'held'), ...(s.is ?? [])])];
      all[same] = mapSelector(all[same]!, () => ({ ...rest, ...s, ...(is.length > 0 ? { is } : {}) }));
    } else {
      all.push(p);
    }
  }
  return { name: a.name, all };
}

function doNot(program: Program, text: string, step: string, plan: GoalPlan, ctx: FeedbackContext): Program {
  const parse = parseCommand(step, ctx.vocabulary);
  const clause = parse.clauses[0];
  if (clause === undefined || parse.unknown.length > 0) throw unsupported(text, `'${step}' is not a step it knows`);
  const skills = SKILLS_OF_MEANING[clause.meaning] ?? [];
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
