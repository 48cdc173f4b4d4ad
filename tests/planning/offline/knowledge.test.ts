/** Loading the knowledge files: the shipped ones load; mistakes are reported at file and line. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
    expect(Object.keys(knowledge.goals.goals)).toEqual(expect.arrayContaining(['meal', 'fried-egg', 'coffee', 'empty-storage', 'tidy-seats', 'clean-dirty']));
    expect(knowledge.words.verbs.place).toContain('put');
  });

  it('a goal using an undefined goal is reported with file and line', () => {
    const dir = copyWith('goals.yaml', (t) => t.replace('use: [fried-egg, toast,', 'use: [fried-egg, pancakes,'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/goals\.yaml:\d+: goals\.meal\.use\[1\]: uses goal 'pancakes'/);
  });

  it("an unknown object type in a goal's done: is reported with file and line", () => {
    const dir = copyWith('goals.yaml', (t) => t.replace('type: BreadSliced, is: [cooked]', 'type: BreadSlice, is: [cooked]'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/goals\.yaml:\d+: .*'BreadSlice' is not a type of the catalogue/);
  });

  it('a word for an unknown object type is reported with file and line', () => {
    const dir = copyWith('words.yaml', (t) => t.replace('  Toaster: [toaster]', '  Toastr: [toaster]'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/words\.yaml:\d+: nouns\.Toastr: 'Toastr' is not a type of the catalogue/);
  });

  it('a word that is not lower-case words is reported with file and line', () => {
    const dir = copyWith('words.yaml', (t) => t.replace('  Toaster: [toaster]', '  Toaster: [Toaster!]'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/words\.yaml:\d+: nouns\.Toaster\[0\]: must be lower-case words/);
  });

  it('a need said over one not declared is reported with file, line and field', () => {
    const dir = copyWith('uses.yaml', (t) => t.replace('knife and fork], overAnywhere: [hunger]', 'knife and fork], overAnywhere: [hungr]'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/uses\.yaml:\d+: needs\.cutlery\.overAnywhere\[0\]: names need 'hungr', which needs: does not declare/);
  });

  it('a use asked said over one not defined is reported with file, line and field', () => {
    const dir = copyWith('uses.yaml', (t) => t.replace('overUses: [breakfast]', 'overUses: [brekfast]'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/uses\.yaml:\d+: needs\.cereal\.overUses\[0\]: names use 'brekfast', which uses: does not define/);
  });

  it('the repair table lists every handled code once', () => {
    const table = repairTableMarkdown();
    for (const code of HANDLED_ERROR_CODES) expect(table.split(`\`${code}\``)).toHaveLength(2);
  });
});
