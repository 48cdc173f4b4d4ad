import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPromptTemplate, loadPromptTemplates, promptNames, renderPrompt } from '../../src/planning/prompts.js';
import { InputError } from '../../src/errors.js';

const promptsDir = join(import.meta.dirname, '..', '..', 'prompts');

describe('prompt templates', () => {
  it('every stage has a template with a system and a user section', () => {
    const templates = loadPromptTemplates(promptsDir);
    for (const name of promptNames) {
      expect(templates[name].system.length).toBeGreaterThan(50);
      expect(templates[name].user.length).toBeGreaterThan(5);
    }
  });

  it('fills placeholders and refuses missing or unused values', () => {
    const template = loadPromptTemplate(promptsDir, 'refine-feedback');
    expect([...template.placeholders].sort()).toEqual(['clarification', 'code', 'feedback']);
    const messages = renderPrompt(template, { code: "OpenObject('Fridge')", feedback: 'use a bowl instead of a plate', clarification: '' });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toContain("OpenObject('Fridge')");
    expect(messages[1]!.content).toContain('Feedback: "use a bowl instead of a plate"');
    expect(() => renderPrompt(template, { code: 'x', clarification: '' })).toThrow(/no value for \{\{feedback\}\}/);
    expect(() => renderPrompt(template, { code: 'x', feedback: 'y', clarification: '', extra: 'z' })).toThrow(/unused value\(s\) extra/);
  });

  it('names the file when a section is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prompts-'));
    writeFileSync(join(dir, 'clarify.md'), '## system\nonly a system part {{x}}\n');
    expect(() => loadPromptTemplate(dir, 'clarify')).toThrow(InputError);
    expect(() => loadPromptTemplate(dir, 'clarify')).toThrow(/clarify\.md: the template has no '## user' section/);
  });

  it('collapses the blank lines an empty value leaves', () => {
    const template = loadPromptTemplate(promptsDir, 'stage1-decompose');
    const [, user] = renderPrompt(template, { roomType: 'Kitchen', objectTypes: 'Apple, Fridge', clarification: '', instruction: 'I feel hungry.' });
    expect(user!.content).not.toMatch(/\n\n\n/);
    expect(user!.content).toContain('Request: "I feel hungry."');
  });
});
