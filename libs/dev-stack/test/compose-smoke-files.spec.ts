import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../src/profiles.ts';

/**
 * What `npm run compose:smoke` (ADR 39) needs from the compose file and its two overrides, read
 * statically so that a new service or port breaks here with its name rather than mid-run:
 * every published port can be moved, FerretDB replaces MongoDB for every Node process, and
 * podman 4.3 is spared every health check's start interval.
 */
interface Service {
  image?: string;
  ports?: string[];
  environment?: Record<string, string>;
  healthcheck?: { start_interval?: unknown };
}
interface ComposeFile {
  services: Record<string, Service>;
}

// The overrides use compose's `!override` and `!reset` tags; only their presence matters here.
const customTags = [
  { tag: '!override', resolve: (value: unknown) => value, collection: 'seq' as const },
  { tag: '!override', resolve: (value: unknown) => value, collection: 'map' as const },
  { tag: '!reset', resolve: () => 'reset' },
];
const read = (path: string) => parse(readFileSync(join(REPO_ROOT, path), 'utf8'), { merge: true, customTags }) as ComposeFile;

const compose = read('docker-compose.yml');
const ferretdb = read('deploy/compose/ferretdb.override.yml');
const podman43 = read('deploy/compose/podman-4.3.override.yml');
// The app image's processes (each signs in to NATS), not its one-shot steps (s3-accounts).
const nodeProcesses = Object.entries(compose.services)
  .filter(([, service]) => service.image?.includes('LUMAFOLIO_IMAGE') && service.environment?.NATS_USER)
  .map(([name]) => name);

describe('the compose smoke test’s files', () => {
  it('finds the Node processes by their image', () => {
    expect(nodeProcesses).toEqual(expect.arrayContaining(['gateway', 'auth', 'media', 'media-worker']));
  });

  it.each(Object.keys(compose.services))('%s publishes each port on a host port that a variable moves', (name) => {
    for (const port of compose.services[name]?.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:\$\{[A-Z0-9_]+:-\d+\}:/);
  });

  it('runs the identity provider on the port it is published on, as its issuer URL names it', () => {
    const auth = compose.services.auth as Service;
    expect(auth.ports).toEqual(['127.0.0.1:${AUTH_HTTP_PORT:-3001}:${AUTH_HTTP_PORT:-3001}']);
    expect(auth.environment?.AUTH_HTTP_PORT).toBe('${AUTH_HTTP_PORT:-3001}');
  });

  it('points every Node process but the gateway at FerretDB without a replica set', () => {
    for (const name of nodeProcesses.filter((process) => process !== 'gateway')) {
      expect([name, ferretdb.services[name]?.environment?.MONGODB_URI]).toEqual([name, 'mongodb://mongo:27017/${MONGODB_DB:-lumafolio}']);
    }
    expect(ferretdb.services.gateway?.environment?.MONGODB_URI).toBeUndefined();
    expect(ferretdb.services.mongo?.image).toMatch(/ferretdb/);
  });

  it('drops the start interval of every health check that has one (podman 4.3 refuses it)', () => {
    const services = { ...compose.services, ...ferretdb.services };
    const withInterval = Object.entries(services)
      .filter(([name, service]) => service.healthcheck?.start_interval !== undefined || ferretdb.services[name]?.healthcheck?.start_interval !== undefined)
      .map(([name]) => name);
    expect(withInterval.length).toBeGreaterThan(0);
    for (const name of withInterval) expect([name, podman43.services[name]?.healthcheck?.start_interval]).toEqual([name, 'reset']);
  });
});
