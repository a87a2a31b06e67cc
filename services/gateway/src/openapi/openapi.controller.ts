import { Controller, Header, Inject, Res } from '@nestjs/common';
import { serverText } from '@lumafolio/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json, type ApiRoute } from './api-route.js';
import { DOCS_ASSETS, DOCS_PAGE, docsAsset } from './docs-page.js';
import { buildOpenApiDocument } from './openapi-document.js';

/** The routes the document describes (API_ROUTES, given by the module; this controller is among the site's there). */
export const DOCUMENTED_ROUTES = Symbol('DOCUMENTED_ROUTES');

const openApiDocument = defineHttpRoute({
  method: 'GET',
  path: '/api/openapi.json',
  tag: 'Operations',
  summary: 'This document',
  access: 'anonymous',
  status: 200,
  answer: json(z.looseObject({ openapi: serverText() }), 'OpenAPI 3.1.'),
});

const docsPage = defineHttpRoute({
  method: 'GET',
  path: '/api/docs',
  tag: 'Operations',
  summary: 'This document, to browse',
  access: 'anonymous',
  status: 200,
  answer: { kind: 'html', description: 'The API reference.' },
});

const docsFile = defineHttpRoute({
  method: 'GET',
  path: '/api/docs/:file',
  tag: 'Operations',
  summary: "The API reference's script and style sheet",
  access: 'anonymous',
  params: z.object({ file: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'docs.js']) }),
  notFoundWhenMalformed: { file: (file) => `Resource not found: /api/docs/${file}` },
  status: 200,
  answer: { kind: 'file', description: 'The file.' },
});

/** GET /api/openapi.json (the API as OpenAPI 3.1) and /api/docs (the same, to browse). */
@Controller()
export class OpenApiController {
  private documentJson: string | undefined;

  constructor(@Inject(DOCUMENTED_ROUTES) private readonly routes: readonly ApiRoute[]) {}

  @HttpRoute(openApiDocument)
  document(@Res() reply: FastifyReply): void {
    this.documentJson ??= JSON.stringify(buildOpenApiDocument(this.routes));
    void reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(this.documentJson);
  }

  @HttpRoute(docsPage)
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  page(): string {
    return DOCS_PAGE;
  }

  @HttpRoute(docsFile)
  async asset(@RouteInput() { params }: RouteInput<typeof docsFile>, @Res() reply: FastifyReply): Promise<void> {
    const content = await docsAsset(params.file);
    void reply.header('content-type', DOCS_ASSETS[params.file].contentType).header('cache-control', 'public, max-age=3600').send(content);
  }
}
