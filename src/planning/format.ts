/** Plain-text renderings of what the prompts show: object types, facts, the plan, skills and errors. */
import type { TaskDecomposition } from './decomposition.js';
import type { ObjectFacts, SkillSignature, StageOneInput } from './planner.js';

/**
 * Plain-text renderings of what the prompts show: compact, one fact a line, so that stage 2
 * stays small next to stage 1 (the transcript records both sizes).
 */

export function formatObjectTypes(types: readonly string[]): string {
  return [...types].sort().join(', ');
}

export function formatClarification(input: StageOneInput): string {
  const c = input.clarification;
  return c ? `Asked: "${c.question}" Answer: "${c.answer}"` : '';
}

export function formatDecomposition(plan: TaskDecomposition): string {
  return [
    `Task: ${plan.taskDescription}`,
    ...plan.subtasks.map((s, i) => `${i + 1}. ${s}`),
    `Needed objects: ${plan.neededObjects.join(', ')}`,
  ].join('\n');
}

/** One block per type: properties, interactions, then each instance with where it is and its state. */
export function formatObjectFacts(objects: readonly ObjectFacts[]): string {
  return objects
    .map((facts) => {
      const head = `${facts.type} (${facts.properties.join(', ') || 'no actions'})${facts.interactions ? `: ${facts.interactions}` : ''}`;
      const instances = facts.instances.map((i) => {
        const where = i.parent ? `in ${i.parent}` : 'free';
        const state = i.state.length ? `; ${i.state.join(', ')}` : '';
        const contents = i.contents.length ? `; holds ${i.contents.join(', ')}` : '';
        return `  - ${i.objectId}: ${where}${state}${contents}`;
      });
      return [head, ...instances].join('\n');
    })
    .join('\n');
}

export function formatMissingObjects(missing: readonly string[]): string {
  return missing.length ? `Not in this room (replace or drop them): ${missing.join(', ')}` : '';
}

export function formatSkills(skills: readonly SkillSignature[]): string {
  return skills
    .map((s) => `- ${s.name}(${s.params.map((p) => (p.optional ? `${p.name}?` : p.name)).join(', ')}): ${s.description}`)
    .join('\n');
}

export function formatErrors(errors: readonly { line: number; column: number; message: string }[]): string {
  return errors.map((e) => `- line ${e.line}:${e.column}: ${e.message}`).join('\n');
}

/** The person's correction of the plan proposed before (stage 2 asked again); empty without one. */
export function formatCorrection(input: { correction?: { plan: TaskDecomposition; text: string } }): string {
  if (!input.correction) return '';
  return `The person read your plan:\n${formatDecomposition(input.correction.plan)}\nand asks for this change: "${input.correction.text}"\nRevise the plan accordingly.`;
}
