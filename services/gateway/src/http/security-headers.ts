import { createHash } from 'node:crypto';
import { UI_THEME_HEAD_SCRIPT } from '@lumafolio/contracts/paths';
import type { FastifyInstance } from 'fastify';

/** The CSP source that lets the page run exactly this inline script and no other. */
export const inlineScriptSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The web app's one inline script: the theme's, applied before the first paint (see the contract). */
const scriptSrc = `script-src 'self' ${inlineScriptSource(UI_THEME_HEAD_SCRIPT)}`;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'content-security-policy': `default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; ${scriptSrc}; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`,
};

/** Nothing loads from third-party hosts (DESIGN.md), so a strict same-origin policy holds. */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) void reply.header(name, value);
    }
    done(null, payload);
  });
}
