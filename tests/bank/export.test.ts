/** `bank export`: fine-tuning files in the OpenAI chat and ShareGPT forms, training and validation split by floorplan. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportBank } from '../../src/bank/index.js';
import { EXAMPLES } from '../planning/examples/fixtures.js';

const scratch = mkdtempSync(join(tmpdir(), 'iteraplan-bank-export-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const skills = [{ name: 'SwitchOn', params: [{ name: 'obj', optional: false }], description: 'switch it on' }];
const lines = (file: string): unknown[] => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as unknown);

describe('bank export', () => {
  it('writes OpenAI chat examples: the system message with the skills, the request and room, the plan with its goal and the code', () => {
    const out = join(scratch, 'chat');
    const written = exportBank(EXAMPLES, { format: 'openai-chat', out, skills, objectTypesOf: () => ['Toaster', 'CoffeeMachine'] });
    expect(written.counts).toEqual({ train: 5, validation: 1 });
    const train = lines(written.files.train) as { messages: { role: string; content: string }[] }[];
    expect(train).toHaveLength(5);
    for (const example of train) expect(example.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    const coffee = train.find((e) => e.messages[1]!.content.includes('FloorPlan1 '))!;
    expect(coffee.messages[0]!.content).toContain('SwitchOn(obj)');
    expect(coffee.messages[1]!.content).toBe('Request: Could you make coffee?\nScene: FloorPlan1 (Kitchen)\nObject types in the scene: CoffeeMachine, Toaster');
    expect(coffee.messages[2]!.content).toMatch(/^Task: Turn the CoffeeMachine on\.[\s\S]*\nGoal: CoffeeMachine on: [^\n]+\n\n```python\ndef task\(\):[\s\S]*```$/);
    // The validation file holds the rooms no training line shows.
    const validation = lines(written.files.validation) as { messages: { content: string }[] }[];
    expect(validation.map((e) => e.messages[1]!.content.split('\n')[1])).toEqual(['Scene: FloorPlan22 (Kitchen)']);
    expect(train.some((e) => e.messages[1]!.content.includes('FloorPlan22'))).toBe(false);
  });

  it('writes the same as ShareGPT conversations', () => {
    const chat = exportBank(EXAMPLES, { format: 'openai-chat', out: join(scratch, 'a'), skills, objectTypesOf: () => [] });
    const share = exportBank(EXAMPLES, { format: 'sharegpt', out: join(scratch, 'b'), skills, objectTypesOf: () => [] });
    const asChat = lines(chat.files.train) as { messages: { content: string }[] }[];
    const asShare = lines(share.files.train) as { conversations: { from: string; value: string }[] }[];
    expect(asShare.map((e) => e.conversations.map((c) => c.from))).toEqual(asShare.map(() => ['system', 'human', 'gpt']));
    expect(asShare.map((e) => e.conversations.map((c) => c.value))).toEqual(asChat.map((e) => e.messages.map((m) => m.content)));
  });
});
