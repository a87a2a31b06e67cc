import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profile } from '@lumafolio/dev-stack';
import { createLogger } from '@lumafolio/server-common';
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate } from '@readme/openapi-parser';
import { loadGatewayConfig } from '../src/config.js';
import { createGateway } from '../src/create-gateway.js';
import { httpRouteOf, readsRouteInput } from '../src/http/http-route.js';
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from '../src/openapi/openapi-document.js';

/** The validator dereferences in place: it gets a copy. */
const validateDocument = (document: OpenApiDocument) => validate(structuredClone(document) as unknown as Parameters<typeof validate>[0]);

/**
 * The document against the routes the gateway really registers (Fastify's onRoute, with
 * the gateway built as main.ts builds it, on the test profile's NATS and Redis): a route
 * added to a controller without its entry in the route list fails here, and so does an
 * entry whose route is gone. A route declared with `@HttpRoute` is checked whole: its
 * operation is its contract's, and its handler validates with that contract.
 */
const BULL_BOARD_OWN_ROUTES = /^\/admin\/queues\//; // Bull Board's own UI and API, behind the admin check: not ours to describe.

describe('the OpenAPI document covers the gateway', () => {
  let app: NestFastifyApplication;
  let webDist: string;
  const registered = new Set<string>();
  let document: OpenApiDocument;

  beforeAll(async () => {
    // No web app build: its static files are not API routes (the pages rendered by controllers still are).
    webDist = mkdtempSync(join(tmpdir(), 'openapi-no-web-'));
    const config = loadGatewayConfig({ ...profile('test').envFor('gateway'), WEB_DIST_DIR: webDist, LOG_LEVEL: 'silent' });
    app = await createGateway(config, createLogger('gateway', 'silent'));
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
      });
    await app.init();
    const answer = await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json<OpenApiDocument>();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const documented = () =>
    Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));

  it('sees the routes the controllers register', () => {
    expect(registered.size).toBeGreaterThan(90);
    expect([...registered]).toEqual(expect.arrayContaining(['GET /api/user/photos', 'POST /api/photos/upload', 'GET /api/openapi.json']));
  });

  it('documents every route the gateway registers, HEAD and OPTIONS too where a controller serves them', () => {
    // Fastify answers HEAD beside each GET by itself: that one is the GET's.
    const headOfGet = (route: string) => route.startsWith('HEAD ') && registered.has(route.replace(/^HEAD /, 'GET '));
    const missing = [...registered]
      .filter((route) => !BULL_BOARD_OWN_ROUTES.test(route.split(' ')[1] ?? '') && !headOfGet(route))
      .filter((route) => {
        const [method, path = ''] = route.split(' ');
        return !documented().includes(`${method} ${openApiPath(path)}`);
      });
    expect(missing).toEqual([]);
  });

  it('documents no route the gateway does not have', () => {
    const fastify = app.getHttpAdapter().getInstance();
    const phantom = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => ({ method: method.toUpperCase() as 'GET', url: path.replace(/\{([^}]+)\}/g, ':$1') }))
        .filter((route) => !fastify.hasRoute(route))
        .map((route) => `${route.method} ${route.url}`),
    );
    expect(phantom).toEqual([]);
  });

  /** Every handler Nest maps, with its controller and its `@HttpRoute` contract if it has one. */
  const mappedHandlers = () =>
    [...app.get(ModulesContainer).values()].flatMap((module) =>
      [...module.controllers.values()].flatMap(({ metatype }) => {
        const controller = metatype as Type;
        const prototype = controller.prototype as Record<string, unknown>;
        return Object.getOwnPropertyNames(prototype)
          .filter(
            (name) => name !== 'constructor' && typeof prototype[name] === 'function' && Reflect.getMetadata(PATH_METADATA, prototype[name]) !== undefined,
          )
          .map((name) => ({ controller, name, at: `${controller.name}.${name}`, route: httpRouteOf(prototype[name]) }));
      }),
    );

  it('documents each route declared with @HttpRoute as its contract says, shapes included, and validates its inputs with that contract', () => {
    const declared = mappedHandlers().filter(({ route }) => route);
    expect(declared.length).toBeGreaterThanOrEqual(67);
    const readsItsOwnInputs = new Set([
      // The pages take their address as it comes: a malformed token or segment gets the page's own answer (a 404 page, the web app), not an error body.
      'ClientGalleryPageController.page',
      'SpaPagesController.portfolio',
      'SpaPagesController.shortPortfolio',
      // A malformed banner or photo id in the body is the same 404 as an unknown one, not the schema's 400.
      'HeroSelectionController.setGlobal',
      'HeroSelectionController.setCustom',
      // A filled-in honeypot is refused with its own message, not the schema's.
      'ContactController.send',
      // Whatever Google sends back, the answer is the album page, not an error body.
      'GooglePhotosConnectController.callback',
      // Any returnTo lands somewhere safe (safeReturnTo), not on an error body.
      'AuthController.login',
      // Any key that is not a file of the photo store is the same 400 with one message, not the schema's.
      'AdminObjectStorageController.file',
      // An address or signature that does not fit is the same 404 as a photo that does not exist, not the schema's 400.
      'ImagesController.serve',
    ]);
    for (const { controller, name, at, route } of declared) {
      if (!route) continue;
      const handler = (controller.prototype as Record<string, object>)[name] as object;
      // Nest maps the contract's method and whole path, and Fastify has that route.
      expect([at, RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod], Reflect.getMetadata(PATH_METADATA, handler)]).toEqual([
        at,
        route.method,
        route.path,
      ]);
      expect([at, registered.has(`${route.method} ${route.path}`)]).toEqual([at, true]);
      // The document's operation is the contract's: path, query and body schemas, answers, errors and access.
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect([at, operation]).toEqual([at, buildOpenApiDocument([route]).paths[openApiPath(route.path)]?.[route.method.toLowerCase()]]);
      // And the handler reads its inputs through the same contract.
      const hasInputs = Boolean(route.params || route.query || route.body?.kind === 'json');
      if (hasInputs && !readsItsOwnInputs.has(at)) expect([at, readsRouteInput(controller, name)]).toEqual([at, true]);
    }
  });

  it('has no controller mixing @HttpRoute contracts with routes mapped by hand', () => {
    const handlers = mappedHandlers();
    const withContracts = new Set(handlers.filter(({ route }) => route).map(({ controller }) => controller));
    expect(handlers.filter(({ controller, route }) => withContracts.has(controller) && !route).map(({ at }) => at)).toEqual([]);
  });

  it('serves a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(await validateDocument(document)).toMatchObject({ valid: true });
  });

  it('serves the browsable reference from its own origin under the strict CSP', async () => {
    const fastify = app.getHttpAdapter().getInstance();
    const page = await fastify.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scriptSrc = String(page.headers['content-security-policy']).match(/script-src ([^;]+)/)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    // No inline script: each one is a file of this origin, and each answers.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', inline = ''] of scripts) {
      expect(inline.trim()).toBe('');
      const src = attributes.match(/src="([^"]+)"/)?.[1] ?? '';
      expect(src).toMatch(/^\/api\/docs\//);
      const file = await fastify.inject({ method: 'GET', url: src });
      expect([src, file.statusCode, file.headers['content-type']]).toEqual([src, 200, expect.stringMatching(/^text\/javascript/)]);
    }
    const stylesheet = page.body.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1] ?? '';
    expect((await fastify.inject({ method: 'GET', url: stylesheet })).statusCode).toBe(200);
    expect((await fastify.inject({ method: 'GET', url: '/api/docs/package.json' })).statusCode).toBe(404);
  });

  it('answers a path Fastify refuses before any route with the documented error body (found by the fuzzer)', async () => {
    const fastify = app.getHttpAdapter().getInstance();
    const tooLong = await fastify.inject({ method: 'GET', url: `/api/portfolio/${'a'.repeat(150)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.headers['content-type']).toMatch(/^application\/json/);
    expect(tooLong.json()).toEqual({ statusCode: 414, error: 'Uri Too Long', message: 'This address is too long.', requestId: expect.any(String) });
  });
});
