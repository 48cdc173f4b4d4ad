/** The prompt templates of prompts/: loading, checking their placeholders, and filling them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import type { ChatMessage } from '../llm/index.js';

/** The prompt templates, one per stage (files in prompts/). */
export const promptNames = [
  'clarify',
  'stage1-decompose',
  'stage2-refine',
  'code-generate',
  'code-repair',
  'refine-execution',
  'refine-feedback',
  'allocate',
  'simulated-user',
] as const;
export type PromptName = (typeof promptNames)[number];


/** A parsed template: its two sections and the placeholders they use. */
export interface PromptTemplate {
  name: PromptName;
  file: string;
  system: string;
  user: string;
  placeholders: ReadonlySet<string>;
}

const placeholder = /\{\{(\w+)\}\}/g;

/** Reads and parses `prompts/<name>.md`: a `## system` and a `## user` section. */
export function loadPromptTemplate(promptsDir: string, name: PromptName): PromptTemplate {
  const file = join(promptsDir, `${name}.md`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new InputError(`Prompt template ${file} cannot be read`, { file, cause });
  }
  const sections = splitSections(text, file);
  const placeholders = new Set([...text.matchAll(placeholder)].map((m) => m[1]!));
  return { name, file, system: sections.system, user: sections.user, placeholders };
}

function splitSections(text: string, file: string): { system: string; user: string } {
  const found: Record<string, string[]> = {};
  let current: string[] | undefined;
  text.split('\n').forEach((line) => {
    const heading = /^## (system|user)\s*$/.exec(line);
    if (heading) found[heading[1]!] = current = [];
    else current?.push(line);
  });
  for (const section of ['system', 'user']) {
    if (!found[section]) throw new InputError(`${file}: the template has no '## ${section}' section`, { file });
  }
  return { system: found.system!.join('\n').trim(), user: found.user!.join('\n').trim() };
}

/**
 * Fills a template. Every placeholder must get a value and every value must be used, so a
 * template and the code that fills it cannot drift apart silently. Empty values collapse the
 * blank lines they leave.
 */
export function renderPrompt(template: PromptTemplate, values: Record<string, string>): ChatMessage[] {
  const missing = [...template.placeholders].filter((p) => !(p in values));
  const unused = Object.keys(values).filter((k) => !template.placeholders.has(k));
  if (missing.length > 0 || unused.length > 0) {
    const parts = [missing.length ? `no value for {{${missing.join('}}, {{')}}}` : '', unused.length ? `unused value(s) ${unused.join(', ')}` : ''];
    throw new InputError(`${template.file}: ${parts.filter(Boolean).join('; ')}`, { file: template.file });
  }
  const fill = (section: string) =>
    section
      .replace(placeholder, (_, key: string) => values[key]!)
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  return [
    { role: 'system', content: fill(template.system) },
    { role: 'user', content: fill(template.user) },
  ];
}

/** Loads every template once; callers keep the result (no global cache). */
export function loadPromptTemplates(promptsDir: string): Record<PromptName, PromptTemplate> {
  return Object.fromEntries(promptNames.map((name) => [name, loadPromptTemplate(promptsDir, name)])) as Record<PromptName, PromptTemplate>;
}
