/** Loading the knowledge files: the shipped ones load; mistakes are reported at file and line. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors.js';
import { knowledgeDir, loadKnowledge, repairTableMarkdown, HANDLED_ERROR_CODES } from '../../../src/planning/offline/index.js';
import { loadCatalogue } from '../../../src/world/index.js';

const catalogue = loadCatalogue();

function copyWith(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'knowledge-'));
  cpSync(knowledgeDir(), dir, { recursive: true });
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  return dir;
}

describe('knowledge files', () => {
  it('the shipped files load against the catalogue', () => {
    const knowledge = loadKnowledge(undefined, catalogue);
    expect(Object.keys(knowledge.recipes.goals)).toEqual(expect.arrayContaining(['meal', 'fried-egg', 'coffee', 'empty-storage', 'tidy-seats', 'clean-dirty']));
  });

  it('an intent naming an unknown goal is reported with file and line', () => {
    const dir = copyWith('intents.yaml', (t) => t.replace('goal: coffee', 'goal: tea'));
    const error = (() => {
      try {
        loadKnowledge(dir, catalogue);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(/intents\.yaml:\d+: intents\[\d+\] \(coffee\)\.goal: names goal 'tea'/);
  });

  it('a step naming an undefined role is reported', () => {
    const dir = copyWith('recipes.yaml', (t) => t.replace('[SwitchOn, toaster]', '[SwitchOn, oven]'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/recipes\.yaml:\d+: .*names role 'oven'/);
  });

  it('an unknown object type is reported', () => {
    const dir = copyWith('recipes.yaml', (t) => t.replace('types: [Toaster]', 'types: [Toastr]'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/'Toastr' is not a type of the catalogue/);
  });

  it('the repair table lists every handled code once', () => {
    const table = repairTableMarkdown();
    for (const code of HANDLED_ERROR_CODES) expect(table.split(`\`${code}\``)).toHaveLength(2);
  });
});
