/**
 * The two export formats: OpenAI chat fine-tuning examples (`openai-chat`) and plain records
 * (`jsonl`), one JSON object a line, one line a session.
 */
import { formatDecomposition, formatObjectTypes, formatSkills } from '../planning/index.js';
import type { SkillSignature } from '../planning/index.js';
import type { SceneContext } from './scene-context.js';
import type { ExportableSession } from './session-record.js';

export const EXPORT_FORMATS = ['openai-chat', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One message of a chat fine-tuning example. */
export interface ChatExampleMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** One line of an OpenAI chat fine-tuning file. */
export interface ChatExample {
  messages: [ChatExampleMessage, ChatExampleMessage, ChatExampleMessage];
}

/** The system message: the planner's job and the skills it may call. */
export function systemMessage(skills: readonly SkillSignature[]): string {
  return [
    'You plan household tasks that a robot and a person carry out together in a simulated home.',
    'Given a request, the scene and the object types in it, state the task, its subtasks and the objects it needs,',
    'then write the skill code: one Python-syntax function of skill calls with string arguments, called at the end,',
    'in a single ```python block. Only these skills exist:',
    formatSkills(skills),
  ].join('\n');
}

/** The user message: the request (and any clarification) with the scene. */
export function userMessage(session: ExportableSession, scene: SceneContext): string {
  const lines = [`Request: ${session.instruction}`];
  if (session.clarification !== null) {
    lines.push(`Asked: "${session.clarification.question}" Answer: "${session.clarification.answer}"`);
  }
  if (session.preferences.length > 0) lines.push("The person's lasting preferences:", ...session.preferences.map((p) => `- ${p}`));
  lines.push(`Scene: ${scene.name} (${scene.roomType})`, `Object types in the scene: ${formatObjectTypes(scene.objectTypes)}`);
  return lines.join('\n');
}

/** The assistant message: the refined plan, then the approved code in a fenced block. */
export function assistantMessage(session: ExportableSession): string {
  const code = session.code.trimEnd();
  return `${formatDecomposition(session.plan)}\n\n\`\`\`python\n${code}\n\`\`\``;
}

/** A session as an OpenAI chat fine-tuning example. */
export function toChatExample(session: ExportableSession, scene: SceneContext, skills: readonly SkillSignature[]): ChatExample {
  return {
    messages: [
      { role: 'system', content: systemMessage(skills) },
      { role: 'user', content: userMessage(session, scene) },
      { role: 'assistant', content: assistantMessage(session) },
    ],
  };
}

/** A session as a plain record (`--format jsonl`), for analysis or other trainers. */
export interface PlainRecord {
  session: string;
  instruction: string;
  spokenTranscript: string | null;
  clarification: { question: string; answer: string } | null;
  /** The lasting preferences it planned under (only with --with-prefs; else such a session is left out). */
  preferences: string[];
  scene: string;
  roomType: string;
  objectTypes: string[];
  plan: ExportableSession['plan'];
  code: string;
  counts: ExportableSession['counts'];
  planner: string;
  model: string | null;
}

export function toPlainRecord(session: ExportableSession, scene: SceneContext): PlainRecord {
  return {
    session: session.id,
    instruction: session.instruction,
    spokenTranscript: session.spokenTranscript,
    clarification: session.clarification,
    preferences: session.preferences,
    scene: session.scene,
    roomType: scene.roomType,
    objectTypes: scene.objectTypes,
    plan: session.plan,
    code: session.code,
    counts: session.counts,
    planner: session.planner,
    model: session.model,
  };
}
