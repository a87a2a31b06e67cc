import { csrfRefusal } from './csrf.js';

const request = (headers: Record<string, string>) => ({ protocol: 'http' as const, headers: { host: 'app.test:3000', ...headers } });
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

describe('csrfRefusal', () => {
  it('lets a same-origin request with the custom header through', () => {
    expect(csrfRefusal(request({ origin: 'http://app.test:3000', ...xhr }), [])).toBeNull();
  });

  it('accepts a configured public origin (behind a proxy that rewrites Host)', () => {
    expect(csrfRefusal(request({ origin: 'https://lumafolio.com', ...xhr }), ['https://lumafolio.com'])).toBeNull();
  });

  it('falls back to the Referer when the browser sends no Origin', () => {
    expect(csrfRefusal(request({ referer: 'http://app.test:3000/account?tab=profile', ...xhr }), [])).toBeNull();
  });

  it('refuses another origin, even with the custom header', () => {
    expect(csrfRefusal(request({ origin: 'https://evil.example', ...xhr }), [])).toMatch(/origin https:\/\/evil.example is not allowed/);
    expect(csrfRefusal(request({ origin: 'http://app.test:3001', ...xhr }), [])).toMatch(/not allowed/);
  });

  it('refuses a request that names no origin, or "null" (sandboxed frames)', () => {
    expect(csrfRefusal(request({ ...xhr }), [])).toMatch(/names no origin/);
    expect(csrfRefusal(request({ origin: 'null', ...xhr }), [])).toMatch(/names no origin/);
  });

  it('refuses a same-origin request without X-Requested-With (a plain HTML form)', () => {
    expect(csrfRefusal(request({ origin: 'http://app.test:3000' }), [])).toMatch(/X-Requested-With/);
  });

  it('takes a beacon (no custom header possible) from our own origin only', () => {
    expect(csrfRefusal(request({ origin: 'http://app.test:3000' }), [], { headerRequired: false })).toBeNull();
    expect(csrfRefusal(request({ origin: 'https://evil.example' }), [], { headerRequired: false })).toMatch(/not allowed/);
    expect(csrfRefusal(request({}), [], { headerRequired: false })).toMatch(/names no origin/);
  });
});
