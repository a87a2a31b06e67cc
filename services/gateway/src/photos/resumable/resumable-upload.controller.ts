import { Controller, Delete, Head, Options, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUserId, SessionGuard } from '../../auth/session.guard.js';
import { SECURITY_HEADERS } from '../../http/security-headers.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../../security/user-rate-limit.guard.js';
import { ResumableUploads } from './resumable-uploads.js';

/**
 * /api/photos/tus: resumable photo uploads (tus 1.0, ADR 40) for the signed-in user, behind
 * the session and the CSRF check like every state-changing route. Creating one counts as an
 * upload for the per-user limit; the PATCHes that carry its bytes and resume it do not.
 */
@Controller('api/photos/tus')
@UseGuards(SessionGuard)
export class ResumableUploadController {
  constructor(private readonly uploads: ResumableUploads) {}

  @Post()
  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-upload')
  create(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.serve(userId, request, reply);
  }

  @Head(':id')
  offset(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.serve(userId, request, reply);
  }

  @Patch(':id')
  append(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.serve(userId, request, reply);
  }

  @Delete(':id')
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
@Controller('api/photos/tus')
export class ResumableUploadDiscoveryController {
  constructor(private readonly uploads: ResumableUploads) {}

  @Options()
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
