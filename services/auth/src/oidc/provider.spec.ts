import type { User } from '@lumafolio/dal';
import { accountFor, cookieNames, pageHeaders } from './provider.js';

describe('provider helpers', () => {
  it('makes cookie names distinct per issuer port (browsers share cookies across ports)', () => {
    expect(cookieNames('http://127.0.0.1:3001')).toEqual({ session: '_op_session_3001', interaction: '_op_interaction_3001', resume: '_op_resume_3001' });
    expect(cookieNames('https://id.example.com').session).toBe('_op_session');
  });

  it('allows form posts to end at the relying parties, nothing else from outside', () => {
    const csp = pageHeaders(['http://127.0.0.1:3000'])['Content-Security-Policy'];
    expect(csp).toContain("form-action 'self' http://127.0.0.1:3000");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('maps a user to the standard claims, sub being the user id', async () => {
    const user = { id: 'u1', email: 'jane@example.com', emailVerified: false, username: 'jane', firstName: 'Jane', lastName: null } as User;
    const claims = await accountFor(user).claims('id_token', 'openid email profile', {}, []);
    expect(claims).toEqual({
      sub: 'u1',
      email: 'jane@example.com',
      email_verified: false,
      preferred_username: 'jane',
      given_name: 'Jane',
      family_name: undefined,
    });
  });
});
