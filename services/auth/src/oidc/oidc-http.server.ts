import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { UserRepository } from '@lumafolio/dal';
import type { Redis } from 'ioredis';
import type Provider from 'oidc-provider';
import type { Logger } from 'pino';
import { AuthConfig } from '../config.js';
import { SignUpService } from '../sign-up/sign-up.service.js';
import { REDIS } from '../tokens.js';
import { AccountsService } from '../users/accounts.service.js';
import { readFont, SIGN_OUT_SCRIPT, STYLESHEET } from './assets.js';
import { send } from './http-helpers.js';
import { InteractionRoutes } from './interactions.js';
import { clientOrigins, createOidcProvider, pageHeaders } from './provider.js';
import { errorPage } from './views.js';
import { InjectLogger } from '@lumafolio/server-common';

const ASSET_CACHE = 'public, max-age=86400';
const FONT_CACHE = 'public, max-age=31536000, immutable';

/**
 * The identity provider's HTTP side: a plain node:http server beside the NATS listener,
 * opened when the Nest application boots and closed before it shuts down. It serves the
 * interaction pages, their assets under /ui/, /healthz, and hands everything else
 * (discovery, /auth, /token, /jwks, /me, /session/end…) to oidc-provider.
 */
@Injectable()
export class OidcHttpServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private server?: Server;
  private provider?: Provider;
  private interactions?: InteractionRoutes;
  private providerCallback?: (req: IncomingMessage, res: ServerResponse) => unknown;

  constructor(
    private readonly config: AuthConfig,
    private readonly accounts: AccountsService,
    private readonly signUps: SignUpService,
    private readonly users: UserRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** The address it listens on (after boot). */
  get address(): AddressInfo | null {
    const address = this.server?.address();
    return address && typeof address === 'object' ? address : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { config, logger } = this;
    this.provider = createOidcProvider({ config, users: this.users, redis: this.redis, logger });
    this.interactions = new InteractionRoutes(this.provider, this.accounts, this.signUps, config, logger);
    this.providerCallback = this.provider.callback();
    const server = createServer({ requestTimeout: 30_000, headersTimeout: 15_000 }, (req, res) => void this.handle(req, res));
    // Longer than any client keeps an idle connection (undici 4 s, the gateway's token requests
    // among them; Fastify's gateway keeps 72 s): the client closes first, so no request goes out
    // on a connection the server has just closed (a busy client's late timer met Node's 5 s
    // default as "other side closed").
    server.keepAliveTimeout = 72_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.AUTH_HTTP_PORT, config.AUTH_HTTP_HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    logger.info({ issuer: config.AUTH_ISSUER_URL, host: config.AUTH_HTTP_HOST, port: config.AUTH_HTTP_PORT }, 'identity provider listening');
  }

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), 2_000);
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });
    this.logger.info('identity provider stopped');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (this.config.AUTH_ISSUER_URL.startsWith('https:')) {
        // This server speaks plain HTTP; an https issuer means TLS ends in front of it.
        req.headers['x-forwarded-proto'] = 'https';
      }
      if (pathname.startsWith('/interaction/') && this.interactions && (await this.interactions.handle(req, res, pathname))) return;
      if (pathname.startsWith('/ui/')) return await this.serveAsset(req, res, pathname);
      if (pathname === '/healthz') return send(res, 200, '{"status":"ok"}', { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      await this.providerCallback?.(req, res);
    } catch (error) {
      this.logger.error({ err: error, method: req.method, url: req.url }, 'identity provider request failed');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const page = errorPage(
        { brand: this.config.BRAND_NAME, publicUrl: this.config.PUBLIC_URL },
        { status: 500, message: 'Something went wrong on our side. Please try again in a moment.' },
      );
      send(res, page.status, page.html, pageHeaders(clientOrigins(this.config)));
    }
  }

  private async serveAsset(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed', { 'Content-Type': 'text/plain', Allow: 'GET, HEAD' });
    const common = { 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin' };
    if (pathname === '/ui/auth.css') return send(res, 200, STYLESHEET, { ...common, 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': ASSET_CACHE });
    if (pathname === '/ui/sign-out.js') {
      return send(res, 200, SIGN_OUT_SCRIPT, { ...common, 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': ASSET_CACHE });
    }
    if (pathname.startsWith('/ui/fonts/')) {
      const font = await readFont(pathname.slice('/ui/fonts/'.length));
      if (font) return send(res, 200, font, { ...common, 'Content-Type': 'font/woff2', 'Cache-Control': FONT_CACHE });
    }
    send(res, 404, 'Not Found', { 'Content-Type': 'text/plain' });
  }
}
