import { describe, expect, it } from 'vitest';
import { parseObjectId, typeNamedById } from '../../src/world/object-id.js';

describe('parseObjectId', () => {
  it('parses Type|x|y|z', () => {
    expect(parseObjectId('Fridge|-02.10|+00.00|+01.09')).toEqual({
      ok: true,
      parts: { base: 'Fridge', x: -2.1, y: 0, z: 1.09, suffix: undefined },
    });
  });

  it('parses a fifth field and an unsigned zero coordinate', () => {
    const parsed = parseObjectId('Sink|-01.13|00.00|-00.59|SinkBasin');
    expect(parsed).toEqual({ ok: true, parts: { base: 'Sink', x: -1.13, y: 0, z: -0.59, suffix: 'SinkBasin' } });
  });

  it.each([
    ['Fridge', "has 1 '|'-separated fields"],
    ['Fridge|1|2|3|4|5', "has 6 '|'-separated fields"],
    ['|-02.10|+00.00|+01.09', 'has an empty type field'],
    ['Fridge|-2.1|+00.00|+01.09', "has x coordinate '-2.1'"],
    ['Fridge|-02.10|+0a.00|+01.09', "has y coordinate '+0a.00'"],
    ['Fridge|-02.10|+00.00|', "has z coordinate ''"],
    ['Fridge|-02.10|+00.00|.09', "has z coordinate '.09'"],
    ['Fridge|-02.10|+00.00|+01.09|', 'has an empty fifth field'],
  ])('refuses %s', (id, reason) => {
    const parsed = parseObjectId(id);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });
});

describe('typeNamedById', () => {
  const typeOf = (id: string): string | undefined => {
    const parsed = parseObjectId(id);
    return parsed.ok ? typeNamedById(parsed.parts) : undefined;
  };

  it('is the base type, or the type of a fifth field with or without an index', () => {
    expect(typeOf('Egg|-02.04|+00.81|+01.24')).toBe('Egg');
    expect(typeOf('Sink|-01.90|+00.97|-01.50|SinkBasin')).toBe('SinkBasin');
    expect(typeOf('Apple|-01.65|+00.81|+00.07|AppleSliced_3')).toBe('AppleSliced');
  });
});
