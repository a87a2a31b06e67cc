import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from '@lumafolio/contracts';

/**
 * Over TLS the cookie gets the `__Host-` prefix (Secure, Path=/, no Domain), so a
 * sibling subdomain can never set or overwrite it.
 */
export class SessionCookie {
  readonly name: string;
  private readonly secure: boolean;

  constructor(
    publicUrl: string,
    private readonly maxAgeSeconds: number,
  ) {
    this.secure = new URL(publicUrl).protocol === 'https:';
    this.name = this.secure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.name];
  }

  write(reply: FastifyReply, sessionId: string): void {
    void reply.setCookie(this.name, sessionId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: '/',
      maxAge: this.maxAgeSeconds,
    });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.name, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' });
  }
}
