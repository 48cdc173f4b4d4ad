/** The prompt templates of prompts/: loading, checking their placeholders, and filling them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import type { ChatMessage } from '../llm/index.js';

/** The prompt templates, one per stage (files in prompts/). */
export const promptNames = [
  'clarify',
  'planner-context',
  'stage1-decompose',
  'stage2-refine',
  'stage2-format-json',
  'stage2-format-compact',
  'code-format-text',
  'code-format-json',
  'code-format-compact',
  'code-generate',
  'code-repair',
  'refine-execution',
  'refine-feedback',
  'refine-goal',
  'allocate',
  'simulated-user',
] as const;
export type PromptName = (typeof promptNames)[number];

/**
 * The sections each template has. Most are a whole prompt (`system`, `user`). The planning stages
 * (stage 1, stage 2 and every code stage) share one: `planner-context` is the system message and
 * the start of the user message of each of their requests, so a server evaluates the shared
 * tokens once and reuses its cached prefix across the stages; a stage's own template is only its
 * `task`, appended at the end; the `format` templates say how to write the reply: the stage-2 plan
 * and goal (JSON, or its short form) or the program (skill code, a JSON program, or its short form).
 */
const SECTIONS: Partial<Record<PromptName, readonly Section[]>> = {
  'stage1-decompose': ['task'],
  'stage2-refine': ['task'],
  'stage2-format-json': ['format'],
  'stage2-format-compact': ['format'],
  'code-format-text': ['format'],
  'code-format-json': ['format'],
  'code-format-compact': ['format'],
  'code-generate': ['task'],
  'code-repair': ['task'],
  'refine-execution': ['task'],
  'refine-feedback': ['task'],
  'refine-goal': ['task'],
};
type Section = 'system' | 'user' | 'task' | 'format';
const WHOLE_PROMPT: readonly Section[] = ['system', 'user'];

/** The sections a template must have. */
export function sectionsOf(name: PromptName): readonly Section[] {
  return SECTIONS[name] ?? WHOLE_PROMPT;
}


/** A parsed template: its sections and the placeholders they use. */
export interface PromptTemplate {
  name: PromptName;
  file: string;
  /** The `system` section ('' for a template without one). */
  system: string;
  /** The `user` section ('' for a template without one). */
  user: string;
  /** Every section by name. */
  sections: Readonly<Partial<Record<Section, string>>>;
  placeholders: ReadonlySet<string>;
}

const placeholder = /\{\{(\w+)\}\}/g;

/** Reads and parses `prompts/<name>.md`: its sections (`## system` and `## user` for most, see sectionsOf). */
export function loadPromptTemplate(promptsDir: string, name: PromptName): PromptTemplate {
  const file = join(promptsDir, `${name}.md`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new InputError(`Prompt template ${file} cannot be read`, { file, cause });
  }
  const sections = splitSections(text, file, sectionsOf(name));
  const placeholders = new Set([...text.matchAll(placeholder)].map((m) => m[1]!));
  return { name, file, system: sections.system ?? '', user: sections.user ?? '', sections, placeholders };
}

function splitSections(text: string, file: string, wanted: readonly Section[]): Partial<Record<Section, string>> {
  const found: Record<string, string[]> = {};
  let current: string[] | undefined;
  text.split('\n').forEach((line) => {
    const heading = /^## (\w+)\s*$/.exec(line);
    if (heading) found[heading[1]!] = current = [];
    else current?.push(line);
  });
  for (const section of wanted) {
    if (!found[section]) throw new InputError(`${file}: the template has no '## ${section}' section`, { file });
  }
  const extra = Object.keys(found).filter((section) => !(wanted as readonly string[]).includes(section));
  if (extra.length > 0) throw new InputError(`${file}: unexpected section(s) ${extra.map((s) => `'## ${s}'`).join(', ')}; this template has ${wanted.map((s) => `'## ${s}'`).join(' and ')}`, { file });
  return Object.fromEntries(wanted.map((section) => [section, found[section]!.join('\n').trim()]));
}

/**
 * Fills a template. Every placeholder must get a value and every value must be used, so a
 * template and the code that fills it cannot drift apart silently. Empty values collapse the
 * blank lines they leave.
 */
export function renderPrompt(template: PromptTemplate, values: Record<string, string>): ChatMessage[] {
  checkValues([template], values);
  return [
    { role: 'system', content: fill(template.system, values) },
    { role: 'user', content: fill(template.user, values) },
  ];
}

/**
 * A planning-stage request: the shared context's system message, and its user message followed by
 * the output format (code stages) and the stage's task; what differs comes last, so the requests
 * of a session share their beginning. The same checks as renderPrompt, over the templates together.
 */
export function renderStagePrompt(
  parts: { context: PromptTemplate; format?: PromptTemplate | undefined; task: PromptTemplate },
  values: Record<string, string>,
): ChatMessage[] {
  const { context, format, task } = parts;
  const templates = format === undefined ? [context, task] : [context, format, task];
  checkValues(templates, values);
  const tail = [format === undefined ? '' : fill(format.sections.format ?? '', values), fill(task.sections.task ?? '', values)].filter((t) => t !== '');
  return [
    { role: 'system', content: fill(context.system, values) },
    { role: 'user', content: [fill(context.user, values), ...tail].join('\n\n').trim() },
  ];
}

/** Every placeholder of the templates gets a value and every value is used by one of them. */
function checkValues(templates: readonly PromptTemplate[], values: Record<string, string>): void {
  const used = new Set(templates.flatMap((t) => [...t.placeholders]));
  for (const template of templates) {
    const missing = [...template.placeholders].filter((p) => !(p in values));
    if (missing.length > 0) throw new InputError(`${template.file}: no value for {{${missing.join('}}, {{')}}}`, { file: template.file });
  }
  const unused = Object.keys(values).filter((k) => !used.has(k));
  if (unused.length > 0) {
    const file = templates.map((t) => t.file).join(', ');
    throw new InputError(`${file}: unused value(s) ${unused.join(', ')}`, { file: templates[0]!.file });
  }
}

/** A section with its placeholders filled; the blank lines an empty value leaves are collapsed. */
function fill(section: string, values: Record<string, string>): string {
  return section
    .replace(placeholder, (_, key: string) => values[key] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Loads every template once; callers keep the result (no global cache). */
export function loadPromptTemplates(promptsDir: string): Record<PromptName, PromptTemplate> {
  return Object.fromEntries(promptNames.map((name) => [name, loadPromptTemplate(promptsDir, name)])) as Record<PromptName, PromptTemplate>;
}
