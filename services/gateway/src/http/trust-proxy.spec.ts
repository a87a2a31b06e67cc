import { trustProxySchema } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told to', () => {
    expect(trustProxySchema.parse(undefined)).toBe(false);
    expect(trustProxySchema.parse('false')).toBe(false);
  });

  it('takes a hop count or a list of addresses and ranges', () => {
    expect(trustProxySchema.parse('1')).toBe(1);
    expect(trustProxySchema.parse('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });

  it('refuses what would trust more than meant', () => {
    for (const value of ['true', '*', '11', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/9']) expect(trustProxySchema.safeParse(value).success).toBe(false);
  });
});
