/** Plain-text renderings of what the prompts show: object types, facts, the plan, skills and errors. */
import { describeAlternative, describeGoal, type Alternative } from '../goals/index.js';
import type { TaskDecomposition } from './decomposition.js';
import type { ArgumentChoice } from '../world/index.js';
import type { DialogueExchange, ObjectFacts, SkillSignature, StageOneInput } from './planner.js';
import { describeRule } from '../preferences/index.js';

/**
 * Plain-text renderings of what the prompts show: compact, one fact a line, so that stage 2
 * stays small next to stage 1 (the transcript records both sizes).
 */

export function formatObjectTypes(types: readonly string[]): string {
  return [...types].sort().join(', ');
}

/** The dialogue before planning and the person's lasting preferences, as every stage's prompt shows them. */
export function formatClarification(input: StageOneInput): string {
  const c = input.clarification;
  const dialogue = input.dialogue !== undefined ? formatExchanges(input.dialogue) : c ? `Asked: "${c.question}" Answer: "${c.answer}"` : '';
  return [dialogue, formatPreferences(input)].filter((t) => t !== '').join('\n');
}

/** The clarify stage's context: the turns so far, the preferences, and how many turns are left. */
export function formatDialogueTurn(input: StageOneInput): string {
  const turns = input.dialogue ?? [];
  const lines = [formatExchanges(turns), formatPreferences(input)].filter((t) => t !== '');
  if (turns.length > 0 && input.questionsLeft !== undefined) lines.push(`Questions left: ${input.questionsLeft}`);
  return lines.join('\n');
}

const ANSWER_NOTES: Readonly<Record<string, string>> = { 'you-decide': ' (the person leaves the choice to you)', stop: ' (the person wants no more questions)', accept: ' (accepted)' };

function formatExchanges(turns: readonly DialogueExchange[]): string {
  return turns.map((t) => `${t.kind === 'propose' ? 'Proposed' : 'Asked'}: "${t.question}" Answer: "${t.answer}"${ANSWER_NOTES[t.answerKind] ?? ''}`).join('\n');
}

/** The person's lasting preferences, one a line, for the planner to keep to. */
export function formatPreferences(input: Pick<StageOneInput, 'preferences'>): string {
  const prefs = input.preferences ?? [];
  if (prefs.length === 0) return '';
  return ['The person\'s lasting preferences (keep to them):', ...prefs.map((p) => `- ${p.text}${p.rule ? ` (${describeRule(p.rule)})` : ''}`)].join('\n');
}

export function formatDecomposition(plan: TaskDecomposition): string {
  return [
    `Task: ${plan.taskDescription}`,
    ...plan.subtasks.map((s, i) => `${i + 1}. ${s}`),
    `Needed objects: ${plan.neededObjects.join(', ')}`,
    ...(plan.goal ? [`Done when (any one holds at the end): ${describeGoal(plan.goal).join(' | ')}`] : []),
  ].join('\n');
}

/**
 * One block per type: properties, interactions, then each instance with where it is and its state.
 * A type that is there only as a container shows only the instances that hold (perhaps inside
 * another receptacle) what the plan needs, and of their contents only that: the counter the
 * bread lies on, not the twenty other things on it. What a receptacle holds is named by its type
 * where the object has its own line (which gives its id and says where it is), so the long ids
 * are not written twice.
 */
export function formatObjectFacts(objects: readonly ObjectFacts[]): string {
  const relevant = relevantIds(objects);
  const closed = closedIds(objects);
  const blocks = objects.map((facts) => ({ facts, shown: facts.container === true ? facts.instances.filter((i) => relevant.has(i.objectId)) : facts.instances }));
  const typeOfShown = new Map(blocks.flatMap(({ facts, shown }) => shown.map((i) => [i.objectId, facts.type] as const)));
  return blocks
    .map(({ facts, shown }) => {
      const head = `${facts.type} (${facts.properties.join(', ') || 'no actions'})${facts.interactions ? `: ${facts.interactions}` : ''}`;
      const instances = shown.map((i) => {
        // Said outright: a small model does not read a missing isOpen as closed.
        const where = i.parent ? `in ${i.parent}${closed.has(i.parent) ? ' (closed)' : ''}` : 'not in anything';
        const flags = closed.has(i.objectId) ? ['closed', ...i.state] : i.state;
        const state = flags.length ? `; ${flags.join(', ')}` : '';
        const held = facts.container === true ? i.contents.filter((id) => relevant.has(id)) : i.contents;
        const others = i.contents.length - held.length;
        const names = held.map((id) => typeOfShown.get(id) ?? id);
        const contents = held.length ? `; holds ${names.join(', ')}${others > 0 ? ` and ${others} other object(s)` : ''}` : '';
        return `  - ${i.objectId}: ${where}${state}${contents}`;
      });
      return [head, ...instances].join('\n');
    })
    .join('\n');
}

/** The instances that open and are not open. */
function closedIds(objects: readonly ObjectFacts[]): Set<string> {
  return new Set(objects.flatMap((f) => (f.properties.includes('openable') ? f.instances.filter((i) => !i.state.includes('isOpen')).map((i) => i.objectId) : [])));
}

/** The ids of the needed objects and of every receptacle that holds one, transitively. */
function relevantIds(objects: readonly ObjectFacts[]): Set<string> {
  const parentOf = new Map(objects.flatMap((f) => f.instances.map((i) => [i.objectId, i.parent] as const)));
  const relevant = new Set<string>();
  for (const facts of objects) {
    if (facts.container === true) continue;
    for (const instance of facts.instances) {
      for (let id: string | null | undefined = instance.objectId; id && !relevant.has(id); id = parentOf.get(id)) relevant.add(id);
    }
  }
  return relevant;
}

export function formatMissingObjects(missing: readonly string[]): string {
  return missing.length ? `Not in this room (replace or drop them): ${missing.join(', ')}` : '';
}

export function formatSkills(skills: readonly SkillSignature[]): string {
  return skills
    .map((s) => `- ${s.name}(${s.params.map((p) => (p.optional ? `${p.name}?` : p.name)).join(', ')}): ${s.description}`)
    .join('\n');
}

/**
 * What each skill can act on in this room, by type (ids left out), skills with the same lists on
 * one line: "- SwitchOn, SwitchOff: obj is CoffeeMachine, Toaster". A skill nothing here fits is
 * said to be unusable. Empty without choices.
 */
export function formatSkillObjects(skills: readonly SkillSignature[], choices: ReadonlyMap<string, readonly ArgumentChoice[]> | undefined): string {
  if (choices === undefined) return '';
  const lines = new Map<string, string[]>();
  for (const skill of skills) {
    const ways = choices.get(skill.name);
    if (ways === undefined) continue;
    const text =
      ways.length === 0
        ? 'nothing in this room'
        : skill.params
            .map((p) => {
              const types = [...new Set(ways.flatMap((way) => way[p.name] ?? []).filter((name) => !name.includes('|')))].sort();
              return `${p.name} is ${types.length > 0 ? types.join(', ') : 'left out'}`;
            })
            .join('; ');
    lines.set(text, [...(lines.get(text) ?? []), skill.name]);
  }
  if (lines.size === 0) return '';
  return ['What each skill can act on here:', ...[...lines].map(([text, names]) => `- ${names.join(', ')}: ${text}`)].join('\n');
}

export function formatErrors(errors: readonly { line: number; column: number; message: string }[]): string {
  return errors.map((e) => `- line ${e.line}:${e.column}: ${e.message}`).join('\n');
}

/**
 * The person's correction of the plan proposed before, or why its goal was dropped (stage 2 asked
 * again); empty without either.
 */
export function formatCorrection(input: { correction?: { plan: TaskDecomposition; text: string }; goalDropped?: { plan: TaskDecomposition; dropped: readonly { says: string }[] } }): string {
  if (input.goalDropped !== undefined) {
    return [
      `Your plan was:\n${formatDecomposition(input.goalDropped.plan)}`,
      'No way of being done that it states is one:',
      ...input.goalDropped.dropped.map((d) => `- ${d.says}.`),
      'State the goal the request asks for: something that does not hold in the room yet and that the plan makes true.',
    ].join('\n');
  }
  if (!input.correction) return '';
  return `The person read your plan:\n${formatDecomposition(input.correction.plan)}\nand asks for this change: "${input.correction.text}"\nRevise the plan accordingly.`;
}

/**
 * Known goals in words, one line each, for a prompt; '' when there are none. `offered`: the
 * combined planner's form, where the household reader's goal is the plan's goal unless the model
 * says why the request cannot mean it; else hints among which the model picks (`--goal-hints`).
 */
export function formatKnownGoals(goals: readonly Alternative[], offered = false): string {
  if (goals.length === 0) return '';
  const lead = offered
    ? "The household reader reads the request as this goal (any one way below is done): plan toward it and state it as your goal by its name. Only if the request cannot mean it here, state the goal it does mean, and say why in the task description:"
    : 'Goals this household knows for such a request (plan for one of them and state it as your goal by its name, unless the request asks for something else):';
  return [lead, ...goals.map((g) => `- ${describeAlternative(g)}`)].join('\n');
}
