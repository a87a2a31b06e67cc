import { SIGNED_IMAGE_URL_MIN_LIFETIME_S } from '@lumafolio/server-common';
import { gatewayConfigSchema } from '../config.js';

const required = { OIDC_CLIENT_SECRET: 'c'.repeat(32), IMAGE_URL_SECRET: 's'.repeat(32) };

describe('the visitor cache and signed image URLs (ADR 24)', () => {
  it('never keeps a page longer than the shortest-lived image URL on it', () => {
    const longest = gatewayConfigSchema.safeParse({ ...required, VISITOR_CACHE_TTL_S: String(24 * 60 * 60) });
    expect(longest.success && longest.data.VISITOR_CACHE_TTL_S).toBeLessThan(SIGNED_IMAGE_URL_MIN_LIFETIME_S);
    expect(gatewayConfigSchema.safeParse({ ...required, VISITOR_CACHE_TTL_S: String(SIGNED_IMAGE_URL_MIN_LIFETIME_S) }).success).toBe(false);
  });

  it('needs the image URL secret', () => {
    expect(gatewayConfigSchema.safeParse({ OIDC_CLIENT_SECRET: required.OIDC_CLIENT_SECRET }).success).toBe(false);
    expect(gatewayConfigSchema.safeParse({ ...required, IMAGE_URL_SECRET: 'short' }).success).toBe(false);
  });
});
