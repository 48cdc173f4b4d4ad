/**
 * Human feedback the offline planner understands, applied to the parsed program:
 *   use X instead of Y        — every argument that is a Y becomes an X
 *   do not X / don't X / skip X — remove the steps that do X (X a command: "close the fridge")
 *   also X                    — do X at the end (X one or more commands)
 *   serve it on a plate / in a bowl — put the dish the plan makes on or in that receptacle
 * Anything else is an UnsupportedFeedbackError that lists these forms.
 */
import { flattenSteps, type Program, type SkillCall } from '../../code/index.js';
import { commandGoal, parseClause, parseCommands } from './commands.js';
import { echo } from '../../display.js';
import { UnsupportedFeedbackError } from './errors.js';
import { groundGoal } from './ground.js';
import { roleSchema, type Goal } from './knowledge-schema.js';
import type { Lexicon } from './lexicon.js';
import { appendToEnd, locate, replaceAt, skillCall, withArgs } from './program-edit.js';
import type { SceneView } from './scene-view.js';
import { contentWords, findPhrase, normalWords } from './text.js';

export const FEEDBACK_FORMS = [
  "'use X instead of Y' (X and Y objects, e.g. 'use the pot instead of the pan')",
  "'do not X', 'don't X' or 'skip X' (X a step, e.g. 'don't close the fridge')",
  "'also X' (X one or more steps, e.g. 'also turn off the light')",
  "'serve it on a plate' or 'serve it in a bowl'",
] as const;

function unsupported(feedback: string, why?: string): UnsupportedFeedbackError {
  return new UnsupportedFeedbackError(
    `The offline planner does not understand the feedback '${echo(feedback)}'${why ? ` (${why})` : ''}. It understands: ${FEEDBACK_FORMS.join('; ')}. ` +
      'For anything else, edit the code or use an LLM planner (--planner openai).',
  );
}

export interface FeedbackContext {
  readonly view: SceneView;
  readonly lexicon: Lexicon;
}

/** Applies one feedback text to the program. */
export function applyFeedback(program: Program, feedback: string, ctx: FeedbackContext): Program {
  const fillers = new Set(ctx.view.knowledge.intents.fillerWords);
  const raw = normalWords(feedback);
  const words = contentWords(feedback, fillers);
  // "of" is a filler word, so "instead of" is just "instead" here.
  const insteadAt = words.indexOf('instead');
  const ratherAt = findPhrase(words, ['rather', 'than']);
  const split = insteadAt >= 0 ? insteadAt : ratherAt;
  const skip = insteadAt >= 0 ? 1 : 2;
  if (split >= 0) return useInstead(program, feedback, words.slice(words[0] === 'use' ? 1 : 0, split), words.slice(split + skip), ctx);
  if (words[0] === 'serve' || (words[0] === 'put' && words[1] === 'it')) return serveIt(program, feedback, words, ctx);
  const negation = [['do', 'not'], ['dont'], ['skip'], ['no', 'need']].find((n) => n.every((w, i) => raw[i] === w));
  if (negation) return doNot(program, feedback, contentWords(raw.slice(negation.length).join(' '), fillers), ctx);
  if (raw[0] === 'also' || words[0] === 'also') return also(program, feedback, raw.slice(1).join(' '), ctx);
  throw unsupported(feedback);
}

function usableOf(ctx: FeedbackContext) {
  return (types: readonly string[]): string[] => types.filter((t) => ctx.view.usable.has(t));
}

function useInstead(program: Program, feedback: string, xWords: string[], yWords: string[], ctx: FeedbackContext): Program {
  const x = ctx.lexicon.lookup(xWords);
  const y = ctx.lexicon.lookup(yWords);
  if (x === undefined || y === undefined) throw unsupported(feedback, `cannot tell which objects '${xWords.join(' ')}' and '${yWords.join(' ')}' are`);
  const to = usableOf(ctx)(x.types)[0];
  if (to === undefined) throw unsupported(feedback, `this scene has no ${x.types.join(' or ')}`);
  let changed = 0;
  const functions = program.functions.map((fn) => ({
    ...fn,
    body: fn.body.map((st) => {
      if (st.kind !== 'skill') return st;
      const args = st.args.map((a) => (y.types.includes(ctx.view.typeOf(a)) ? to : a));
      if (args.every((a, i) => a === st.args[i])) return st;
      changed++;
      return withArgs(st, args);
    }),
  }));
  if (changed === 0) throw unsupported(feedback, `the plan uses no ${y.types.join(' or ')}`);
  return followControls({ ...program, functions }, y.types, to, ctx);
}

/**
 * A knob that drove the burner under the replaced vessel now drives the burner under its
 * replacement: "use the pot instead of the pan" must heat the pot, not the empty pan's burner.
 */
function followControls(program: Program, replaced: readonly string[], to: string, ctx: FeedbackContext): Program {
  const state = ctx.view.initial;
  const vessel = ctx.view.refOf(to, state).id;
  const under = vessel === undefined ? undefined : state.get(vessel)?.parent ?? undefined;
  const drivesReplaced = (arg: string): boolean => {
    const burner = state.get(state.get(arg)?.controls ?? '');
    return burner !== undefined && burner.contents.some((id) => replaced.includes(state.get(id)?.type ?? ''));
  };
  const knobFor = (arg: string): string | undefined => {
    const knob = state.get(arg);
    if (knob === undefined || under === undefined) return undefined;
    const found = state.instancesOf(knob.type).find((other) => other.controls === under);
    return found === undefined ? undefined : ctx.view.nameOfId(found.id, found.type);
  };
  return {
    ...program,
    functions: program.functions.map((fn) => ({
      ...fn,
      body: fn.body.map((st) => {
        if (st.kind !== 'skill' || !st.args.some(drivesReplaced)) return st;
        return withArgs(st, st.args.map((a) => (drivesReplaced(a) ? knobFor(a) ?? a : a)));
      }),
    })),
  };
}

function doNot(program: Program, feedback: string, clause: string[], ctx: FeedbackContext): Program {
  const parsed = parseClause(clause, ctx.view.knowledge, ctx.lexicon, usableOf(ctx));
  if (parsed === undefined) throw unsupported(feedback, `'${clause.join(' ')}' is not a step it knows`);
  const matches = (step: SkillCall): boolean =>
    step.skill === parsed.command.skill &&
    parsed.command.args.every((arg, i) => {
      const named = parsed.slots.get(arg);
      const given = step.args[i];
      return named === undefined || (given !== undefined && named.types.includes(ctx.view.typeOf(given)));
    });
  const doomed = flattenSteps(program).filter(matches);
  if (doomed.length === 0) throw unsupported(feedback, `no step of the plan does '${parsed.words}'`);
  let result = program;
  for (const step of doomed) {
    const at = locate(result, step);
    if (at) result = replaceAt(result, at, []);
  }
  return result;
}

/** Grounds an inline goal at the end of the program and appends its calls as a new subtask. */
function appendGoal(program: Program, goal: Goal, ctx: FeedbackContext, feedback: string): Program {
  const state = ctx.view.simulate(program);
  const grounded = groundGoal({ id: 'feedback', goal }, ctx.view.knowledge, state, ctx.view.usable);
  if (!grounded.ok) throw unsupported(feedback, grounded.reasons.join('; '));
  const calls = grounded.plan.subtasks.flatMap((s) => s.calls);
  if (calls.length === 0) return program;
  const subtaskCount = program.functions.flatMap((f) => f.body).filter((s) => s.kind === 'comment' && s.text.startsWith('SubTask')).length;
  const comment = { kind: 'comment' as const, text: `SubTask ${subtaskCount + 1}: ${grounded.plan.subtasks.map((s) => s.text.replace(/\.$/, '')).join('; ')}.`, line: 0 };
  return appendToEnd(program, [comment, ...calls.map((c) => skillCall(c.skill, c.args.map((a) => ctx.view.name(a))))]);
}

function also(program: Program, feedback: string, rest: string, ctx: FeedbackContext): Program {
  const commands = parseCommands(rest, ctx.view.knowledge, ctx.lexicon, usableOf(ctx));
  if (commands === undefined) throw unsupported(feedback, `'${rest}' is not a step it knows`);
  return appendGoal(program, commandGoal(commands), ctx, feedback);
}

/** The dish the plan makes: the last pickupable object it acts on (what slicing or breaking makes). */
function productOf(program: Program, ctx: FeedbackContext): string | undefined {
  const steps = flattenSteps(program);
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    const arg = step.args[0];
    if (arg === undefined) continue;
    let type = ctx.view.typeOf(arg);
    const effects = ctx.view.catalogue.types.get(type)?.effects;
    if (step.skill === 'SliceObject' && effects?.sliceInto) type = effects.sliceInto;
    if (step.skill === 'BreakObject' && effects?.breakInto) type = effects.breakInto;
    if (ctx.view.initial.has(type, 'pickupable')) return type;
  }
  return undefined;
}

function serveIt(program: Program, feedback: string, words: string[], ctx: FeedbackContext): Program {
  const at = words.findIndex((w) => w === 'on' || w === 'in' || w === 'into');
  const named = at < 0 ? undefined : ctx.lexicon.lookup(words.slice(at + 1));
  const dishType = named === undefined ? undefined : usableOf(ctx)(named.types)[0];
  if (dishType === undefined) throw unsupported(feedback, named === undefined ? 'say what to serve it on or in, e.g. a plate' : `this scene has no ${named.types.join(' or ')}`);
  const product = productOf(program, ctx);
  if (product === undefined) throw unsupported(feedback, 'the plan makes nothing that can be served');
  if (!ctx.view.initial.accepts(dishType, product)) throw unsupported(feedback, `a ${product} cannot go on or in a ${dishType}`);
  // An existing final put of the dish changes its receptacle; otherwise one is added at the end.
  const steps = flattenSteps(program);
  const lastPut = [...steps].reverse().find((s) => s.skill === 'PutObject' && ctx.view.typeOf(s.args[0] ?? '') === product);
  const lastIndex = lastPut === undefined ? -1 : steps.indexOf(lastPut);
  const cooksAfter = steps.slice(lastIndex + 1).some((s) => s.skill === 'SwitchOn');
  if (lastPut !== undefined && !cooksAfter && !isAppliance(ctx, lastPut.args[1] ?? '')) {
    const loc = locate(program, lastPut);
    if (loc) return replaceAt(program, loc, [withArgs(lastPut, [lastPut.args[0]!, dishType])]);
  }
  const goal: Goal = {
    title: `serve it on a ${dishType}`,
    description: `Serve the ${product} on a ${dishType}.`,
    alternatives: [
      {
        name: 'serve',
        roles: { it: roleSchema.parse({ types: [product] }), dish: roleSchema.parse({ types: [dishType], receptacleFor: 'it' }) },
        subtasks: [{ text: `Serve the ${product} on the ${dishType}`, steps: [['PutObject', 'it', 'dish']], roles: {} }],
      },
    ],
  };
  return appendGoal(program, goal, ctx, feedback);
}

/** Whether an argument is an appliance the dish is cooked in (a toaster, a coffee machine). */
function isAppliance(ctx: FeedbackContext, arg: string): boolean {
  return ctx.view.initial.has(ctx.view.typeOf(arg), 'toggleable');
}
