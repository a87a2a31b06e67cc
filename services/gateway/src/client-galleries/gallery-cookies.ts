import { randomBytes } from 'node:crypto';
import { galleryVisitorIdSchema } from '@lumafolio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';

const VISITOR_COOKIE = 'lf_gallery_visitor';
const VISITOR_MAX_AGE_S = 365 * 24 * 60 * 60;
const UNLOCK_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The cookies of a gallery's visitors (ADR 42), HttpOnly and SameSite=Lax: the unlock
 * cookie (one per gallery, its value made by media from a secret, so it cannot be forged)
 * and a random visitor id under which their favourites are kept.
 */
export class GalleryCookies {
  private readonly secure: boolean;

  constructor(publicUrl: string) {
    this.secure = new URL(publicUrl).protocol === 'https:';
  }

  access(request: FastifyRequest, token: string): string | null {
    return request.cookies[unlockCookie(token)] ?? null;
  }

  writeAccess(reply: FastifyReply, token: string, access: string): void {
    void reply.setCookie(unlockCookie(token), access, this.options(UNLOCK_MAX_AGE_S));
  }

  visitorId(request: FastifyRequest): string | null {
    const parsed = galleryVisitorIdSchema.safeParse(request.cookies[VISITOR_COOKIE]);
    return parsed.success ? parsed.data : null;
  }

  /** The visitor's id, given one now if they had none. */
  ensureVisitorId(request: FastifyRequest, reply: FastifyReply): string {
    const known = this.visitorId(request);
    if (known) return known;
    const visitorId = randomBytes(16).toString('base64url');
    void reply.setCookie(VISITOR_COOKIE, visitorId, this.options(VISITOR_MAX_AGE_S));
    return visitorId;
  }

  private options(maxAge: number) {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.secure, path: '/', maxAge };
  }
}

const unlockCookie = (token: string) => `lf_gallery_${token}`;
