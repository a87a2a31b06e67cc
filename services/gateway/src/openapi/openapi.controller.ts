import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API_ROUTES } from './api-routes.js';
import { DOCS_ASSETS, DOCS_PAGE, docsAsset, isDocsAsset } from './docs-page.js';
import { buildOpenApiDocument } from './openapi-document.js';

/** GET /api/openapi.json (the API as OpenAPI 3.1) and /api/docs (the same, to browse). */
@Controller('api')
export class OpenApiController {
  private documentJson: string | undefined;

  @Get('openapi.json')
  document(@Res() reply: FastifyReply): void {
    this.documentJson ??= JSON.stringify(buildOpenApiDocument(API_ROUTES));
    void reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(this.documentJson);
  }

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  page(): string {
    return DOCS_PAGE;
  }

  @Get('docs/:file')
  async asset(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    if (!isDocsAsset(file)) throw new NotFoundException(`Resource not found: /api/docs/${file}`);
    const content = await docsAsset(file);
    void reply.header('content-type', DOCS_ASSETS[file].contentType).header('cache-control', 'public, max-age=3600').send(content);
  }
}
