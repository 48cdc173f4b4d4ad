/**
 * The simulated user's words: feedback from the first validation error, or from the first unmet
 * success criterion, phrased where possible as a command the offline planner's feedback forms
 * understand ("also turn off the LightSwitch").
 */
import type { CodeError } from '../code/index.js';
import { describePredicate, holds, matchingObjects, type Alternative, type CriteriaState, type IsPickupable, type Predicate, type Selector } from './criteria.js';

/** Feedback on code that does not validate: the first error with its position. */
export function validationFeedback(errors: readonly Pick<CodeError, 'line' | 'column' | 'message'>[]): string {
  const first = errors[0];
  if (first === undefined) return 'The code does not validate; please fix it.';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more error${errors.length > 2 ? 's' : ''})` : '';
  return `The code does not validate: line ${first.line}:${first.column}: ${first.message}${more}. Please fix it.`;
}

/** The alternative closest to being met (fewest unmet predicates, the first on a tie) and its first unmet predicate. */
export function closestGap(alternatives: readonly Alternative[], state: CriteriaState, isPickupable: IsPickupable): { alternative: Alternative; predicate: Predicate } | null {
  let best: { alternative: Alternative; predicate: Predicate; unmet: number } | null = null;
  for (const alternative of alternatives) {
    const failing = alternative.all.filter((p) => !holds(p, state, isPickupable));
    if (failing.length === 0) return null;
    if (best === null || failing.length < best.unmet) best = { alternative, predicate: failing[0]!, unmet: failing.length };
  }
  return best && { alternative: best.alternative, predicate: best.predicate };
}

/** What the scene has, to name real objects in a suggested command. */
export interface SceneTypes {
  /** Types present in the scene or derivable in it (AppleSliced). */
  has(type: string): boolean;
}

/**
 * A command that would make the predicate hold, in the offline planner's command words, or null
 * when none is simple enough to say (then the feedback only states the gap).
 */
export function suggestCommand(predicate: Predicate, state: CriteriaState, isPickupable: IsPickupable, scene: SceneTypes): string | null {
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
  const place = asList(selector.in).find((t) => scene.has(t));
  const otherFlags = Object.keys(selector).filter((key) => key !== 'type' && key !== 'in');
  if (place !== undefined && otherFlags.length === 0) return `put the ${spoken(type)} in the ${spoken(place)}`;
  return null;
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
  isPickupable: IsPickupable,
  scene: SceneTypes,
  style: FeedbackStyle = 'words',
): string | null {
  const gap = closestGap(alternatives, state, isPickupable);
  if (gap === null) return null;
  const command = suggestCommand(gap.predicate, state, isPickupable, scene);
  if (style === 'commands') return command === null ? null : `Also ${command}.`;
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
