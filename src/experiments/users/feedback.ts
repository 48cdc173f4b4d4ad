/**
 * The simulated user's words: feedback from the first validation error, or from the first unmet
 * success criterion, phrased where possible as a command the offline planner's feedback forms
 * understand ("also turn off the LightSwitch").
 */
import type { CodeError } from '../../code/index.js';
import { historiesOf, type StateWord } from '../../goals/index.js';
import { describePredicate, holds, matchingObjects, type Alternative, type CriteriaState, type GoalContextLike, type Predicate, type Selector } from '../suites/criteria.js';

/** Feedback on code that does not validate: the first error with its position. */
export function validationFeedback(errors: readonly Pick<CodeError, 'line' | 'column' | 'message'>[]): string {
  const first = errors[0];
  if (first === undefined) return 'The code does not validate; please fix it.';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more error${errors.length > 2 ? 's' : ''})` : '';
  return `The code does not validate: line ${first.line}:${first.column}: ${first.message}${more}. Please fix it.`;
}

/** The alternative closest to being met (fewest unmet predicates, the first on a tie) and its first unmet predicate. */
export function closestGap(alternatives: readonly Alternative[], state: CriteriaState, isPickupable: GoalContextLike): { alternative: Alternative; predicate: Predicate; failing: Predicate[] } | null {
  let best: { alternative: Alternative; failing: Predicate[] } | null = null;
  for (const alternative of alternatives) {
    const failing = alternative.all.filter((p) => !holds(p, state, isPickupable));
    if (failing.length === 0) return null;
    if (best === null || failing.length < best.failing.length) best = { alternative, failing };
  }
  return best && { alternative: best.alternative, predicate: best.failing[0]!, failing: best.failing };
}

/** How much a predicate asks of its object: the fields of its selector (a fuller one says the others too). */
function fullness(p: Predicate): number {
  const selector = 'exists' in p ? p.exists : 'count' in p ? p.count : p.none;
  return Object.keys(selector).length;
}

/** What the scene has, to name real objects in a suggested command. */
export interface SceneTypes {
  /** Types present in the scene or derivable in it (AppleSliced). */
  has(type: string): boolean;
  /** What a receptacle does to what is in it (the catalogue's effects): for "heat the X in the Y". */
  does?(type: string): 'heat' | 'cool' | 'wash' | undefined;
}

/** A state word as the command that brings it about ("held": pick up the X). */
const COMMAND_OF: Partial<Record<StateWord, string>> = {
  on: 'turn on',
  off: 'turn off',
  open: 'open',
  closed: 'close',
  held: 'pick up',
  sliced: 'slice',
  clean: 'wash',
  hot: 'heat',
  cold: 'cool',
  cooked: 'cook',
  broken: 'break',
};

/** The fields of a selector a command can say: what, its states, where it is, where it was, what holds it. */
const SAYABLE = new Set(['type', 'in', 'directlyIn', 'is', 'was', 'within']);

/**
 * A command that would make the predicate hold, in the offline planner's command words, or null
 * when none is simple enough to say (then the feedback only states the gap).
 */
export function suggestCommand(predicate: Predicate, state: CriteriaState, isPickupable: GoalContextLike, scene: SceneTypes): string | null {
  if ('none' in predicate) {
    const offender = matchingObjects(predicate.none, state, isPickupable)[0];
    if (offender === undefined) return null;
    const name = `the ${spoken(offender.objectType)}`;
    if (predicate.none.isToggled === true) return `turn off ${name}`;
    if (predicate.none.isDirty === true) return `clean ${name}`;
    if (predicate.none.isOpen === true) return `close ${name}`;
    return null;
  }
  const selector: Selector = 'exists' in predicate ? predicate.exists : predicate.count;
  const type = asList(selector.type).find((t) => scene.has(t));
  if (type === undefined) return null;
  if (selector.isToggled === true) return `turn on the ${spoken(type)}`;
  if (Object.keys(selector).some((key) => !SAYABLE.has(key))) return null;
  const many = 'count' in predicate && (predicate.atLeast ?? 1) > 1 ? predicate.atLeast : undefined;
  return commandsFor(selector, type, many, scene);
}

/**
 * "cool the apple in the fridge, then put the apple in the dining table": the steps that make a
 * selector of state words, places and history hold, in the offline planner's command words; null
 * when a part of it has no such command.
 */
function commandsFor(selector: Selector, type: string, many: number | undefined, scene: SceneTypes): string | null {
  const it = many === undefined ? `the ${spoken(type)}` : `${many} ${spoken(type)}`;
  const steps: string[] = [];
  // Each history in its order: "wash the apple slice in the sink basin", then "heat it in the microwave".
  const done: ('heat' | 'cool' | 'wash')[] = [];
  for (const history of historiesOf(selector.was)) {
    const was = asList(history.in).find((t) => scene.has(t));
    const does = was === undefined ? undefined : scene.does?.(was);
    if (does === undefined) return null;
    done.push(does);
    steps.push(`${does} ${it} in the ${spoken(was!)}`);
  }
  const place = [...asList(selector.directlyIn), ...asList(selector.in)].find((t) => scene.has(t));
  // What the history or the place already says: heated, cooled, washed; held until put down.
  const implied = new Set<StateWord>([...(done.includes('heat') ? (['hot'] as const) : []), ...(done.includes('cool') ? (['cold'] as const) : []), ...(done.includes('wash') ? (['clean'] as const) : [])]);
  for (const word of selector.is ?? []) {
    if (implied.has(word) || (word === 'held' && place !== undefined)) continue;
    const command = COMMAND_OF[word];
    if (command === undefined) return null;
    steps.push(`${command} ${it}`);
  }
  const holder = selector.within;
  if (holder !== undefined) {
    const holderType = asList(holder.type).find((t) => scene.has(t));
    const holderPlace = [...asList(holder.directlyIn), ...asList(holder.in)].find((t) => scene.has(t));
    if (holderType === undefined || holderPlace === undefined || Object.keys(holder).some((k) => !['type', 'in', 'directlyIn'].includes(k))) return null;
    steps.push(`put ${it} in the ${spoken(place ?? holderType)}`, `put the ${spoken(holderType)} in the ${spoken(holderPlace)}`);
  } else if (place !== undefined) {
    steps.push(`put ${it} in the ${spoken(place)}`);
  }
  return steps.length === 0 ? null : steps.join(', then ');
}

/** How the user puts feedback: `commands` only in the offline planner's forms, `words` free text (for LLMs). */
export type FeedbackStyle = 'commands' | 'words';

/**
 * Feedback on code whose dry run leaves the task undone, or null when there is nothing to say in
 * this style (`commands` style without a command the planner would understand).
 */
export function criteriaFeedback(
  alternatives: readonly Alternative[],
  state: CriteriaState,
  isPickupable: GoalContextLike,
  scene: SceneTypes,
  style: FeedbackStyle = 'words',
): string | null {
  const gap = closestGap(alternatives, state, isPickupable);
  if (gap === null) return null;
  if (style === 'commands') {
    // The fullest unmet condition with a command: "wash the soap bar, then put it on the toilet"
    // says at once what "wash the soap bar" alone would leave to a later round.
    const fullest = [...gap.failing].sort((a, b) => fullness(b) - fullness(a));
    const command = fullest.map((p) => suggestCommand(p, state, isPickupable, scene)).find((c) => c !== null);
    return command === undefined ? null : `Also ${command}.`;
  }
  const command = suggestCommand(gap.predicate, state, isPickupable, scene);
  const words = `When I try this plan, it does not do what I asked: ${describePredicate(gap.predicate)} (for ${gap.alternative.name}).`;
  return command === null ? `${words} Please change the plan so that it does.` : `${words} Also ${command}.`;
}

/** A type as a person says it: `CoffeeMachine` → `coffee machine`. */
export function spoken(type: string): string {
  return (type.match(/[A-Z]+(?![a-z])|[A-Z][a-z0-9]*|[a-z0-9]+/g) ?? [type]).map((w) => w.toLowerCase()).join(' ');
}

function asList(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
