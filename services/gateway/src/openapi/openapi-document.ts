import { errorBodySchema } from '@lumafolio/contracts';
import type { Answer, ApiRoute, RequestBody } from './api-route.js';
import { jsonSchemaOf, propertiesOf } from './json-schema.js';

export type OpenApiDocument = Record<string, unknown> & { openapi: string; paths: Record<string, Record<string, Operation>> };
type Operation = Record<string, unknown> & { operationId: string; responses: Record<string, unknown> };

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCESS_NOTE = {
  anonymous: '',
  'optional-session': 'Signed in or not.',
  session: 'Signed in.',
  admin: 'Administrators only.',
} as const;

/** `/api/user/photos/:id` (Nest's way) as `/api/user/photos/{id}` (OpenAPI's). */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
/** The names of a Nest-style path's parameters, in path order. */
export const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);

/** A stable, readable id: `GET /api/user/photos/:id` is `getApiUserPhotosById`. */
export function operationIdOf(route: Pick<ApiRoute, 'method' | 'path'>): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${route.method.toLowerCase()}${pascal || 'Root'}`;
}

/** The gateway's API as an OpenAPI 3.1 document, built from the route list and the contracts' zod schemas. */
export function buildOpenApiDocument(routes: readonly ApiRoute[]): OpenApiDocument {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    const operations = (paths[openApiPath(route.path)] ??= {});
    const method = route.method.toLowerCase();
    if (operations[method]) throw new Error(`${route.method} ${route.path} is listed twice`);
    operations[method] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lumafolio API',
      version: '1',
      description:
        'The HTTP API of the Lumafolio gateway, generated from the zod contracts the gateway and the services validate with. ' +
        'Signed-in routes read the session cookie set by the sign-in (`GET /api/login`). Every state-changing `/api/` request must come from ' +
        "the site's own origin (`Origin` or `Referer`) and carry `X-Requested-With: XMLHttpRequest`. Errors share one JSON body (`ErrorBody`).",
    },
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'lf_session',
          description: 'The session cookie set by the sign-in (`__Host-lf_session` on HTTPS).',
        },
      },
      parameters: {
        RequestedWith: {
          name: 'X-Requested-With',
          in: 'header',
          required: true,
          description: 'Required on every state-changing request (CSRF defence), with the same-origin `Origin`.',
          schema: { type: 'string', const: 'XMLHttpRequest' },
        },
      },
    },
  };
}

function operationOf(route: ApiRoute): Operation {
  const note = ACCESS_NOTE[route.access];
  const description = [route.description, note].filter(Boolean).join('\n\n');
  const body = route.body ? requestBodyOf(route.body) : undefined;
  return {
    operationId: operationIdOf(route),
    tags: [route.tag],
    summary: route.summary,
    ...(description ? { description } : {}),
    security: securityOf(route),
    parameters: parametersOf(route),
    ...(body ? { requestBody: body } : {}),
    responses: route.method === 'HEAD' ? withoutBodies(responsesOf(route)) : responsesOf(route),
    'x-lumafolio-access': route.access,
    ...(route.notFuzzedSignedIn ? { 'x-lumafolio-not-fuzzed-signed-in': route.notFuzzedSignedIn } : {}),
  };
}

function securityOf(route: ApiRoute): Record<string, string[]>[] {
  if (route.access === 'anonymous') return [];
  if (route.access === 'optional-session') return [{}, { session: [] }];
  return [{ session: [] }];
}

const needsCsrfHeader = (route: ApiRoute) => STATE_CHANGING.has(route.method) && route.path.startsWith('/api/') && route.body?.kind !== 'beacon';

function parametersOf(route: ApiRoute): unknown[] {
  const pathSchemas = route.params ? Object.fromEntries(propertiesOf(route.params, 'input').map(({ name, schema }) => [name, schema])) : {};
  const path = pathParamNames(route.path).map((name) => ({ name, in: 'path', required: true, schema: pathSchemas[name] ?? { type: 'string' } }));
  const query = route.query ? propertiesOf(route.query, 'input').map(({ name, schema, required }) => ({ name, in: 'query', required, schema })) : [];
  return [...path, ...query, ...(needsCsrfHeader(route) ? [{ $ref: '#/components/parameters/RequestedWith' }] : [])];
}

function requestBodyOf(body: RequestBody): Record<string, unknown> {
  if (body.kind === 'json') return { required: true, content: { 'application/json': { schema: jsonSchemaOf(body.schema, 'input') } } };
  if (body.kind === 'beacon') {
    const schema = jsonSchemaOf(body.schema, 'input');
    return { required: true, content: { 'application/json': { schema }, 'text/plain': { schema } } };
  }
  if (body.kind === 'binary')
    return { required: true, content: { [body.contentType]: { schema: { type: 'string', format: 'binary', description: body.description } } } };
  const fields = propertiesOf(body.fields, 'input');
  const files = Object.entries(body.files);
  const properties = {
    ...Object.fromEntries(fields.map(({ name, schema }) => [name, schema])),
    ...Object.fromEntries(files.map(([name, file]) => [name, { type: 'string', format: 'binary', description: file.description }])),
  };
  const required = [...fields.filter((field) => field.required).map((field) => field.name), ...files.filter(([, file]) => file.required).map(([name]) => name)];
  return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } } };
}

function responseOf(answer: Answer): Record<string, unknown> {
  const { description } = answer;
  const binary = { type: 'string', format: 'binary' };
  switch (answer.kind) {
    case 'json':
      return { description, content: { 'application/json': { schema: jsonSchemaOf(answer.schema, 'output') } } };
    case 'json-or-html':
      return { description, content: { 'application/json': { schema: jsonSchemaOf(answer.schema, 'output') }, 'text/html': { schema: { type: 'string' } } } };
    case 'empty':
      return { description, ...(answer.headers ? { headers: headersOf(answer.headers) } : {}) };
    case 'redirect':
      return { description, headers: { Location: { required: true, schema: { type: 'string' } } } };
    case 'html':
      return { description, content: { 'text/html': { schema: { type: 'string' } } } };
    case 'text':
      return { description, content: { [answer.contentType]: { schema: { type: 'string' } } } };
    case 'image':
      return { description, content: Object.fromEntries(answer.contentTypes.map((type) => [type, { schema: binary }])) };
    case 'file':
      return { description, content: { '*/*': { schema: binary } } };
    case 'event-stream': {
      const events = Object.fromEntries(Object.entries(answer.events).map(([name, schema]) => [name, jsonSchemaOf(schema, 'output')]));
      return { description, content: { 'text/event-stream': { schema: { type: 'string' }, 'x-lumafolio-events': events } } };
    }
  }
}

/** Every answer to HEAD is without a body, its errors too. */
const withoutBodies = (responses: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(responses as Record<string, Record<string, unknown>>).map(([status, { content: _content, ...response }]) => [status, response]),
  );

const headersOf = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]));

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_BODY_REF } },
});

/** The success answer, the errors the route's inputs and access imply, and ErrorBody for any other status. */
function responsesOf(route: ApiRoute): Record<string, unknown> {
  const errors = new Map<number, string>();
  const add = (status: number, why: string) => errors.set(status, errors.has(status) ? `${errors.get(status)}; ${why}` : why);
  if (route.query || route.body) add(400, 'The request does not fit its schema.');
  if (route.body?.kind === 'json' || route.body?.kind === 'beacon') add(415, 'A body that is not JSON (e.g. form-encoded).');
  if (route.body?.kind === 'multipart') {
    add(413, 'Too large, or more than one file.');
    add(415, 'Not multipart/form-data, or a file of a type not accepted.');
  }
  if (route.access === 'session' || route.access === 'admin') add(401, 'Not signed in.');
  if (route.access === 'admin') add(403, 'Signed in, but not as an administrator.');
  if (needsCsrfHeader(route) || route.body?.kind === 'beacon') add(403, 'A cross-site request (CSRF check).');
  if (route.path.includes(':')) add(404, 'Nothing at this address (or not yours).');
  for (const status of route.errors ?? []) add(status, 'See the description.');
  const retryAfter = { 'Retry-After': { schema: { type: 'string' }, description: 'Seconds to wait.' } };
  const responses: Record<string, unknown> = { [String(route.status)]: responseOf(route.answer) };
  for (const [status, answer] of Object.entries(route.otherAnswers ?? {})) responses[status] = responseOf(answer);
  if (route.revalidated) responses['304'] = { description: 'Not modified since the ETag in If-None-Match.' };
  for (const [status, why] of [...errors].sort(([a], [b]) => a - b)) responses[String(status)] ??= errorResponse(why);
  if (route.rateLimited) responses['429'] = errorResponse('Too many requests: try again after Retry-After seconds.', retryAfter);
  responses.default = errorResponse('Any other failure, e.g. 502 or 503 when a service is down or late.');
  return responses;
}
