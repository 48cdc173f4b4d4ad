import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { formatDataPath } from '../../src/world/data-path.js';
import { parseYamlSource } from '../../src/world/yaml-source.js';

const TEXT = ['top: 1', 'objects:', '  - id: "A|1"', '    type: Apple', '    parent:', '  - id: "B|2"', '    state: { isOpen: true }', ''].join('\n');

describe('parseYamlSource', () => {
  const source = parseYamlSource(TEXT, 'x.yaml');

  it('gives the line of a node along a data path', () => {
    expect(source.lineOf(['top'])).toBe(1);
    expect(source.lineOf(['objects', 0, 'type'])).toBe(4);
    expect(source.lineOf(['objects', 1, 'state', 'isOpen'])).toBe(7);
  });

  it('falls back to the key of an empty value and to the nearest existing ancestor', () => {
    expect(source.lineOf(['objects', 0, 'parent'])).toBe(5);
    expect(source.lineOf(['objects', 1, 'type'])).toBe(6);
    expect(source.lineOf(['objects', 9])).toBe(3);
    expect(source.lineOf(['nothing'])).toBe(1);
  });

  it('refuses duplicate keys and syntax errors with the line', () => {
    for (const [text, line] of [
      ['a: 1\nb: 2\na: 3\n', 3],
      ['a: [1, 2\nb: 3\n', undefined],
    ] as const) {
      let error: unknown;
      try {
        parseYamlSource(text, 'bad.yaml');
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(InputError);
      const inputError = error as InputError;
      expect(inputError.file).toBe('bad.yaml');
      expect(inputError.message).toMatch(/^bad\.yaml:\d+: invalid YAML: /);
      if (line !== undefined) expect(inputError.line).toBe(line);
    }
  });
});

describe('formatDataPath', () => {
  it('joins keys with dots, indices in brackets, and names entries by id', () => {
    const data = { objects: [{ id: 'A|1' }, { name: 'no id' }] };
    expect(formatDataPath(['objects', 0, 'parent'], data)).toBe('objects[0] (A|1).parent');
    expect(formatDataPath(['objects', 1, 'state', 'isOpen'], data)).toBe('objects[1].state.isOpen');
    expect(formatDataPath([], data)).toBe('');
  });
});
