/**
 * The `preferences` suite: the persona's answers, and real runs of its tasks with the offline
 * planner on a real bridge, with and without the persona's store: a violation judged from the
 * executed steps happens without the store (the egg; the human fetching the remote) and not with it.
 */
import { describe, expect, it } from 'vitest';
import { offlineOptions, singlePool } from '../pool.js';
import { loadSuite } from '../../../src/experiments/suites/load-suite.js';
import { runExperiment } from '../../../src/experiments/run/runner.js';
import { parsePrefsMode, variantGrid, variantTag } from '../../../src/experiments/run/variant.js';
import { personaAnswer } from '../../../src/experiments/users/persona-answer.js';
import { preferenceRows, preferencesTable } from '../../../src/experiments/tables/preferences-table.js';
import { buildTables } from '../../../src/experiments/tables/tables.js';
import { YOU_DECIDE } from '../../../src/session/index.js';
import { listScenes } from '../../../src/world/index.js';
import { useExperimentBridge } from '../../helpers/experiment-bridge.js';
import { tableInput } from '../pool.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const suite = loadSuite('preferences', listScenes());

describe('the persona', () => {
  it('answers from its answers by the words of the question or its options, else the intent, else you decide', () => {
    const persona = { answers: [{ when: 'toast', answer: 'toast' }, { when: 'bath', answer: 'a bath' }] };
    expect(personaAnswer(persona, 'Which would you like: a fried egg, or toast?', ['a fried egg', 'toast'])).toBe('toast');
    expect(personaAnswer(persona, 'Which would you like?', ['a candle', 'a hot BATH'])).toBe('a bath');
    expect(personaAnswer(persona, 'Which would you like?', ['a salad'], 'fruit')).toBe('fruit');
    expect(personaAnswer(persona, 'Which would you like?', ['a salad'])).toBe(YOU_DECIDE);
  });

  it('--prefs parses on, off, both, and the store left out is a variant of its own', () => {
    expect(parsePrefsMode('both')).toEqual([true, false]);
    expect(() => parsePrefsMode('maybe')).toThrow(/--prefs must be on, off or both/);
    const [on, off] = variantGrid({ clarify: [false], candidates: [1], refineFrom: ['reset'], prefs: [true, false] });
    expect(on).not.toHaveProperty('prefs');
    expect(variantTag(off!)).toBe('-coff-n1-reset-prefsoff');
  });

  it('every task of the suite has a persona', () => {
    expect(suite.tasks.length).toBeGreaterThanOrEqual(10);
    expect(suite.tasks.every((t) => t.persona !== undefined)).toBe(true);
    expect(new Set(suite.tasks.map((t) => t.roomType))).toEqual(new Set(['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom']));
  });
});

describe('the suite run with and without the store', () => {
  const bridge = useExperimentBridge();

  it('without the store the egg is used and the human fetches the remote; with it, neither; the table counts them', async () => {
    const variants = variantGrid({ clarify: [false], candidates: [1], refineFrom: ['reset'], prefs: [true, false] });
    const run = await runExperiment(offlineOptions(suite, singlePool(bridge()), { episodes: 'hungry-vegan@FloorPlan1,tidy-human-off-the-remote@FloorPlan201', variants }));
    const find = (task: string, prefs: boolean) => run.records.find((r) => r.task === task && (r.variant?.prefs !== false) === prefs)!;
    const veganOff = find('hungry-vegan', false);
    expect(veganOff).toMatchObject({ status: 'finished', success: false, questions: 0 });
    expect(veganOff.preferenceViolations).toEqual([expect.stringMatching(/^used Egg\|.*, though "I'm vegan, no eggs please"$/)]);
    // The violation is the executed run's: the session's steps acted on that egg.
    const egg = /used (Egg\|[^,]+),/.exec(veganOff.preferenceViolations![0]!)![1]!;
    expect(readFileSync(join(veganOff.sessionDir!, 'steps.jsonl'), 'utf8')).toContain(egg);
    expect(find('hungry-vegan', true)).toMatchObject({ status: 'finished', success: true, alternative: 'toast', preferenceViolations: [] });

    const remoteOff = find('tidy-human-off-the-remote', false);
    expect(remoteOff.preferenceViolations).toEqual([expect.stringMatching(/^the human acted on RemoteControl\|.*, though "Don't make me fetch the remote"$/)]);
    const remoteOn = find('tidy-human-off-the-remote', true);
    expect(remoteOn).toMatchObject({ success: true, preferenceViolations: [] });
    // The store's keep-away moved the remote's calls to the robot, and the session recorded what applied.
    expect(readFileSync(join(remoteOn.sessionDir!, 'plan.allocated.py'), 'utf8')).toMatch(/robot\.\w+\('RemoteControl/);
    expect(readFileSync(join(remoteOn.sessionDir!, 'transcript.jsonl'), 'utf8')).toContain('"person":"omar"');
    expect(readFileSync(join(remoteOff.sessionDir!, 'transcript.jsonl'), 'utf8')).not.toContain('"person":"omar"');

    const rows = preferenceRows(run.records);
    expect(rows.map((r) => [r.variant.prefs !== false, r.episodes, r.successes, r.violating, r.violations, r.questions])).toEqual([
      [true, 2, 2, 0, 0, 0],
      [false, 2, 1, 2, 2, 0],
    ]);
    const table = preferencesTable(run.records);
    expect(table.rows.map((r) => r.slice(1, 6))).toEqual([
      ['off', 'on', '2', '100.0 (2/2)', '0.0 (0/2)'],
      ['off', 'off', '2', '50.0 (1/2)', '100.0 (2/2)'],
    ]);
    expect(buildTables(tableInput(run.records)).map((t) => t.id)).toContain('table-preferences');
  });
});
