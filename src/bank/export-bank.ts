/**
 * `iteraplan bank export`: the bank as fine-tuning data, a training and a validation file split by
 * floorplan (the validation rooms are never in the training file). `openai-chat` is the OpenAI
 * chat fine-tuning format (`messages` of system, user, assistant); `sharegpt` the ShareGPT form
 * (`conversations` of `from`: system, human, gpt) that LoRA trainers read. The user message is the
 * request and the room; the assistant message the stage-2 plan with its goal, then the code.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemMessage } from '../export/index.js';
import { describeAlternative } from '../goals/index.js';
import { formatDecomposition, type BankExample, type SkillSignature, type Split } from '../planning/index.js';

export const BANK_EXPORT_FORMATS = ['openai-chat', 'sharegpt'] as const;
export type BankExportFormat = (typeof BANK_EXPORT_FORMATS)[number];

/** The user message: the request, the room and the types in it. */
export function bankUserMessage(example: BankExample, objectTypes: readonly string[]): string {
  return [`Request: ${example.request}`, `Scene: ${example.scene} (${example.roomType})`, `Object types in the scene: ${[...objectTypes].sort().join(', ')}`].join('\n');
}

/** The assistant message: the plan, its goal in words, the code. */
export function bankAssistantMessage(example: BankExample): string {
  const { goal, ...plan } = example.stage2;
  return `${formatDecomposition(plan)}\nGoal: ${goal.map(describeAlternative).join(' | or | ')}\n\n\`\`\`python\n${example.code.trimEnd()}\n\`\`\``;
}

/** One line of the chosen format. */
export function exportLine(example: BankExample, format: BankExportFormat, system: string, objectTypes: readonly string[]): string {
  const user = bankUserMessage(example, objectTypes);
  const assistant = bankAssistantMessage(example);
  if (format === 'openai-chat') {
    return JSON.stringify({ messages: [{ role: 'system', content: system }, { role: 'user', content: user }, { role: 'assistant', content: assistant }] });
  }
  return JSON.stringify({ conversations: [{ from: 'system', value: system }, { from: 'human', value: user }, { from: 'gpt', value: assistant }] });
}

export interface ExportedFiles {
  files: Record<Split, string>;
  counts: Record<Split, number>;
}

/** Writes `<out>/train.jsonl` and `<out>/validation.jsonl` (a line an example, by id). */
export function exportBank(
  examples: readonly BankExample[],
  options: { format: BankExportFormat; out: string; skills: readonly SkillSignature[]; objectTypesOf: (scene: string) => readonly string[] },
): ExportedFiles {
  mkdirSync(options.out, { recursive: true });
  const system = systemMessage(options.skills);
  const files = { train: join(options.out, 'train.jsonl'), validation: join(options.out, 'validation.jsonl') };
  const counts = { train: 0, validation: 0 };
  for (const split of ['train', 'validation'] as const) {
    const lines = [...examples]
      .filter((e) => e.split === split)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((e) => exportLine(e, options.format, system, options.objectTypesOf(e.scene)) + '\n');
    writeFileSync(files[split], lines.join(''));
    counts[split] = lines.length;
  }
  return { files, counts };
}
