/**
 * Execution repairs: for each error code the offline planner understands, an edit of the parsed
 * program. `EXECUTION_REPAIRS` is the one table of what is handled; `repairTableMarkdown()`
 * prints it for the documentation. Each repair reads the report's `failure` (the simulator's
 * account by role: the closed container, what the hand holds, who holds the object, what replaced
 * it); a failure whose fix is one line is repaired as its known fix says (known-fix.ts), so both
 * decide alike (a call whose effect already holds is dropped).
 */
import { article } from '../../english.js';
import { ACTION_ERROR_CODES, effectHolds } from '../../bridge/index.js';
import { flattenSteps, type Program, type SkillCall } from '../../code/index.js';
import type { ErrorReport } from '../../execution/index.js';
import { knownFix } from '../known-fix.js';
import { insertAt, locate, replaceAt, skillCall, withArgs, type Location } from './program-edit.js';
import { TOOL_EFFECT, type SceneView } from './scene-view.js';

/** What a repair works with. */
export interface RepairContext {
  readonly program: Program;
  /** The failed call and where it is. */
  readonly call: SkillCall;
  readonly at: Location;
  readonly report: ErrorReport;
  readonly view: SceneView;
  /** `reset`: the whole program runs again from a reset scene; `current`: on from where it stopped. */
  readonly mode: 'reset' | 'current';
}

/** A repaired program and the step to resume from (for `current` mode). */
export interface Repair {
  readonly program: Program;
  readonly resume: SkillCall | undefined;
  /** One sentence saying what was changed. */
  readonly note: string;
}

/** A repair, or the reason it does not apply to this failure. */
type RepairFn = (ctx: RepairContext) => Repair | string;

export interface RepairRule {
  readonly code: string;
  /** What the repair does, in words (documentation). */
  readonly does: string;
  readonly repair: RepairFn;
}

// ---- helpers -----------------------------------------------------------------------------------

/** The id the failing action acted on for an argument name, as resolved or as sent. */
function actedOn(report: ErrorReport, name: string): string | undefined {
  return report.resolved[name] ?? report.args[name];
}

function snapshotOf(report: ErrorReport, id: string | undefined) {
  return id === undefined ? undefined : report.objects.find((o) => o.objectId === id);
}

/** How to write the object `id` in the call: as the call wrote it when that names it, else by name. */
function written(ctx: RepairContext, id: string): string {
  const type = snapshotOf(ctx.report, id)?.objectType ?? ctx.view.typeOf(id);
  const asWritten = ctx.call.args.find((a) => a === id || a === type);
  return asWritten ?? ctx.view.nameOfId(id, type);
}

function insertAround(ctx: RepairContext, before: SkillCall[], after: SkillCall[], note: string): Repair {
  let program = insertAt(ctx.program, ctx.at, 1, after);
  program = insertAt(program, ctx.at, 0, before);
  return { program, resume: before[0] ?? ctx.call, note };
}

function replaceCall(ctx: RepairContext, args: readonly string[], note: string): Repair {
  const call = withArgs(ctx.call, args);
  return { program: replaceAt(ctx.program, ctx.at, [call]), resume: call, note };
}

function dropCall(ctx: RepairContext, note: string): Repair {
  const steps = flattenSteps(ctx.program);
  const next = steps[steps.indexOf(ctx.call) + 1];
  return { program: replaceAt(ctx.program, ctx.at, []), resume: next, note };
}

/**
 * The last step from the failed one on that takes from or puts into `containerId`: one naming
 * the container, something in it where the program starts, or what such a thing is cut or
 * cracked into (slices made in the fridge are taken from the fridge); up to a later step that
 * opens or closes it itself. The refined program is the simulator's to judge (planner.ts).
 */
function lastUseOf(ctx: RepairContext, containerId: string): SkillCall {
  const room = ctx.view.initial;
  const inside = room.objects().filter((o) => o.parentReceptacles.includes(containerId));
  const made = new Set(inside.flatMap((o) => [room.effects(o.objectType).sliceInto, room.effects(o.objectType).breakInto]).filter((t): t is string => t !== undefined));
  const containerType = room.byId.get(containerId)?.objectType;
  const uses = (arg: string): boolean =>
    arg === containerId ||
    (arg === containerType && room.instancesOf(arg).length === 1) ||
    inside.some((o) => arg === o.objectId || arg === o.objectType || arg.startsWith(`${o.objectId}|`)) ||
    made.has(arg);
  const steps = flattenSteps(ctx.program);
  let last = ctx.call;
  for (const step of steps.slice(steps.indexOf(ctx.call) + 1)) {
    const own = (step.skill === 'OpenObject' || step.skill === 'CloseObject') && uses(step.args[0] ?? '') && (step.args[0] === containerId || step.args[0] === containerType);
    if (own) break;
    if (step.args.some(uses)) last = step;
  }
  return last;
}

/** Open a closed container before the failed step and close it after the last step using it. */
function openAround(ctx: RepairContext, containerId: string): Repair {
  const name = written(ctx, containerId);
  const last = lastUseOf(ctx, containerId);
  const lastAt = locate(ctx.program, last) ?? ctx.at;
  // The closing goes in first: inserting it never moves the failed step, which comes before it.
  let program = insertAt(ctx.program, lastAt, 1, [skillCall('CloseObject', [name])]);
  const open = skillCall('OpenObject', [name]);
  program = insertAt(program, ctx.at, 0, [open]);
  const until = last === ctx.call ? 'after it' : `after its last use, ${last.skill}(${last.args.join(', ')})`;
  return { program, resume: open, note: `open ${name} before the step and close it ${until}` };
}

/** The index of the call argument naming `id` (by id or by its type). */
function argIndexOf(ctx: RepairContext, id: string): number {
  const type = snapshotOf(ctx.report, id)?.objectType ?? ctx.view.typeOf(id);
  return ctx.call.args.findIndex((a) => a === id || a === type);
}

/** Another instance of `type` than `avoid`, by id, or a sibling type. */
function otherInstance(ctx: RepairContext, type: string, avoid: ReadonlySet<string>): string | undefined {
  const room = ctx.view.initial;
  const other = room.instancesOf(type).find((o) => !avoid.has(o.objectId));
  if (other) return other.objectId;
  for (const sibling of ctx.view.siblingTypes(type)) {
    const instance = room.instancesOf(sibling).find((o) => !avoid.has(o.objectId));
    if (instance) return ctx.view.nameOfId(instance.objectId, sibling);
    if (room.instancesOf(sibling).length === 0) return sibling;
  }
  return undefined;
}

// ---- the repairs ---------------------------------------------------------------------------------

/** The receptacle to put into, or the outermost closed container around the object acted on. */
const openContainer: RepairFn = (ctx) => {
  const container = ctx.report.failure?.container;
  return container === undefined ? 'the report names no closed container' : openAround(ctx, container);
};

const freeHand: RepairFn = (ctx) => {
  const held = ctx.report.failure?.held;
  if (!held) return 'the agent holds nothing';
  const type = snapshotOf(ctx.report, held)?.objectType ?? ctx.view.typeOf(held);
  // From a reset, the object is put down before the earlier step that left it in the hand. In
  // `current` mode that step has run: it is put down now, before the failed step (PutObject of
  // an object in hand does not pick it up again).
  const steps = flattenSteps(ctx.program);
  const before =
    ctx.mode === 'current' ? undefined : steps.slice(0, steps.indexOf(ctx.call)).reverse().find((s) => s.args.some((a) => a === held || a === type));
  const anchor = before ?? ctx.call;
  const at = locate(ctx.program, anchor);
  const place = ctx.view.placeFor(type);
  if (at === undefined || place === undefined) return `no free surface for the ${type}`;
  const put = skillCall('PutObject', [ctx.view.nameOfId(held, type), place]);
  return { program: insertAt(ctx.program, at, 0, [put]), resume: put, note: `put the ${type} on ${place} first so the hand is free` };
};

const detergentOutOfReach: RepairFn = (ctx) => {
  if (ctx.report.failure?.argument !== 'canBeUsedUpDetergentId' || ctx.call.args.length < 3) return 'only an unreachable detergent is repaired';
  return replaceCall(ctx, ctx.call.args.slice(0, 2), 'clean without the detergent, which is out of reach');
};

const objectNotFound: RepairFn = (ctx) => {
  const known = knownFix(ctx.report);
  if (known?.kind === 'drop') return dropCall(ctx, `drop ${ctx.call.skill}(${ctx.call.args.join(', ')}): ${known.summary.split(': ').pop()}`);
  if (known?.kind === 'rename' && ctx.call.args.includes(known.from)) {
    return replaceCall(ctx, ctx.call.args.map((a) => (a === known.from ? known.to : a)), `use ${known.to}: an earlier step made it of the ${known.from}`);
  }
  const missing = ctx.report.missing.length > 0 ? ctx.report.missing : ctx.call.args.filter((a) => !ctx.view.usable.has(ctx.view.typeOf(a)));
  const named = ctx.report.failure?.argument;
  const arg = missing[0] ?? ctx.report.args[named ?? 'objectId'];
  if (arg === undefined) return 'the report names no missing object';
  const index = ctx.call.args.indexOf(arg);
  const type = ctx.view.typeOf(arg);
  const base = ctx.view.derivedBase(type);
  if (base !== undefined && ctx.view.usable.has(base.from)) {
    const make = base.how === 'slice' ? skillCall('SliceObject', [base.from, ctx.view.typesWithEffect('sharpTool')[0] ?? 'Knife']) : skillCall('BreakObject', [base.from]);
    return insertAround(ctx, [make], [], `make the ${type} first from the ${base.from}`);
  }
  const replacement = ctx.view.usable.has(type) && arg !== type ? type : ctx.view.substituteType(type);
  if (replacement === undefined || index < 0) return `nothing in the scene can stand in for ${arg}`;
  const args = [...ctx.call.args];
  args[index] = replacement;
  return replaceCall(ctx, args, `use ${replacement} instead of ${arg}`);
};

const wrongTool: RepairFn = (ctx) => {
  const effect = TOOL_EFFECT[ctx.call.skill];
  const room = ctx.view.initial;
  const types = effect === undefined ? [] : ctx.view.typesWithEffect(effect);
  // A tool lying in the open first: one shut in a drawer would fail the next run.
  const tool = types.find((t) => room.instancesOf(t).some((o) => room.closedAround(o.objectId).length === 0)) ?? types[0];
  if (tool === undefined) return 'no tool of the right kind in the scene';
  const args = [...ctx.call.args];
  args[1] = tool;
  return replaceCall(ctx, args, `use the ${tool} as the tool`);
};

const heldByOther: RepairFn = (ctx) => {
  const { failure } = ctx.report;
  const held = failure?.argument == null || failure.holder === undefined ? undefined : actedOn(ctx.report, failure.argument);
  if (held === undefined || argIndexOf(ctx, held) < 0) return 'no argument of the step is held by the other agent';
  const type = snapshotOf(ctx.report, held)?.objectType ?? ctx.view.typeOf(held);
  const other = otherInstance(ctx, type, new Set([held]));
  if (other === undefined) return `no other ${type} to use`;
  const args = [...ctx.call.args];
  args[argIndexOf(ctx, held)] = other;
  return replaceCall(ctx, args, `use ${other}, since ${failure!.holder} holds ${held}`);
};

const usedUp: RepairFn = (ctx) => {
  const detergent = ctx.report.failure?.argument === 'canBeUsedUpDetergentId';
  const index = detergent ? 2 : 0;
  const arg = ctx.call.args[index];
  if (arg === undefined) return 'the step names nothing that is used up';
  const id = actedOn(ctx.report, detergent ? 'canBeUsedUpDetergentId' : 'objectId') ?? arg;
  const type = ctx.view.typeOf(id);
  // Detergents given to earlier CleanObject steps are used up by then.
  const spent = new Set([id, ...flattenSteps(ctx.program).filter((s) => s.skill === 'CleanObject' && s.args[2] !== undefined).map((s) => s.args[2]!)]);
  const cleaned = index === 2 ? actedOn(ctx.report, 'objectId') : undefined;
  const room = ctx.view.initial;
  const near = (candidate: string): boolean =>
    cleaned === undefined || (room.byId.has(cleaned) && room.outermost(candidate) === room.outermost(cleaned) && room.outermost(cleaned) !== cleaned);
  const types = index === 2 ? [type, ...ctx.view.typesWithEffect('detergent').filter((t) => t !== type)] : [type];
  for (const t of types) {
    const other = room.instancesOf(t).find((o) => !spent.has(o.objectId) && !o.isUsedUp && near(o.objectId));
    if (other) {
      const args = [...ctx.call.args];
      args[index] = ctx.view.nameOfId(other.objectId, t);
      return replaceCall(ctx, args, `use ${args[index]}, which is not used up`);
    }
  }
  if (index === 2) return replaceCall(ctx, ctx.call.args.slice(0, 2), 'clean without detergent: every usable one is used up');
  return dropCall(ctx, `drop the step: the ${type} is already used up`);
};

const receptacleFull: RepairFn = (ctx) => {
  const named = ctx.report.failure?.argument;
  const target = named == null ? undefined : actedOn(ctx.report, named);
  const objArg = ctx.call.args[0];
  if (target === undefined || objArg === undefined || ctx.call.args.length < 2) return 'the step puts nothing in a receptacle';
  const objType = ctx.view.typeOf(actedOn(ctx.report, 'objectId') ?? objArg);
  const targetType = snapshotOf(ctx.report, target)?.objectType ?? ctx.view.typeOf(target);
  const room = ctx.view.initial;
  const other = room.instancesOf(targetType).find((o) => o.objectId !== target && room.hasRoom(o.objectId) && !room.isClosed(o.objectId));
  if (other) return replaceCall(ctx, [objArg, other.objectId, ...ctx.call.args.slice(2)], `use ${other.objectId}, which has room`);
  const contents = snapshotOf(ctx.report, target)?.contents ?? room.byId.get(target)?.receptacleObjectIds ?? [];
  const clear: SkillCall[] = [];
  for (const content of contents) {
    const type = ctx.view.typeOf(content, new Map(ctx.report.objects.map((o) => [o.objectId, o.objectType])));
    const place = ctx.view.placeFor(type, undefined, new Set([target]));
    if (place === undefined) return `no place to clear the ${type} out of the full ${targetType} to`;
    clear.push(skillCall('PutObject', [ctx.view.nameOfId(content, type), place]));
  }
  if (clear.length === 0) return `the ${targetType} is full but its contents are unknown`;
  return insertAround(ctx, clear, [], `clear the full ${targetType} for the ${objType} first`);
};

const receptacleIncompatible: RepairFn = (ctx) => {
  const objArg = ctx.call.args[0];
  const recArg = ctx.call.args[1];
  if (objArg === undefined || recArg === undefined) return 'the step puts nothing in a receptacle';
  const objType = ctx.view.typeOf(actedOn(ctx.report, 'objectId') ?? objArg);
  const recType = ctx.view.typeOf(actedOn(ctx.report, 'receptacleObjectId') ?? recArg);
  const homes = ctx.view.knowledge.goals.homes[objType] ?? [];
  const preferred = [...ctx.view.siblingTypes(recType), ...homes].filter((t) => t !== recType);
  const place = ctx.view.placeFor(objType, [...preferred, ...['CounterTop', 'DiningTable', 'SideTable', 'Shelf']]);
  if (place === undefined) return `nothing in the scene takes ${article(objType)}`;
  return replaceCall(ctx, [objArg, place, ...ctx.call.args.slice(2)], `put the ${objType} on ${place}, which takes it`);
};

/** A call whose effect already holds (the error code says so, as known-fix.ts decides too). */
const redundant: RepairFn = (ctx) => {
  if (knownFix(ctx.report)?.kind !== 'drop') return 'the report does not say its effect holds';
  return dropCall(ctx, `drop ${ctx.call.skill}(${ctx.call.args.join(', ')}): it is already done`);
};

const closeFirst: RepairFn = (ctx) => {
  const arg = ctx.call.args[0];
  if (ctx.call.skill !== 'SwitchOn' || arg === undefined) return 'only a SwitchOn of something open is repaired';
  return insertAround(ctx, [skillCall('CloseObject', [arg])], [], `close ${arg} first: it runs only closed`);
};

const switchOffToOpen: RepairFn = (ctx) => {
  const arg = ctx.call.args[0];
  if (arg === undefined) return 'the step names nothing to switch off';
  return insertAround(ctx, [skillCall('SwitchOff', [arg])], [], `switch ${arg} off first: it opens and closes only when off`);
};

/** Every error code the offline planner repairs, and how. */
export const EXECUTION_REPAIRS: readonly RepairRule[] = [
  { code: 'RECEPTACLE_CLOSED', does: 'open the receptacle before the step and close it after the last step that uses it', repair: openContainer },
  { code: 'INSIDE_CLOSED_RECEPTACLE', does: 'open the closed container around the object before the step and close it after the last step that uses it', repair: openContainer },
  { code: 'HAND_OCCUPIED', does: 'put the held object on a free surface before the step that picked it up (in `current` mode: before the failed step)', repair: freeHand },
  { code: 'NOT_REACHABLE', does: 'for a detergent out of reach: clean without it', repair: detergentOutOfReach },
  { code: 'OBJECT_NOT_FOUND', does: 'an object an earlier step sliced or broke: use what it became (drop a second slicing); make a sliced/cracked object first; else use another instance, an interchangeable type or the closest type', repair: objectNotFound },
  { code: 'WRONG_TOOL', does: 'use a tool with the needed effect (sharpTool, cleaningTool)', repair: wrongTool },
  { code: 'HELD_BY_OTHER_AGENT', does: 'use another instance (or an interchangeable type)', repair: heldByOther },
  { code: 'DETERGENT_USED_UP', does: 'use another detergent within reach, else clean without one', repair: usedUp },
  { code: 'RECEPTACLE_FULL', does: 'use another instance with room, else clear the receptacle onto a free surface first', repair: receptacleFull },
  { code: 'RECEPTACLE_INCOMPATIBLE', does: 'put it in an interchangeable receptacle, its home, or a free surface that takes it', repair: receptacleIncompatible },
  { code: 'MUST_BE_CLOSED', does: 'close it before switching it on (a Microwave runs only closed)', repair: closeFirst },
  { code: 'MUST_BE_OFF', does: 'switch it off before opening or closing it (a running Microwave)', repair: switchOffToOpen },
  ...ACTION_ERROR_CODES.filter(effectHolds).map((code) => ({ code, does: 'drop the step: its effect already holds', repair: redundant })),
];

/** The error codes handled, in table order. */
export const HANDLED_ERROR_CODES: readonly string[] = EXECUTION_REPAIRS.map((r) => r.code);

/** The repair table as a markdown table (README-ready). */
export function repairTableMarkdown(): string {
  return ['| error code | repair |', '| --- | --- |', ...EXECUTION_REPAIRS.map((r) => `| \`${r.code}\` | ${r.does} |`)].join('\n');
}
