import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPromptTemplate, loadPromptTemplates, promptNames, renderPrompt, renderStagePrompt, sectionsOf } from '../../src/planning/prompts.js';
import { InputError } from '../../src/errors.js';

const promptsDir = join(import.meta.dirname, '..', '..', 'prompts');

describe('prompt templates', () => {
  it('every template has its sections: a whole prompt, a code task, or a code output format', () => {
    const templates = loadPromptTemplates(promptsDir);
    for (const name of promptNames) {
      for (const section of sectionsOf(name)) expect(templates[name].sections[section]?.length, `${name} ${section}`).toBeGreaterThan(5);
    }
    expect(sectionsOf('clarify')).toEqual(['system', 'user']);
    expect(sectionsOf('stage1-decompose')).toEqual(['task']);
    expect(sectionsOf('code-repair')).toEqual(['task']);
  });

  it('fills placeholders and refuses missing or unused values', () => {
    const template = loadPromptTemplate(promptsDir, 'clarify');
    expect([...template.placeholders].sort()).toEqual(['dialogue', 'instruction', 'objectTypes', 'roomType']);
    const messages = renderPrompt(template, { roomType: 'Kitchen', objectTypes: 'Apple, Fridge', instruction: 'I feel hungry.', dialogue: '' });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toContain('Request: "I feel hungry."');
    expect(() => renderPrompt(template, { roomType: 'x', objectTypes: 'y', dialogue: '' })).toThrow(/no value for \{\{instruction\}\}/);
    expect(() => renderPrompt(template, { roomType: 'x', objectTypes: 'y', instruction: 'z', dialogue: '', extra: 'z' })).toThrow(/unused value\(s\) extra/);
  });

  it('stage 1, stage 2 and every code request share the system message and the start of the user message; what differs comes last', () => {
    const templates = loadPromptTemplates(promptsDir);
    const room = { skills: '- OpenObject(obj): open it', roomType: 'Kitchen', objectTypes: 'Apple, Fridge', skillObjects: '', instruction: 'I feel hungry.', clarification: '', knownGoals: '', examples: '\n\nVerified examples ...\n\nExample 1. Room: Kitchen. Request: "I want an apple."\n' };
    const facts = { ...room, objectFacts: 'Objects the plan needs, where they are and their state:\nApple (pickupable)' };
    const withPlan = { ...facts, plan: 'Plan:\nTask: eat' };
    const render = (task: 'code-generate' | 'code-repair' | 'refine-execution' | 'refine-feedback' | 'refine-goal', values: Record<string, string>, format: 'code-format-json' | 'code-format-compact' = 'code-format-json') =>
      renderStagePrompt({ context: templates['planner-context'], format: templates[format], task: templates[task] }, { ...withPlan, ...values });
    const stage1 = renderStagePrompt({ context: templates['planner-context'], task: templates['stage1-decompose'] }, { ...room, objectFacts: '', plan: '' });
    const stage2Values = { ...facts, plan: '', stage1: 'Task: eat', missingObjects: '', correction: '' };
    const stage2 = renderStagePrompt({ context: templates['planner-context'], format: templates['stage2-format-json'], task: templates['stage2-refine'] }, stage2Values);
    const stage2Short = renderStagePrompt({ context: templates['planner-context'], format: templates['stage2-format-compact'], task: templates['stage2-refine'] }, stage2Values);
    const code = [
      render('code-generate', { candidate: '' }),
      render('code-generate', { candidate: '' }, 'code-format-compact'),
      render('code-repair', { code: 'x()', errors: '- line 1', repeated: '' }),
      render('refine-execution', { code: 'x()', report: 'failed', fix: '', mode: 'Return the whole program.', progress: '', repeated: '' }),
      render('refine-feedback', { code: 'x()', feedback: 'use a bowl', repeated: '' }),
      render('refine-goal', { code: 'x()', seen: 'It runs', unmet: 'the apple is not sliced', repeated: '' }),
    ];
    const before = (messages: { content: string }[], marker: string) => messages[1]!.content.slice(0, messages[1]!.content.indexOf(marker));
    for (const request of [stage2, stage2Short, ...code]) expect(request[0]).toEqual(stage1[0]);
    expect(stage2Short[1]!.content.startsWith(before(stage2, 'Step 2'))).toBe(true);
    // Either form of stage 2 ends with the task: the first plan and what to do with it.
    for (const request of [stage2, stage2Short]) expect(request[1]!.content).toMatch(/Your first plan:\nTask: eat\n[\s\S]*nothing the request did not ask for\.$/);
    // Stage 1's user message up to its task begins stage 2's; stage 2's up to its task begins every code request's.
    expect(stage2[1]!.content.startsWith(before(stage1, 'Step 1'))).toBe(true);
    for (const request of code) expect(request[1]!.content.startsWith(before(stage2, 'Step 2'))).toBe(true);
    for (const request of code) expect(request[1]!.content.startsWith(before(code[0]!, 'Step 3'))).toBe(true);
    expect(stage1[0]!.content).toContain('- OpenObject(obj): open it');
    // The examples follow the request inside the shared beginning: every stage has them there, before its own part.
    for (const request of [stage1, stage2, ...code]) expect(before(request, 'Step')).toMatch(/Request: "I feel hungry\."\n\nVerified examples[\s\S]*Request: "I want an apple\."/);
    expect(code[0]![1]!.content).toContain('"function"');
    expect(code[2]![1]!.content).toMatch(/Object types in the room: Apple, Fridge[\s\S]*Problems:\n- line 1/);
  });
  it('names the file when a section is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prompts-'));
    writeFileSync(join(dir, 'clarify.md'), '## system\nonly a system part {{x}}\n');
    expect(() => loadPromptTemplate(dir, 'clarify')).toThrow(InputError);
    expect(() => loadPromptTemplate(dir, 'clarify')).toThrow(/clarify\.md: the template has no '## user' section/);
  });

  it('collapses the blank lines an empty value leaves', () => {
    const [, user] = renderStagePrompt(
      { context: loadPromptTemplate(promptsDir, 'planner-context'), task: loadPromptTemplate(promptsDir, 'stage1-decompose') },
      { skills: '', roomType: 'Kitchen', objectTypes: 'Apple, Fridge', skillObjects: '', clarification: '', knownGoals: '', examples: '', instruction: 'I feel hungry.', objectFacts: '', plan: '' },
    );
    expect(user!.content).not.toMatch(/\n\n\n/);
    expect(user!.content).toContain('Request: "I feel hungry."');
  });
});
