import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPromptTemplate, loadPromptTemplates, promptNames, renderCodePrompt, renderPrompt, sectionsOf } from '../../src/planning/prompts.js';
import { InputError } from '../../src/errors.js';

const promptsDir = join(import.meta.dirname, '..', '..', 'prompts');

describe('prompt templates', () => {
  it('every template has its sections: a whole prompt, a code task, or a code output format', () => {
    const templates = loadPromptTemplates(promptsDir);
    for (const name of promptNames) {
      for (const section of sectionsOf(name)) expect(templates[name].sections[section]?.length, `${name} ${section}`).toBeGreaterThan(5);
    }
    expect(sectionsOf('stage1-decompose')).toEqual(['system', 'user']);
    expect(sectionsOf('code-repair')).toEqual(['task']);
  });

  it('fills placeholders and refuses missing or unused values', () => {
    const template = loadPromptTemplate(promptsDir, 'clarify');
    expect([...template.placeholders].sort()).toEqual(['instruction', 'objectTypes', 'roomType']);
    const messages = renderPrompt(template, { roomType: 'Kitchen', objectTypes: 'Apple, Fridge', instruction: 'I feel hungry.' });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toContain('Request: "I feel hungry."');
    expect(() => renderPrompt(template, { roomType: 'x', objectTypes: 'y' })).toThrow(/no value for \{\{instruction\}\}/);
    expect(() => renderPrompt(template, { roomType: 'x', objectTypes: 'y', instruction: 'z', extra: 'z' })).toThrow(/unused value\(s\) extra/);
  });

  it('code requests share the system message and the start of the user message; only the task at the end differs', () => {
    const templates = loadPromptTemplates(promptsDir);
    const context = { skills: '- OpenObject(obj): open it', roomType: 'Kitchen', objectTypes: 'Apple, Fridge', skillObjects: '', objectFacts: 'Apple (pickupable)', instruction: 'I feel hungry.', clarification: '', plan: 'Task: eat' };
    const render = (task: 'code-generate' | 'code-repair' | 'refine-execution' | 'refine-feedback', values: Record<string, string>) =>
      renderCodePrompt({ context: templates['code-context'], format: templates['code-format-json'], task: templates[task] }, { ...context, ...values });
    const requests = [
      render('code-generate', { candidate: '' }),
      render('code-repair', { code: 'x()', errors: '- line 1', repeated: '' }),
      render('refine-execution', { code: 'x()', report: 'failed', fix: '', mode: 'Return the whole program.', progress: '', repeated: '' }),
      render('refine-feedback', { code: 'x()', feedback: 'use a bowl', repeated: '' }),
    ];
    const [first, ...rest] = requests;
    for (const request of rest) {
      expect(request[0]).toEqual(first![0]);
      // The user message begins with the same context (room, types, facts, request, plan).
      expect(request[1]!.content.startsWith(first![1]!.content.slice(0, first![1]!.content.indexOf('Write the program')))).toBe(true);
    }
    expect(first![0]!.content).toContain('- OpenObject(obj): open it');
    expect(first![0]!.content).toContain('"function"');
    expect(requests[1]![1]!.content).toMatch(/Object types in the room: Apple, Fridge[\s\S]*Problems:\n- line 1/);
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
