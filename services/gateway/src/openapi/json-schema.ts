import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A contract's schema as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1): `input` for
 * what a client sends (defaults make fields optional), `output` for what the gateway answers.
 * Shapes JSON cannot carry (a transform's result) become "any". Every schema is inlined, so
 * a `$defs` (a recursive schema) would point nowhere inside the document: refused.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  if ('$defs' in converted) throw new Error('a recursive schema cannot be inlined into the OpenAPI document');
  return converted;
}

/** The properties of an object schema, each with whether it is required. */
export function propertiesOf(schema: z.ZodObject, io: 'input' | 'output'): { name: string; schema: JsonSchema; required: boolean }[] {
  const converted = jsonSchemaOf(schema, io);
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}
