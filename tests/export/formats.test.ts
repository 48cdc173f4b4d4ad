/** The lines an export writes, from a session read back from disk. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterOut } from '../../src/export/filter.js';
import { toChatExample, toPlainRecord } from '../../src/export/formats.js';
import { sceneContexts } from '../../src/export/scene-context.js';
import { readSessionForExport, type ExportableSession } from '../../src/export/session-record.js';
import { successVerifier } from '../../src/export/verify-success.js';
import { loadSkills } from '../../src/world/index.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { makeScenesDir } from '../helpers/scenes.js';
import { EGG_CODE, minute, plannedSession, writeSession } from './sessions.js';

let scratch: Scratch;
let scenes: ReturnType<typeof makeScenesDir>;
/** A real finished session whose goal, states and steps the written sessions borrow (export judges them). */
let world: string;
beforeAll(async () => {
  scratch = makeScratch('iteraplan-formats-');
  scenes = makeScenesDir();
  world = await plannedSession(scenes.dir);
});
afterAll(() => {
  scratch.remove();
  scenes.remove();
});

const skills = [...loadSkills().values()].map((s) => ({ name: s.name, params: s.params, description: s.description }));

function read(spec: Parameters<typeof writeSession>[1]): ExportableSession {
  const reading = readSessionForExport(writeSession(scratch.dir, { ...spec, world }).dir, successVerifier(scenes.dir));
  if (reading.kind !== 'ok') throw new Error(`expected a readable session, got ${reading.kind}`);
  return reading.session;
}

describe('toChatExample', () => {
  it('system: the job and every skill; user: request, clarification, scene, object types; assistant: plan and code', () => {
    const session = read({ instruction: 'I feel hungry.', clarification: { question: 'Eggs or toast?', answer: 'eggs' }, at: minute(1) });
    const scene = sceneContexts(scenes.dir).get('TestKitchen');
    const [system, user, assistant] = toChatExample(session, scene, skills).messages;

    expect(system.role).toBe('system');
    for (const skill of skills) expect(system.content).toContain(`- ${skill.name}(`);
    expect(system.content).toContain('- SliceObject(obj, tool): ');

    expect(user).toEqual({
      role: 'user',
      content:
        'Request: I feel hungry.\n' +
        'Asked: "Eggs or toast?" Answer: "eggs"\n' +
        'Scene: TestKitchen (Kitchen)\n' +
        'Object types in the scene: Apple, CounterTop, Drawer, Egg, Fridge, Knife, Pan, Plate, StoveBurner, StoveKnob',
    });

    expect(assistant.role).toBe('assistant');
    expect(assistant.content).toBe(
      'Task: Fry an egg for the person.\n1. Put the egg in the pan.\n2. Crack it and turn on the stove.\n' +
        'Needed objects: Egg, Pan, Fridge, StoveKnob\n\n```python\n' +
        EGG_CODE.trimEnd() +
        '\n```',
    );
  });

  it('leaves the clarification line out when none was asked', () => {
    const session = read({ instruction: 'Make eggs', at: minute(2) });
    const [, user] = toChatExample(session, sceneContexts(scenes.dir).get('TestKitchen'), skills).messages;
    expect(user.content.split('\n')[1]).toBe('Scene: TestKitchen (Kitchen)');
  });
});

describe('toPlainRecord', () => {
  it('keeps the facts as fields', () => {
    const session = read({ instruction: 'I feel hungry.', spokenTranscript: 'I fell hungry.', refinements: ['edit'], at: minute(3) });
    const record = toPlainRecord(session, sceneContexts(scenes.dir).get('TestKitchen'));
    expect(record).toMatchObject({
      session: session.id,
      instruction: 'I feel hungry.',
      spokenTranscript: 'I fell hungry.',
      scene: 'TestKitchen',
      roomType: 'Kitchen',
      code: EGG_CODE,
      counts: { humanRefinements: 1, executionRefinements: 0 },
      planner: 'offline',
    });
    expect(record.objectTypes).toContain('StoveKnob');
  });
});

describe('filterOut', () => {
  it('--no-human-refinement drops sessions with feedback, edits or regeneration; --min-success those with execution refinement', () => {
    const clean = read({ instruction: 'clean', refinements: ['validation-repair'], at: minute(4) });
    const helped = read({ instruction: 'helped', refinements: ['regenerate'], at: minute(5) });
    const repaired = read({ instruction: 'repaired', refinements: ['execution-refinement'], at: minute(6) });
    const all = { humanRefinement: true, minSuccess: false };
    const strict = { humanRefinement: false, minSuccess: true };
    expect([clean, helped, repaired].map((s) => filterOut(s, all))).toEqual([null, null, null]);
    expect([clean, helped, repaired].map((s) => filterOut(s, strict))).toEqual([null, 'human refinement', 'execution refinement']);
  });
});
