import { Controller, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUserId } from '../../auth/session.guard.js';
import { HttpRoute } from '../../http/http-route.js';
import { SECURITY_HEADERS } from '../../http/security-headers.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../../security/user-rate-limit.guard.js';
import { abandonUpload, createUpload, discoverUploads, sendUploadBytes, uploadOffset } from './resumable-upload-contracts.js';
import { ResumableUploads } from './resumable-uploads.js';

/**
 * /api/photos/tus: resumable photo uploads (tus 1.0, ADR 40) for the signed-in user, behind
 * the session and the CSRF check like every state-changing route. Creating one counts as an
 * upload for the per-user limit; the PATCHes that carry its bytes and resume it do not.
 */
@Controller()
export class ResumableUploadController {
  constructor(private readonly uploads: ResumableUploads) {}

  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  @HttpRoute(createUpload)
  create(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.serve(userId, request, reply);
  }

  @HttpRoute(uploadOffset)
  offset(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.serve(userId, request, reply);
  }

  @HttpRoute(sendUploadBytes)
  append(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.serve(userId, request, reply);
  }

  @HttpRoute(abandonUpload)
  terminate(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.serve(userId, request, reply);
  }

  private async serve(userId: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.uploads.handle({ userId, requestId: String(request.id) }, request.raw, rawResponseOf(reply));
  }
}

/**
 * tus discovery (`OPTIONS /api/photos/tus`): the protocol version, the extensions and the
 * largest upload, for any client before it signs in or sends a byte (CORS preflights carry
 * no cookie either). It says nothing about anyone's uploads.
 */
@Controller()
export class ResumableUploadDiscoveryController {
  constructor(private readonly uploads: ResumableUploads) {}

  @HttpRoute(discoverUploads)
  discover(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.uploads.discover(request.raw, rawResponseOf(reply), String(request.id));
  }
}

/** The tus server answers on the raw response: Fastify leaves this reply alone, so its onSend headers are set here. */
function rawResponseOf(reply: FastifyReply): FastifyReply['raw'] {
  reply.hijack();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(name, value);
  return reply.raw;
}
