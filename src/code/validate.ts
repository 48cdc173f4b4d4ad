/**
 * Checks a parsed program against the skill library and one scene: known skills, the right
 * number of arguments, and arguments that name an object of the scene (by id or type) or a
 * type the scene can produce (AppleSliced from a sliceable Apple).
 */
import { article } from '../english.js';
import { echo } from '../display.js';
import { asciiSkeleton, lookalikeNote } from './confusables.js';
import { codeError, sortErrors, type CodeError } from './errors.js';
import { skillsByMeaning, typesByMeaning } from './meaning.js';
import { countSteps, type Program, type SkillCall } from './program.js';
import { closestNames, orList } from './suggest.js';

export interface SkillParam {
  readonly name: string;
  readonly optional: boolean;
}

export interface ValidationContext {
  /**
   * The skill library: name → parameters in order, and for hints the property its object needs
   * and its other names.
   */
  readonly skills: ReadonlyMap<string, { readonly params: readonly SkillParam[]; readonly needs?: string | undefined; readonly alsoCalled?: readonly string[] | undefined }>;
  /** Every objectId of the scene. */
  readonly objectIds: ReadonlySet<string>;
  /** The object types present in the scene. */
  readonly objectTypes: ReadonlySet<string>;
  /** Types the scene does not hold but can produce (AppleSliced when it has a sliceable Apple). */
  readonly derivableTypes: ReadonlySet<string>;
  /**
   * The ids of the objects the scene's objects can turn into (`Apple|…|AppleSliced_3`: the
   * simulator names them so), for a program that names one slice apart from another.
   */
  readonly derivedIds?: ReadonlySet<string> | undefined;
  /** Every type of the object-type catalogue. */
  readonly catalogueTypes: ReadonlySet<string>;
  /** The team's agents, which calls may name; absent: the parser's check is all there is. */
  readonly agents?: ReadonlySet<string>;
  /**
   * Why `agent` cannot carry out `skill` ("it cannot SliceObject"), undefined when it can. Given
   * when code is run as written (`check`, `execute`), so a call is never sent to an agent the
   * team says cannot do it.
   */
  readonly inability?: (agent: string, skill: string) => string | undefined;
  /** The properties of each type (for hints by meaning); absent: hints by spelling only. */
  readonly typeProperties?: ReadonlyMap<string, readonly string[]>;
}

/** Where a function's name starts on its `def` line (definitions are never indented). */
const DEF_NAME_COLUMN = 'def '.length + 1;

/** The type an argument names: itself, or the type part of an objectId. */
function typeOf(arg: string | undefined): string | undefined {
  return arg?.split('|')[0];
}

/** `PutObject(obj, receptacle)`, with optional parameters in brackets: `CleanObject(obj, tool[, detergent])`. */
export function signature(skill: string, params: readonly SkillParam[]): string {
  let text = '';
  params.forEach((p, i) => {
    const sep = i === 0 ? '' : ', ';
    text += p.optional ? `[${sep}${p.name}]` : `${sep}${p.name}`;
  });
  return `${skill}(${text})`;
}

function checkSkill(call: SkillCall, ctx: ValidationContext, errors: CodeError[]): void {
  const known = ctx.skills.get(call.skill);
  if (known === undefined) {
    const what = /^[a-z_]/.test(call.skill) ? 'neither a skill nor a function defined in this code' : 'not a skill of the library';
    errors.push(codeError('unknown-skill', call.line, call.column, `'${echo(call.skill)}' is ${what}; ${skillHint(call, ctx)}`));
    return;
  }
  const required = known.params.filter((p) => !p.optional).length;
  const total = known.params.length;
  const given = call.args.length;
  if (given < required || given > total) {
    const count = required === total ? `${total}` : `${required} to ${total}`;
    const column = given > total ? (call.argColumns?.[total] ?? call.column) : call.column;
    errors.push(codeError('wrong-arity', call.line, column,
      `${call.skill} takes ${count} argument${total === 1 ? '' : 's'} but was given ${given}: write ${signature(call.skill, known.params)} with each argument a quoted object type or objectId.`));
  }
}

/** The skills an unknown name most likely means: by meaning (its words, its object), then by spelling. */
function skillHint(call: SkillCall, ctx: ValidationContext): string {
  const object = typeOf(call.args[0]);
  const properties = object === undefined ? undefined : ctx.typeProperties?.get(object);
  const library = [...ctx.skills].map(([name, skill]) => ({ name, needs: skill.needs, alsoCalled: skill.alsoCalled }));
  const meant = skillsByMeaning(call.skill, library, properties);
  // By meaning when it finds anything (PressObject is no misspelt BreakObject), else by spelling.
  const close = (meant.length > 0 ? meant : closestNames(call.skill, ctx.skills.keys())).slice(0, 4);
  if (close.length === 0) return `use one of ${[...ctx.skills.keys()].join(', ')}.`;
  const signatures = close.map((name) => signature(name, ctx.skills.get(name)!.params));
  const about = meant.length > 0 && properties !== undefined && object !== undefined ? ` (${article(echo(object))} is ${properties.join(', ')})` : '';
  return `did you mean ${orList(signatures)}${about}?`;
}

/** Types of the scene that do what a catalogue type does (the same properties): a Cup for a Mug. */
function typesAlike(type: string, present: readonly string[], ctx: ValidationContext): string[] {
  const wanted = ctx.typeProperties?.get(type);
  if (wanted === undefined || wanted.length === 0) return [];
  const key = [...wanted].sort().join(',');
  return present.filter((t) => [...(ctx.typeProperties?.get(t) ?? [])].sort().join(',') === key);
}

/** Why `arg` names nothing in the scene, with the closest names that would. */
function objectProblem(arg: string, ctx: ValidationContext, needs?: string): string {
  // A look-alike spelling ('Fridgе' with a Cyrillic е) looks the same as the name it imitates: say why it differs.
  const note = lookalikeNote(arg);
  if (note !== undefined) {
    const skeleton = asciiSkeleton(arg);
    const known = skeleton !== undefined && (ctx.objectIds.has(skeleton) || ctx.objectTypes.has(skeleton) || ctx.derivableTypes.has(skeleton));
    return known
      ? `'${echo(arg)}' is not '${skeleton}' although it looks the same: ${note}; write '${skeleton}' in ASCII letters.`
      : `'${echo(arg)}' names no object of this scene: ${note}; object types and ids are ASCII.`;
  }
  arg = echo(arg);
  const present = [...new Set([...ctx.objectTypes, ...ctx.derivableTypes])].sort();
  if (arg.includes('|')) {
    const type = arg.split('|')[0] ?? '';
    const ids = [...ctx.objectIds].filter((id) => id.split('|')[0] === type).sort().slice(0, 3);
    const hint = ids.length > 0 ? `use the type '${type}' or one of its ids (${ids.join(', ')})` : `use an object type of the scene instead`;
    return `There is no object with id '${arg}' in this scene; ${hint}.`;
  }
  const sameCase = present.find((t) => t.toLowerCase() === arg.toLowerCase());
  if (sameCase !== undefined) return `'${arg}' is not an object type of this scene; write '${sameCase}' (types are case-sensitive).`;
  const spelt = closestNames(arg, present);
  const close = (spelt.length > 0 ? spelt : [...new Set([...typesByMeaning(arg, present), ...typesAlike(arg, present, ctx)])]).slice(0, 5);
  const fitting = needs === undefined ? [] : present.filter((t) => ctx.typeProperties?.get(t)?.includes(needs) === true);
  const hint = close.length > 0
    ? `similar types in this scene: ${close.join(', ')}`
    : fitting.length > 0
      ? `its ${needs} types are ${fitting.join(', ')}`
      : `its types are ${present.join(', ')}`;
  if (ctx.catalogueTypes.has(arg)) {
    return `This scene has no ${arg} and cannot produce one; ${hint}.`;
  }
  return `'${arg}' is neither an objectId nor an object type of this scene; ${hint}.`;
}

/** The call's agent prefix: one of the team, and able to do the skill when the context says who can. */
function checkAgent(call: SkillCall, ctx: ValidationContext, errors: CodeError[]): void {
  const agent = call.agent;
  if (agent === undefined) return;
  const column = Math.max(1, call.column - agent.length - 1);
  if (ctx.agents !== undefined && !ctx.agents.has(agent)) {
    errors.push(codeError('unknown-agent', call.line, column,
      `'${agent}' is not an agent of the team; write one of ${[...ctx.agents].map((a) => `${a}.`).join(', ')} or no prefix.`));
    return;
  }
  if (!ctx.skills.has(call.skill)) return;
  const why = ctx.inability?.(agent, call.skill);
  if (why !== undefined) {
    errors.push(codeError('agent-cannot', call.line, column,
      `${agent} cannot carry out ${call.skill}: ${why}; give the call to another agent of the team or leave the prefix out.`));
  }
}

function checkArguments(call: SkillCall, ctx: ValidationContext, errors: CodeError[]): void {
  const needs = ctx.skills.get(call.skill)?.needs;
  call.args.forEach((arg, i) => {
    if (ctx.objectIds.has(arg) || ctx.objectTypes.has(arg) || ctx.derivableTypes.has(arg) || ctx.derivedIds?.has(arg) === true) return;
    errors.push(codeError('unknown-object', call.line, call.argColumns?.[i] ?? call.column, objectProblem(arg, ctx, i === 0 ? needs : undefined)));
  });
}

/**
 * Validates every skill call of `program` (also in functions that never run) and reports an
 * empty program. Returns the errors sorted by position; none means the program is valid.
 */
export function validateProgram(program: Program, ctx: ValidationContext): CodeError[] {
  const errors: CodeError[] = [];
  if (countSteps(program, 0).total === 0) {
    const first = program.functions[0];
    errors.push(codeError('empty-program', first?.line ?? 1, 1,
      "The program runs no skill calls: write skill calls such as OpenObject('Fridge') in a def block and call that function at the end."));
  }
  for (const fn of program.functions) {
    // `def OpenObject():` would make a call that reads as the skill run the function instead.
    if (ctx.skills.has(fn.name)) {
      errors.push(codeError('shadows-skill', fn.line, DEF_NAME_COLUMN, `'${fn.name}' is a skill of the library: a function may not take its name (a call of it would read as the skill); rename the function`));
    }
    for (const st of fn.body) {
      if (st.kind !== 'skill') continue;
      checkSkill(st, ctx, errors);
      checkAgent(st, ctx, errors);
      checkArguments(st, ctx, errors);
    }
  }
  return sortErrors(errors);
}
