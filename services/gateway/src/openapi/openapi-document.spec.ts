import { validate } from '@readme/openapi-parser';
import { adminRoutes } from '../admin/admin-route-list.js';
import { BULL_BOARD_PATH } from '../admin/bull-board.js';
import { API_ROUTES } from './api-routes.js';
import { buildOpenApiDocument, openApiPath, operationIdOf, type OpenApiDocument } from './openapi-document.js';

/** The validator dereferences in place: it gets a copy. */
const validateDocument = (document: OpenApiDocument) => validate(structuredClone(document) as unknown as Parameters<typeof validate>[0]);

type Operation = OpenApiDocument['paths'][string][string];

const document = buildOpenApiDocument(API_ROUTES);
const operation = (method: string, path: string): Operation => {
  const found = document.paths[openApiPath(path)]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
const parameterNames = (op: Operation) => (op.parameters as { name?: string; $ref?: string }[]).map((parameter) => parameter.name ?? parameter.$ref);
const contentOf = (op: Operation, status: string) => (op.responses[status] as { content?: Record<string, { schema: Record<string, unknown> }> }).content ?? {};

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await validateDocument(document);
    expect(result).toMatchObject({ valid: true, specification: 'OpenAPI' });
    expect(document.openapi).toBe('3.1.0');
  });

  it('is checked by a validator that refuses a broken document', async () => {
    const broken = structuredClone(document);
    // A path parameter the operation does not declare.
    broken.paths['/api/user/photos/{id}/{nothing}'] = { get: { operationId: 'broken', responses: { 200: { description: 'x' } } } };
    expect(await validateDocument(broken)).toMatchObject({ valid: false });
  });

  it("writes every pattern so that Python's tooling compiles it too (no Unicode property escapes)", () => {
    const patterns: string[] = [];
    JSON.stringify(document, (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.push(value);
      return value;
    });
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((pattern) => /\\[pP]\{/.test(pattern))).toEqual([]);
  });

  it('gives every operation its own id', () => {
    const ids = API_ROUTES.map(operationIdOf);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf({ method: 'GET', path: '/api/user/photos/:id' })).toBe('getApiUserPhotosById');
  });

  it("takes request and answer shapes from the contracts' zod schemas", () => {
    const myPhotos = operation('GET', '/api/user/photos');
    expect(parameterNames(myPhotos)).toEqual(expect.arrayContaining(['cursor', 'limit', 'category', 'visibility', 'q']));
    const page = contentOf(myPhotos, '200')['application/json']?.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(page.properties)).toEqual(expect.arrayContaining(['items', 'nextCursor']));
    expect(contentOf(myPhotos, '401')['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
  });

  it('keeps the format of e-mail addresses and dates in requests, which are read before their checks', () => {
    const requestSchema = (method: string, path: string) =>
      ((operation(method, path).requestBody as { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> }).content[
        'application/json'
      ]?.schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    expect(requestSchema('POST', '/api/contact').email).toMatchObject({ type: 'string', format: 'email' });
    expect(requestSchema('POST', '/api/client-galleries').expiresAt).toMatchObject({
      anyOf: expect.arrayContaining([expect.objectContaining({ type: 'string', format: 'date-time' })]),
    });
  });

  it('documents the 415 of every JSON body sent as something else', () => {
    const withJsonBodies = API_ROUTES.filter((route) => route.body?.kind === 'json');
    expect(withJsonBodies.length).toBeGreaterThan(20);
    expect(withJsonBodies.filter((route) => !operation(route.method, route.path).responses['415']).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('says who may call each route', () => {
    expect(operation('GET', '/api/templates').security).toEqual([]);
    expect(operation('GET', '/api/user/photos')).toMatchObject({ security: [{ session: [] }], 'x-lumafolio-access': 'session' });
    expect(operation('GET', '/api/photos').security).toEqual([{}, { session: [] }]);
    const overview = operation('GET', '/api/admin/overview');
    expect(overview['x-lumafolio-access']).toBe('admin');
    expect(Object.keys(overview.responses)).toEqual(expect.arrayContaining(['401', '403']));
  });

  it('documents every route behind the admin check as admin-only', () => {
    // A global banner's palette is admin-only, but its route also serves each user's own banner.
    const sharedWithOwners = 'POST /api/hero-images/:id/extract-colors';
    // Bull Board's own API under its page is Bull Board's, not described here.
    for (const route of adminRoutes().filter(({ path }) => !path.startsWith(`${BULL_BOARD_PATH}/`))) {
      const op = operation(route.method, route.path);
      if (`${route.method} ${route.path}` === sharedWithOwners) expect(op.responses['403']).toBeDefined();
      else expect([`${route.method} ${route.path}`, op['x-lumafolio-access']]).toEqual([`${route.method} ${route.path}`, 'admin']);
    }
  });

  it('asks for the CSRF header on state-changing API calls, except the page-view beacon', () => {
    expect(parameterNames(operation('POST', '/api/contact'))).toContain('#/components/parameters/RequestedWith');
    expect(parameterNames(operation('DELETE', '/api/user/photos/:id'))).toContain('#/components/parameters/RequestedWith');
    expect(parameterNames(operation('GET', '/api/user/photos'))).not.toContain('#/components/parameters/RequestedWith');
    const beacon = operation('POST', '/api/page-views');
    expect(parameterNames(beacon)).not.toContain('#/components/parameters/RequestedWith');
    expect(Object.keys((beacon.requestBody as { content: object }).content)).toEqual(['application/json', 'text/plain']);
  });

  it('describes uploads, event streams, redirects and images', () => {
    const upload = (
      operation('POST', '/api/photos/upload').requestBody as {
        content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }>;
      }
    ).content['multipart/form-data']?.schema;
    expect(upload?.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload?.required).toEqual(expect.arrayContaining(['image', 'title', 'category']));
    expect(Object.keys(operation('POST', '/api/photos/upload').responses)).toEqual(expect.arrayContaining(['201', '413', '415', '429']));

    const events = contentOf(operation('GET', '/api/user/photos/events'), '200')['text/event-stream'] as unknown as Record<string, Record<string, unknown>>;
    expect(events['x-lumafolio-events']?.photo).toMatchObject({ type: 'object' });

    expect(operation('GET', '/api/login').responses['302']).toMatchObject({ headers: { Location: { required: true } } });
    expect(Object.keys(contentOf(operation('GET', '/api/heroes/:heroId/:file'), '200'))).toEqual(['image/webp']);
  });

  it('describes the resumable upload endpoint as a tus client sees it: discovery, offsets and refusals', () => {
    const discovery = operation('OPTIONS', '/api/photos/tus');
    expect(discovery.security).toEqual([]);
    expect(discovery.responses['204']).toMatchObject({ headers: { 'Tus-Version': {}, 'Tus-Extension': {}, 'Tus-Max-Size': {} } });
    expect(JSON.stringify(discovery.responses['204'])).toContain('creation,creation-with-upload,termination,expiration');

    const offset = operation('HEAD', '/api/photos/tus/:id');
    expect(offset.security).toEqual([{ session: [] }]);
    expect(offset.responses['200']).toMatchObject({ headers: { 'Upload-Offset': {}, 'Upload-Length': {}, 'Upload-Photo-Id': {} } });
    expect(Object.keys(offset.responses)).toEqual(expect.arrayContaining(['401', '404', '412']));
    expect(Object.values(offset.responses).filter((response) => (response as { content?: unknown }).content)).toEqual([]);

    const creation = operation('POST', '/api/photos/tus');
    expect(creation.responses['201']).toMatchObject({ headers: { Location: {}, 'Upload-Offset': {} } });
    expect(contentOf(creation, '412')['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(contentOf(creation, '501')['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    // A creation sent again with its idempotency key: another file under that key, or the first still being made.
    expect(Object.keys(creation.responses)).toEqual(expect.arrayContaining(['409', '423']));
    expect(creation.description).toContain('idempotencyKey');
  });
});
