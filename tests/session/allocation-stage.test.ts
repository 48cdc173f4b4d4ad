/** The allocation step on its own: reassignment rules, the decisions it records, and a resumed session replaying them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSkillCode } from '../../src/code/index.js';
import { InputError } from '../../src/errors.js';
import { allocationStage, reassign, type AllocationDecision, type AllocationProposal, type Approver } from '../../src/session/index.js';
import { silentReporter } from '../../src/session/index.js';
import { Session } from '../../src/session/index.js';
import { loadWorld } from '../../src/world/index.js';
import { allocateRuleBased } from '../../src/allocation/index.js';

const out = mkdtempSync(join(tmpdir(), 'iteraplan-alloc-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const CODE = "def f():\n    OpenObject('Fridge')\n    PutObject('Egg', 'Pan')\n    BreakObject('Egg')\n\nf()\n";
const parsed = parseSkillCode(CODE);
if (!parsed.ok) throw new Error('fixture code does not parse');
const program = parsed.program;
const world = loadWorld('FloorPlan1', { team: 'two-robots' });

/** The allocation step of `program` in `session`, recording into its transcript. */
function stage(session: Session, approver: Approver) {
  return allocationStage(program, { world, session, approver, reporter: silentReporter, record: (event) => void session.record(event) });
}

/** A person who answers from a list and keeps what they were shown. */
function person(answers: AllocationDecision[]): Approver & { shown: AllocationProposal[] } {
  const shown: AllocationProposal[] = [];
  return {
    shown,
    answer: () => Promise.reject(new Error('not asked')),
    review: () => Promise.reject(new Error('not asked')),
    confirmRefinement: () => Promise.resolve(true),
    reviewAllocation: (proposal) => {
      shown.push(proposal);
      const next = answers.shift();
      if (next === undefined) throw new Error('asked once too often');
      return Promise.resolve(next);
    },
  };
}

describe('reassign', () => {
  const allocation = allocateRuleBased(program, world.team, world.skills);

  it('gives the call at a line to another agent, in the rows and in the code', () => {
    const changed = reassign(allocation, 3, 'human', world);
    expect(changed.rows.map((r) => r.agent)).toEqual(['robot', 'human', 'human']);
    const calls = changed.program.functions[0]!.body.flatMap((s) => (s.kind === 'skill' ? [s.agent] : []));
    expect(calls).toEqual(['robot', 'human', 'human']);
    expect(allocation.rows[1]?.agent).toBe('robot2'); // the input is left as it was
  });

  it('refuses a line without a call, an agent outside the team and one that cannot do the call', () => {
    expect(() => reassign(allocation, 1, 'human', world)).toThrow(new InputError('cannot reassign line 1: it holds no skill call (the calls are on lines 2, 3, 4)'));
    expect(() => reassign(allocation, 2, 'robot3', world)).toThrow(/the team two-robots has robot, robot2, human/);
    expect(() => reassign(allocation, 4, 'robot', world)).toThrow("cannot give line 4 (BreakObject('Egg')) to robot: robot cannot do BreakObject");
  });
});

describe('allocationStage', () => {
  it('shows the table, code and timeline, records each decision, and returns the approved allocation', async () => {
    const session = Session.create(out, 'fresh');
    const approver = person([{ kind: 'reassign', line: 3, agent: 'human' }, { kind: 'approve' }]);
    const outcome = await stage(session, approver);
    expect(approver.shown).toHaveLength(2);
    expect(approver.shown[0]).toMatchObject({ team: 'two-robots' });
    expect(approver.shown[0]!.table.split('\n')[0]).toMatch(/line +call +robot +robot2 +human +agent/);
    expect(approver.shown[0]!.code).toContain("robot2.PutObject('Egg', 'Pan')");
    expect(approver.shown[1]!.code).toContain("human.PutObject('Egg', 'Pan')");
    expect(approver.shown[1]!.timeline).toMatch(/time +robot +robot2 +human/);
    expect(outcome).toMatchObject({ approved: true, reassigned: 1 });
    expect(session.events.map((e) => e.type)).toEqual(['allocation-decision', 'allocation-decision', 'allocation']);
    expect(session.events[0]).toMatchObject({ decision: 'reassign', line: 3, agent: 'human', from: 'robot2' });
  });

  it('on resume, replays the decisions already recorded for the current code and asks only what is left', async () => {
    const session = Session.create(out, 'resumed');
    session.record({ type: 'code', version: 1, origin: 'generated', file: 'code-v1.py', code: CODE });
    session.record({ type: 'allocation-decision', decision: 'reassign', line: 3, agent: 'human', from: 'robot2' });
    const approver = person([{ kind: 'approve' }]);
    const outcome = await stage(session, approver);
    expect(approver.shown[0]!.code).toContain("human.PutObject('Egg', 'Pan')");
    expect(outcome).toMatchObject({ approved: true, reassigned: 1 });
    // An approval already recorded asks nothing.
    const done = await stage(session, person([]));
    expect(done.approved).toBe(true);
  });

  it('an approver without an allocation step approves as allocated; abort ends it with the reason', async () => {
    const plain: Approver = { answer: () => Promise.resolve(''), review: () => Promise.resolve({ kind: 'approve' }), confirmRefinement: () => Promise.resolve(true) };
    const outcome = await stage(Session.create(out, 'plain'), plain);
    expect(outcome).toMatchObject({ approved: true, reassigned: 0 });
    const aborted = await stage(Session.create(out, 'abort'), person([{ kind: 'abort', reason: 'not now' }]));
    // An abort with a reason is not the person's own choice (the ending is not 'aborted').
    expect(aborted).toEqual({ approved: false, reason: 'not now', byPerson: false });
  });
});
