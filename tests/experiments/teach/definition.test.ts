import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors.js';
import { readTaskDefinitions } from '../../../src/experiments/teach/definition.js';
import { makeScratch } from '../../helpers/files.js';
import { DEFINITIONS_DIR, files } from './fixtures.js';

const scratch = makeScratch('iteraplan-teach-defs-');
afterAll(() => scratch.remove());

function folder(name: string, definitions: Record<string, string>): string {
  const dir = join(scratch.dir, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(definitions)) writeFileSync(join(dir, file), text);
  return dir;
}

describe("reading TEACh's task definitions", () => {
  it('reads every *.json of a folder in file-name order, components as objects or tasks', () => {
    expect(files.map((f) => f.file)).toEqual(['1__warm_slice.json', '2__dish_of_x.json', '3__lamps_lit.json', '4__morning.json', '5__chilled_x.json']);
    const morning = files.find((f) => f.definition.task_name === 'Morning')!.definition;
    expect(morning.components['bread']).toEqual({ determiner: 'a', task_name: 'Warm Slice Of X', task_params: ['Bread'] });
    expect(readTaskDefinitions(DEFINITIONS_DIR)).toHaveLength(5);
  });

  it('names the file, line and field of a definition that is not one', () => {
    const dir = folder('bad-field', { '1__x.json': '{\n  "task_id": 1,\n  "task_name": "X",\n  "task_nparams": "one",\n  "task_anchor_object": null,\n  "desc": "Do X.",\n  "components": {},\n  "relations": []\n}\n' });
    expect(() => readTaskDefinitions(dir)).toThrow(InputError);
    expect(() => readTaskDefinitions(dir)).toThrow(/1__x\.json:4.*task_nparams/);
  });

  it('refuses a relation naming no component, a task naming no definition, a name used twice, and text that is no JSON', () => {
    const task = (name: string, extra: string) => `{"task_id": 1, "task_name": "${name}", "task_nparams": 0, "task_anchor_object": null, "desc": "Do it.", ${extra}}`;
    const relation = '"components": {}, "relations": [{"property": "parentReceptacles", "tail_entity_list": ["plate"], "tail_determiner_list": ["a"], "head_entity_list": ["toast"], "head_determiner_list": ["a"]}]';
    expect(() => readTaskDefinitions(folder('relation', { 'a.json': task('A', relation) }))).toThrow(/'plate' is not a component of this task/);
    const unknown = '"components": {"x": {"determiner": "a", "task_name": "Nowhere", "task_params": []}}, "relations": []';
    expect(() => readTaskDefinitions(folder('unknown', { 'a.json': task('A', unknown) }))).toThrow(/a\.json: components\.x\.task_name: no definition is named 'Nowhere'/);
    const empty = '"components": {}, "relations": []';
    expect(() => readTaskDefinitions(folder('twice', { 'a.json': task('A', empty), 'b.json': task('A', empty) }))).toThrow(/b\.json: task_name 'A' is also the name in a\.json/);
    expect(() => readTaskDefinitions(folder('not-json', { 'a.json': '{ task' }))).toThrow(/a\.json: not valid JSON/);
    expect(() => readTaskDefinitions(folder('none', {}))).toThrow(/holds no \*\.json task definitions/);
  });
});
