import type { z } from 'zod';
import { stringKindOf } from './clean-text.js';

/** What a schema is read as: what a client or another process sends, an answer, or either. */
export type SchemaSide = 'input' | 'answer' | 'either';

/** A string field that breaks the rule of typed strings, by its path in the schema. */
export interface UntypedString {
  path: string;
  problem: 'plain string' | 'server text in an input' | 'no length limit in an input';
}

/** The longest value a string schema admits, or undefined when nothing bounds it. */
function maximumLengthOf(schema: z.core.$ZodType): number | undefined {
  const checks = ((schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? []).map(
    (check) => check._zod.def as { check: string; maximum?: number; length?: number },
  );
  const limits = checks.flatMap((check) => (check.check === 'max_length' ? [check.maximum] : check.check === 'length_equals' ? [check.length] : []));
  const finite = limits.filter((limit): limit is number => typeof limit === 'number' && Number.isFinite(limit));
  return finite.length > 0 ? Math.min(...finite) : undefined;
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const isSchema = (value: unknown): value is z.core.$ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/**
 * Every string in `schema` (objects, arrays, unions, records, tuples, pipes, wrappers,
 * lazy schemas) that was not built by one of the typed string constructors of
 * clean-text.ts, that is server text on the input side, or that an input admits at any
 * length (a stranger could send megabytes to be cleaned, checked and stored).
 */
export function untypedStrings(
  schema: z.core.$ZodType,
  side: SchemaSide,
  path = '$',
  lazySeen = new Set<z.core.$ZodType>(),
  boundedByPipe = false,
): UntypedString[] {
  const def = schema._zod.def as Def;
  const walk = (child: unknown, at: string, bounded = false) => (isSchema(child) ? untypedStrings(child, side, at, lazySeen, bounded) : []);
  switch (def.type) {
    case 'string': {
      const kind = stringKindOf(schema);
      if (!kind) return [{ path, problem: 'plain string' }];
      if (side !== 'input') return [];
      if (kind === 'server-text') return [{ path, problem: 'server text in an input' }];
      return boundedByPipe || maximumLengthOf(schema) !== undefined ? [] : [{ path, problem: 'no length limit in an input' }];
    }
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, child]) => walk(child, `${path}.${key}`)),
        ...walk(def.catchall, `${path}[*]`),
      ];
    case 'array':
    case 'set':
      return walk(def.element ?? def.valueType, `${path}[]`);
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option, index) => walk(option, `${path}|${index}`));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'record':
    case 'map':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'tuple':
      return [...(def.items as z.core.$ZodType[]).flatMap((item, index) => walk(item, `${path}[${index}]`)), ...walk(def.rest, `${path}[...]`)];
    case 'pipe': {
      // A typed string piped into a string format (an e-mail, a URL) is typed by its input.
      const typedIntoString = isSchema(def.in) && stringKindOf(def.in) !== undefined && isSchema(def.out) && (def.out._zod.def as Def).format !== undefined;
      if (!typedIntoString) return [...walk(def.in, path), ...walk(def.out, path)];
      return walk(def.in, path, maximumLengthOf(def.out as z.core.$ZodType) !== undefined);
    }
    case 'lazy': {
      // A lazy schema may refer to itself: each is walked once.
      if (lazySeen.has(schema)) return [];
      lazySeen.add(schema);
      return walk((def.getter as () => unknown)(), path);
    }
    default:
      return 'innerType' in def ? walk(def.innerType, path) : [];
  }
}

/**
 * The untyped strings of every schema reachable from `exported` (a module's exports): RPC
 * definitions, jobs, events, queues and schemas on their own. What a client sends is
 * walked as an input by the gateway's walk of its routes (params, query, body).
 */
export function untypedStringsOfExports(exported: Readonly<Record<string, unknown>>): UntypedString[] {
  const found: UntypedString[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, side: SchemaSide, path: string, depth: number): void => {
    if (typeof value !== 'object' || value === null || seen.has(value) || depth > 4) return;
    seen.add(value);
    if (isSchema(value)) {
      found.push(...untypedStrings(value, side, path));
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, side, `${path}[${index}]`, depth + 1));
      return;
    }
    if (Object.getPrototypeOf(value) !== Object.prototype) return;
    for (const [key, child] of Object.entries(value)) {
      visit(child, side, `${path}.${key}`, depth + 1);
    }
  };
  for (const [name, value] of Object.entries(exported)) visit(value, 'either', name, 0);
  return found;
}
