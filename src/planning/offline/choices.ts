/**
 * Where the knowledge has alternatives: a goal made of others (`use:` in goals.yaml; a meal is a
 * fried egg, toast, a salad...) offers them as the answers to a question, instead of the planner
 * picking one silently. The answer picks one by its title (or the words that ask for it, uses.yaml).
 */
import { chooseOption, fitting, namedGoal, type NamedGoal } from './intents.js';
import type { Knowledge } from './knowledge-schema.js';
import { allowedGoal } from './preferences.js';

/** At most this many choices are offered in one question. */
const MAX_OFFERED = 4;

/** The goals `goal` is made of that the room can serve and the preferences allow, in the file's order of preference. */
export function choicesOf(goal: NamedGoal, knowledge: Knowledge, usable: ReadonlySet<string>, avoid: ReadonlySet<string>): NamedGoal[] {
  const use = knowledge.goals.goals[goal.id]?.use ?? [];
  const choices: NamedGoal[] = [];
  for (const id of use) {
    const fits = fitting(namedGoal(id, knowledge.goals), usable);
    const allowed = fits === null ? null : allowedGoal(fits, avoid);
    if (allowed !== null) choices.push(allowed);
  }
  return choices.slice(0, MAX_OFFERED);
}

/** The choice an answer names; undefined when it names none (or several). */
export function chosenBy(answer: string, choices: readonly NamedGoal[], knowledge: Knowledge): NamedGoal | undefined {
  return chooseOption(answer, choices, knowledge);
}

/** The question that offers `choices` (with why again, when an answer named none of them). */
export function choiceQuestion(choices: readonly NamedGoal[], notUnderstood: string | undefined): { question: string; options: string[] } {
  const options = choices.map((o) => o.title);
  const again = notUnderstood === undefined ? '' : `I did not understand '${notUnderstood}' as one of them. `;
  return { question: `${again}Which would you like: ${options.join(', or ')}?`, options };
}
