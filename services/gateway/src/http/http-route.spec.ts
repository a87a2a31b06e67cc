import { Controller, NotFoundException, RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard.js';
import { SessionGuard } from '../auth/session.guard.js';
import { json } from '../openapi/api-route.js';
import { HttpRoute, RouteInput, defineHttpRoute, httpRouteOf, httpRoutesOf, parseRouteInput, readsRouteInput } from './http-route.js';
import { toErrorBody } from './error-response.js';

const idSchema = z.string().regex(/^[a-z]{3}$/, 'Not an id.');
const answer = json(z.object({ ok: z.boolean() }), 'Done.');

const renameThing = defineHttpRoute({
  method: 'PATCH',
  path: '/api/things/:id/names/:slot',
  tag: 'Things',
  summary: 'Renames a thing',
  access: 'session',
  params: z.object({ id: idSchema, slot: z.coerce.number().int() }),
  notFoundWhenMalformed: { id: 'No such thing.' },
  query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
  body: { kind: 'json', schema: z.object({ name: z.string().min(1, 'A name, please.') }) },
  status: 200,
  answer,
});
const listThings = defineHttpRoute({ method: 'GET', path: '/api/things', tag: 'Things', summary: 'Things', access: 'anonymous', status: 200, answer });
const purgeThings = defineHttpRoute({ method: 'DELETE', path: '/api/things', tag: 'Things', summary: 'Purges', access: 'admin', status: 204, answer });

@Controller()
class ThingsController {
  @HttpRoute(listThings)
  list() {
    return [];
  }

  notARoute() {
    return null;
  }

  @HttpRoute(renameThing)
  rename(@RouteInput() input: RouteInput<typeof renameThing>) {
    return input;
  }

  @HttpRoute(purgeThings)
  purge() {
    return undefined;
  }
}

@Controller('api/prefixed')
class PrefixedController {
  @HttpRoute(listThings)
  list() {
    return [];
  }
}

const handler = (name: keyof ThingsController) => ThingsController.prototype[name];

describe('@HttpRoute', () => {
  it("maps the route as Nest would from @Patch/@HttpCode/@UseGuards: method, whole path, status and its access's guards", () => {
    expect(Reflect.getMetadata(METHOD_METADATA, handler('rename'))).toBe(RequestMethod.PATCH);
    expect(Reflect.getMetadata(PATH_METADATA, handler('rename'))).toBe('/api/things/:id/names/:slot');
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, handler('purge'))).toBe(204);
    expect(Reflect.getMetadata(GUARDS_METADATA, handler('rename'))).toEqual([SessionGuard]);
    expect(Reflect.getMetadata(GUARDS_METADATA, handler('purge'))).toEqual([SessionGuard, AdminGuard]);
    expect(Reflect.getMetadata(GUARDS_METADATA, handler('list'))).toBeUndefined();
    expect(httpRouteOf(handler('rename'))).toBe(renameThing);
    expect(httpRouteOf(handler('notARoute'))).toBeUndefined();
  });

  it("lists a controller's contracts in the order its methods are written, and refuses a controller with a path prefix", () => {
    expect(httpRoutesOf(ThingsController)).toEqual([listThings, renameThing, purgeThings]);
    expect(() => httpRoutesOf(PrefixedController)).toThrow(/path prefix/);
  });

  it('knows which handlers read their inputs through @RouteInput()', () => {
    expect(readsRouteInput(ThingsController, 'rename')).toBe(true);
    expect(readsRouteInput(ThingsController, 'list')).toBe(false);
  });
});

describe('@RouteInput()', () => {
  const request = { params: { id: 'abc', slot: '2' }, query: {}, body: { name: 'Tea' } };

  it('hands the handler the parsed path parameters, query and JSON body', () => {
    expect(parseRouteInput(renameThing, request)).toEqual({ params: { id: 'abc', slot: 2 }, query: { dryRun: 'no' }, body: { name: 'Tea' } });
    expect(parseRouteInput(listThings, { params: {}, query: { any: 'x' } })).toEqual({ params: {}, query: undefined, body: undefined });
  });

  it('answers a malformed parameter named in notFoundWhenMalformed as an unknown address', () => {
    const thrown = catchOf(() => parseRouteInput(renameThing, { ...request, params: { id: 'ABC', slot: '2' } }));
    expect(thrown).toBeInstanceOf(NotFoundException);
    expect(toErrorBody(thrown)).toMatchObject({ statusCode: 404, message: 'No such thing.' });
    // Or with a message written from the value given and the request's URL.
    const named = defineHttpRoute({ ...renameThing, notFoundWhenMalformed: { id: (id: string, url: string) => `No thing ${id} at ${url}.` } });
    expect(
      toErrorBody(catchOf(() => parseRouteInput(named, { ...request, params: { id: 'ABC', slot: '2' }, url: '/api/things/ABC/names/2?x' }))),
    ).toMatchObject({
      statusCode: 404,
      message: 'No thing ABC at /api/things/ABC/names/2?x.',
    });
  });

  it('refuses any other malformed input with the 400 the same schema.parse in the handler gave, details included', () => {
    const slot = catchOf(() => parseRouteInput(renameThing, { ...request, params: { id: 'abc', slot: 'two' } }));
    expect(toErrorBody(slot)).toEqual(toErrorBody(catchOf(() => z.coerce.number().int().parse('two'))));
    expect(toErrorBody(slot)).toMatchObject({ statusCode: 400 });

    const body = catchOf(() => parseRouteInput(renameThing, { ...request, body: { name: '' } }));
    expect(toErrorBody(body)).toMatchObject({ statusCode: 400, message: 'A name, please.' });
    // No body at all reads as an empty object, as `schema.parse(body ?? {})` did.
    expect(toErrorBody(catchOf(() => parseRouteInput(renameThing, { ...request, body: undefined })))).toEqual(
      toErrorBody(catchOf(() => renameThing.body.schema.parse({}))),
    );
    expect(toErrorBody(catchOf(() => parseRouteInput(renameThing, { ...request, query: { dryRun: 'maybe' } })))).toMatchObject({ statusCode: 400 });
  });

  it('checks the path parameters before the query and the body', () => {
    const thrown = catchOf(() => parseRouteInput(renameThing, { params: { id: 'ABC', slot: '2' }, query: { dryRun: 'maybe' }, body: {} }));
    expect(thrown).toBeInstanceOf(NotFoundException);
  });
});

function catchOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
}
