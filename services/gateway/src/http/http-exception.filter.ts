import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type {} from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { ServiceNotAnsweringError } from '@lumafolio/server-common';
import { drainRequest } from './drain-request.js';
import { retryAfterSecondsOf, toErrorBody } from './error-response.js';

/** Where an address below a moved portfolio now is (ADR 45); null for any other address. */
export type MovedPortfolioLookup = (url: string) => Promise<string | null>;

/**
 * Every error becomes JSON with the right status. A GET for an unknown non-API path is
 * a client-side route: it gets the SPA's index.html and the router decides; unless it is
 * below a portfolio whose owner changed username, which answers a 301 to its new address.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly spaAvailable: boolean,
    private readonly movedPortfolio: MovedPortfolioLookup = async () => null,
  ) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();

    if (exception instanceof NotFoundException && this.isSpaRoute(request)) {
      // A service that cannot answer now only costs the redirect: the app's page is sent as before.
      const location = await this.movedPortfolio(request.url).catch(() => null);
      if (location) void reply.status(301).header('location', location).header('cache-control', 'no-cache').send();
      else void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    const { unexpected, ...body } = toErrorBody(exception, String(request.id));
    if (unexpected) this.logger.error({ err: exception, url: request.url }, 'request failed');
    // A service known not to answer was logged once by the RPC client (and is counted in the access log).
    else if (exception instanceof ServiceNotAnsweringError)
      this.logger.debug({ service: exception.service, url: request.url }, 'request refused: service not answering');
    // A service down, late or answering outside its contract: the client reads a 502/503, operators read why.
    else if (body.statusCode >= 500) this.logger.warn({ err: exception, url: request.url }, 'request failed upstream');
    // Refused before its body was read (a 413 mid-upload, a full quota): the rest is read and
    // dropped so the client can finish sending and read the answer (bounded), and the
    // connection carries no other request after it.
    if (!request.raw.complete) {
      await drainRequest(request.raw);
      void reply.header('connection', 'close');
    }
    const retryAfter = retryAfterSecondsOf(exception, body.statusCode);
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private isSpaRoute(request: FastifyRequest): boolean {
    if (!this.spaAvailable || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0] ?? '';
    return !path.startsWith('/api/') && path !== '/api' && !/\.[a-z0-9]+$/i.test(path);
  }
}
