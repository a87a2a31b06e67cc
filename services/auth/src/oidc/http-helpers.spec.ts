import type { IncomingMessage } from 'node:http';
import { clientIp, isCrossOrigin } from './http-helpers.js';

const request = (headers: Record<string, string>, remoteAddress = '10.0.0.9') => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('uses the socket peer unless a proxy is trusted', () => {
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4' }), false)).toBe('10.0.0.9');
  });

  it('behind a trusted proxy, takes the address that proxy appended (the last one)', () => {
    expect(clientIp(request({ 'x-forwarded-for': 'spoofed, 1.2.3.4' }), true)).toBe('1.2.3.4');
    expect(clientIp(request({}), true)).toBe('10.0.0.9');
  });
});

describe('isCrossOrigin', () => {
  it('refuses another Origin, accepts ours or none', () => {
    expect(isCrossOrigin(request({ origin: 'https://evil.example' }), 'http://127.0.0.1:3001')).toBe(true);
    expect(isCrossOrigin(request({ origin: 'http://127.0.0.1:3001' }), 'http://127.0.0.1:3001')).toBe(false);
    expect(isCrossOrigin(request({}), 'http://127.0.0.1:3001')).toBe(false);
    expect(isCrossOrigin(request({ origin: 'null' }), 'http://127.0.0.1:3001')).toBe(true);
  });
});
