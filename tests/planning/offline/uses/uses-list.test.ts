/** knowledge/uses.yaml: it loads, covers every type of the four room types, and docs/household-uses.md is current. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { knowledgeDir, loadKnowledge, typesByRoom, typesWithoutWord, usesListMarkdown } from '../../../../src/planning/offline/index.js';
import { findProjectRoot, loadCatalogue } from '../../../../src/world/index.js';

const catalogue = loadCatalogue();

function copyWith(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'uses-'));
  cpSync(knowledgeDir(), dir, { recursive: true });
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  return dir;
}

describe('knowledge/uses.yaml', () => {
  const knowledge = loadKnowledge(undefined, catalogue);
  const rooms = typesByRoom(catalogue);

  it('gives every type of the four room types a use or a reason it has none', () => {
    expect([...rooms.keys()]).toEqual(['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom']);
    expect(typesWithoutWord(knowledge.uses, rooms)).toEqual([]);
  });

  it('docs/household-uses.md is current (node scripts/write-uses-doc.mjs)', () => {
    const file = join(findProjectRoot(), 'docs', 'household-uses.md');
    expect(readFileSync(file, 'utf8')).toBe(usesListMarkdown(knowledge.uses, rooms, { goals: knowledge.goals, catalogue }));
  });

  it('the list says where a thing out of place is put away, kept to what AI2-THOR lets the type into', () => {
    const text = usesListMarkdown(knowledge.uses, rooms, { goals: knowledge.goals, catalogue });
    // A Knife goes in a Drawer only (AI2-THOR lets it in no Cabinet); a Laptop no store takes goes where it belongs.
    expect(text).toMatch(/\| Knife \| Drawer \| Drawer \|/);
    expect(text).toMatch(/\| SprayBottle \| Cabinet, Drawer \| Cabinet, Drawer \|/);
    expect(text).toMatch(/\| Laptop \| where it belongs: Desk, CoffeeTable, SideTable, TVStand, DiningTable \| none: said, not planned \|/);
  });

  it('the list names the uses a type has and why another has none', () => {
    const text = usesListMarkdown(knowledge.uses, rooms);
    expect(text).toMatch(/\| Bed \| .*made-bed/);
    expect(text).toMatch(/\| HousePlant \| watered-plant \|/);
    expect(text).toMatch(/- \*\*WateringCan\*\*: AI2-THOR does not let it in a sink basin/);
    expect(text).toMatch(/- \*\*Painting\*\*: decoration on the wall/);
  });

  it('a use naming a goal goals.yaml lacks is reported with file and line', () => {
    const dir = copyWith('uses.yaml', (t) => t.replace('id: made-bed\n    goal: made-bed', 'id: made-bed\n    goal: made-beds'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/uses\.yaml:\d+: uses\[\d+\] \(made-bed\)\.goal: names goal 'made-beds'/);
  });

  it('a use citing a property none of its types has is reported', () => {
    const dir = copyWith('uses.yaml', (t) => t.replace('rests: [{ property: dirtyable, action: CleanObject, source: metadata }]\n  - id: tidy-seats', 'rests: [{ property: toggleable, action: CleanObject, source: metadata }]\n  - id: tidy-seats'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/uses\.yaml:\d+: .*rests\[0\]\.property: none of Bed, Pillow, TeddyBear has 'toggleable'/);
  });

  it('a type both used and listed without a use is reported', () => {
    const dir = copyWith('uses.yaml', (t) => t.replace('without:\n', 'without:\n  Bed: no reason\n'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/uses\.yaml:\d+: without\.Bed: 'Bed' has a use/);
  });

  it('a need no needs: declares is reported', () => {
    const dir = copyWith('uses.yaml', (t) => t.replace('serves: [bath, relax, freshen]', 'serves: [bath, heat, freshen]'));
    expect(() => loadKnowledge(dir, catalogue)).toThrow(/uses\.yaml:\d+: .*serves\[1\]: names need 'heat'/);
  });
});
