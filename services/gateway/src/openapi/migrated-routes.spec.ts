import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROUTES } from './api-routes.js';
import { buildOpenApiDocument } from './openapi-document.js';

/**
 * The routes moved from the hand-kept tables to `@HttpRoute` contracts keep their part of
 * the OpenAPI document byte for byte: each operation, the order of their paths and the
 * document's tags, as the tables produced them (migrated-routes.before.json).
 */
const before = JSON.parse(readFileSync(join(import.meta.dirname, 'migrated-routes.before.json'), 'utf8')) as {
  tags: unknown[];
  paths: Record<string, unknown>;
};
const document = buildOpenApiDocument(API_ROUTES);

describe('the routes migrated to @HttpRoute', () => {
  it.each(Object.keys(before.paths))('describe %s as the route tables did, byte for byte', (path) => {
    expect(JSON.stringify(document.paths[path], null, 2)).toBe(JSON.stringify(before.paths[path], null, 2));
  });

  it('keep their paths in the same order, and the tags theirs', () => {
    const migrated = new Set(Object.keys(before.paths));
    expect(Object.keys(document.paths).filter((path) => migrated.has(path))).toEqual(Object.keys(before.paths));
    expect(JSON.stringify(document.tags)).toBe(JSON.stringify(before.tags));
  });
});
