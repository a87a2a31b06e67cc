import { profile } from '../src/profiles.ts';

describe('profile', () => {
  it("keeps the test profile's own ports when nothing moves it", () => {
    const test = profile('test', {});
    expect(test.infraEnv).toMatchObject({ REDIS_PORT: '16379', FERRETDB_PORT: '37017', S3_PORT: '17070', DATA_DIR: '.data/test' });
    expect(test.gatewayUrl).toBe('http://127.0.0.1:13000');
    expect(test.issuerUrl).toBe('http://127.0.0.1:13001');
  });

  it('moves a second set of a profile, stack and all, by the infrastructure variables (npm test runs two side by side)', () => {
    const infra = {
      REDIS_PORT: '26379',
      NATS_PORT: '24222',
      NATS_MONITOR_PORT: '28222',
      FERRETDB_PORT: '57017',
      S3_PORT: '27070',
      DATA_DIR: '.data/test-int',
    };
    const moved = profile('test', { ...infra, GATEWAY_PORT: '14000', AUTH_HTTP_PORT: '14001' });
    expect(moved.infraEnv).toEqual(infra);
    expect(moved.gatewayUrl).toBe('http://127.0.0.1:14000');
    expect(moved.issuerUrl).toBe('http://127.0.0.1:14001');
  });

  it('ignores a port that is not a number', () => {
    expect(profile('test', { GATEWAY_PORT: '14000; rm -rf /' }).gatewayUrl).toBe('http://127.0.0.1:13000');
  });
});
