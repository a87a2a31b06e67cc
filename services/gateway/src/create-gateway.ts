import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@lumafolio/contracts';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createObservedStorage,
  EventBus,
  ImageUrlRevocations,
  natsConnectionOf,
  NestPinoLogger,
  PageViewInbox,
  QueueOwnerClient,
  reportRedisMemoryAtScrape,
  RpcClient,
  rpcClientOptionsOf,
  shutdownTracing,
  SignedImageUrls,
  type Logger,
} from '@lumafolio/server-common';
import { Redis } from 'ioredis';
import { registerBullBoard } from './admin/bull-board.js';
import { GatewayModule } from './app.module.js';
import { AdminAccess } from './auth/admin-access.js';
import { OidcClient } from './auth/oidc-client.js';
import type { GatewayConfig } from './config.js';
import { registerAccessLog } from './http/access-log.js';
import { answerFrameworkError } from './http/framework-errors.js';
import { HttpExceptionFilter } from './http/http-exception.filter.js';
import { SpaPagesService } from './spa/spa-pages.service.js';
import { registerMultipartBoundaryCheck } from './http/multipart-boundary.js';
import { generateRequestId, registerRequestContext } from './http/request-id.js';
import { registerRequestTracing } from './http/request-tracing.js';
import { serviceHealthChecks } from './health/readiness-checks.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { registerJsonBodies } from './http/json-bodies.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerCsrfProtection } from './security/csrf.js';
import { SessionCookie } from './session/session-cookie.js';
import { SessionStore } from './session/session.store.js';
import { SessionsService } from './session/sessions.service.js';
import { FinishedUploads } from './photos/resumable/finished-uploads.js';
import { PhotoArchiveLinks } from './photos/archive/photo-archive-links.js';
import { UnfinishedUploads } from './photos/resumable/unfinished-uploads.js';
import { UploadCreationKeys } from './photos/resumable/upload-creation-keys.js';
import { userRateLimitRules } from './security/user-rate-limit-config.js';
import { serveWebApp } from './spa/static-assets.js';
import { VisitorCacheStore } from './visitor-cache/visitor-cache.store.js';
import { measureStoredBytesWith } from './visitor-cache/visitor-cache-metrics.js';

/** Builds the gateway application (not yet listening); tests and main.ts share it. */
export async function createGateway(config: GatewayConfig, logger: Logger): Promise<NestFastifyApplication> {
  const nestLogger = new NestPinoLogger(logger);
  NestLogger.overrideLogger(nestLogger);
  const rpc = new RpcClient(rpcClientOptionsOf(config, 'gateway', logger));
  await rpc.connect();
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', (error) => logger.warn({ err: error }, 'session store (Redis) error'));
  const stopReportingRedisMemory = reportRedisMemoryAtScrape(() => redis.info('memory'));
  const events = await EventBus.connect(natsConnectionOf(config), 'gateway', logger);
  const visitorCache =
    config.VISITOR_CACHE === 'on' ? new VisitorCacheStore(redis, config.VISITOR_CACHE_TTL_S, { budgetBytes: config.VISITOR_CACHE_MAX_MB * 1024 * 1024 }) : null;
  if (visitorCache) measureStoredBytesWith(() => visitorCache.storedBytes());

  const publicUrl = config.PUBLIC_URL;
  const sessions = new SessionsService(
    new SessionStore(redis, { idleSeconds: config.SESSION_IDLE_TTL_S, absoluteSeconds: config.SESSION_ABSOLUTE_TTL_S }),
    new SessionCookie(publicUrl, config.SESSION_ABSOLUTE_TTL_S),
  );
  const oidc = new OidcClient(
    {
      issuerUrl: config.OIDC_ISSUER_URL,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      redirectUri: `${publicUrl}/api/callback`,
      postLogoutRedirectUri: `${publicUrl}/`,
      scopes: config.OIDC_SCOPES,
      timeoutMs: config.RPC_TIMEOUT_MS,
    },
    logger,
  );
  const storage = createObservedStorage(config);
  const readinessChecks = [
    { name: 'nats', check: () => rpc.ping() },
    { name: 'redis', check: async () => void (await redis.ping()) },
    { name: 'storage', check: () => storage.ping() },
    ...serviceHealthChecks(rpc),
  ];

  const adapter = new FastifyAdapter({
    genReqId: generateRequestId,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
  });
  // JSON and HTML answers (images are compressed already; static files come pre-compressed).
  // Registered before Nest adds its routes: the plugin hooks each route as it is added.
  await adapter
    .getInstance()
    .register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.register({
      rpc,
      sessions,
      oidc,
      logger,
      config,
      readinessChecks,
      storage,
      events,
      visitorCache,
      signedImageUrls: new SignedImageUrls(config.IMAGE_URL_SECRET),
      imageUrlRevocations: new ImageUrlRevocations(redis),
      finishedUploads: new FinishedUploads(redis),
      photoArchiveLinks: new PhotoArchiveLinks(redis),
      uploadCreationKeys: new UploadCreationKeys(redis, config.RESUMABLE_UPLOAD_EXPIRY_S),
      unfinishedUploads: new UnfinishedUploads(redis, { maxPerUser: config.RESUMABLE_UPLOAD_MAX_OPEN, expirySeconds: config.RESUMABLE_UPLOAD_EXPIRY_S }),
      webDistDir: config.WEB_DIST_DIR,
      webServerEntry: config.WEB_SERVER_ENTRY,
      contact: { rateLimit: config.CONTACT_RATE_LIMIT, rateWindowSeconds: config.CONTACT_RATE_WINDOW_S },
      pageViews: {
        inbox: new PageViewInbox(redis, config.PAGE_VIEWS_PREFIX),
        rateLimit: config.PAGE_VIEW_RATE_LIMIT,
        rateWindowSeconds: config.PAGE_VIEW_RATE_WINDOW_S,
      },
      userRateLimits: { redis, rules: userRateLimitRules(config) },
    }),
    adapter,
    { logger: nestLogger },
  );
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(fastifyCookie);
  // One image per upload, streamed; the text fields are small.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, headerPairs: 100 },
  });
  // A resumable upload's PATCH body: left unread for the tus server, which streams it to disk.
  fastify.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  registerRequestContext(fastify);
  registerRequestTracing(fastify);
  registerAccessLog(fastify, logger);
  registerMultipartBoundaryCheck(fastify);
  registerSecurityHeaders(fastify);
  registerCsrfProtection(fastify, [publicUrl], { beaconPaths: ['/api/page-views'] });
  registerJsonBodies(fastify);
  await registerBullBoard(fastify, {
    owners: new QueueOwnerClient(rpc),
    sessions,
    access: app.get(AdminAccess),
    trustedOrigins: [publicUrl],
  });
  const spaAvailable = await serveWebApp(app, config.WEB_DIST_DIR);
  if (!spaAvailable) logger.warn({ dir: config.WEB_DIST_DIR }, 'web app not built: only the API is served');
  const pages = app.get(SpaPagesService);
  app.useGlobalFilters(new HttpExceptionFilter(logger, spaAvailable, (url) => pages.movedLocation(url)));
  app.enableShutdownHooks();
  fastify.addHook('onClose', async () => {
    await rpc.close();
    await events.close();
    stopReportingRedisMemory();
    redis.disconnect();
    await shutdownTracing();
  });
  return app;
}
