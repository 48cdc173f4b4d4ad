import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptsStringLengths, jsonSchemaResponseFormat, withoutStringLengths } from '../../src/llm/response-format.js';

describe('jsonSchemaResponseFormat', () => {
  it('builds a strict json_schema response format from the zod schema', () => {
    const schema = z.object({ taskDescription: z.string(), subtasks: z.array(z.string()) });
    const format = jsonSchemaResponseFormat(schema, 'task_decomposition');
    expect(format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'task_decomposition', strict: true, schema: z.toJSONSchema(schema, { target: 'draft-7' }) },
    });
    expect(format.json_schema.schema).toMatchObject({ additionalProperties: false, required: ['taskDescription', 'subtasks'] });
  });

  it('is plain data (survives a JSON round trip unchanged)', () => {
    const format = jsonSchemaResponseFormat(z.object({ n: z.number().nullable() }), 'n');
    expect(JSON.parse(JSON.stringify(format))).toEqual(format);
  });

  it('refuses names the API does not allow', () => {
    expect(() => jsonSchemaResponseFormat(z.object({}), 'task decomposition')).toThrow(/schema name 'task decomposition'/);
  });

  it('refuses optional fields strict mode cannot express, naming the schema', () => {
    expect(() => jsonSchemaResponseFormat(z.object({ note: z.string().optional() }), 'plan')).toThrow(
      /schema 'plan' cannot be used for strict structured outputs/,
    );
  });

  it('keeps string length limits in the request (and so in its key)', () => {
    const schema = z.object({ name: z.string().min(1).max(40), items: z.array(z.string().min(1)).min(1).max(5) });
    const sent = jsonSchemaResponseFormat(schema, 'limits').json_schema.schema as {
      properties: { name: Record<string, unknown>; items: { minItems: number; maxItems: number; items: Record<string, unknown> } };
    };
    expect(sent.properties.name).toEqual({ type: 'string', minLength: 1, maxLength: 40 });
    expect(sent.properties.items).toMatchObject({ minItems: 1, maxItems: 5, items: { type: 'string', minLength: 1 } });
  });

  it("leaves string lengths out of what OpenAI's own API is sent, and keeps the rest", () => {
    const format = jsonSchemaResponseFormat(z.object({ name: z.string().min(1).max(40), items: z.array(z.string().max(9)).max(5) }), 'limits');
    const wire = withoutStringLengths(format).json_schema.schema as { properties: { name: object; items: { maxItems: number; items: object } } };
    expect(wire.properties.name).toEqual({ type: 'string' });
    expect(wire.properties.items).toMatchObject({ maxItems: 5, items: { type: 'string' } });
    expect(format.json_schema.schema).toHaveProperty('properties.name.maxLength', 40);
  });

  it('knows which endpoints accept string lengths', () => {
    expect(acceptsStringLengths('https://api.openai.com/v1')).toBe(false);
    expect(acceptsStringLengths('http://127.0.0.1:8080/v1')).toBe(true);
    expect(acceptsStringLengths('http://localhost:11434/v1')).toBe(true);
  });
});
