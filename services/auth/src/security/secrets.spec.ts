import { accountPasswordVariable, PROCESS_NAMES, s3SecretVariable, STORAGE_PROCESS_NAMES, TOOLS_ACCOUNT } from '@lumafolio/contracts';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { formatSecrets, generateSecrets, type GeneratedSecrets } from './secrets.js';

describe('generateSecrets', () => {
  it('makes a NATS and a Redis password per process and for the tools account, readable by nats-server as text', () => {
    const secrets = generateSecrets();
    for (const account of [...PROCESS_NAMES, TOOLS_ACCOUNT] as const) {
      for (const kind of ['NATS', 'REDIS'] as const) {
        // nats-server reads an unquoted "0e7…" or "8K…" as a number: a letter comes first.
        expect(secrets[accountPasswordVariable(kind, account)]).toMatch(/^[a-z][0-9a-f]{48}$/);
      }
    }
    expect(new Set(Object.values(secrets)).size).toBe(Object.keys(secrets).length);
  });

  it('makes a MongoDB password per process but the gateway (safe in a URI as it is), a root password and a key file mongod accepts', () => {
    const secrets = generateSecrets();
    for (const account of PROCESS_NAMES.filter((name) => name !== 'gateway')) {
      expect(secrets[accountPasswordVariable('MONGODB', account)]).toMatch(/^[a-z][0-9a-f]{48}$/);
    }
    expect(secrets[accountPasswordVariable('MONGODB', 'gateway')]).toBeUndefined();
    expect(secrets[accountPasswordVariable('MONGODB', TOOLS_ACCOUNT)]).toBeUndefined();
    expect(secrets.MONGODB_ROOT_PASSWORD).toMatch(/^[a-z][0-9a-f]{48}$/);
    // mongod: 6 to 1024 characters of the base64 alphabet.
    expect(secrets.MONGODB_KEYFILE).toMatch(/^[A-Za-z0-9+/]{6,1024}$/);
  });

  it('makes every secret docker-compose.yml demands', () => {
    const compose = readFileSync(new URL('../../../../docker-compose.yml', import.meta.url), 'utf8');
    const demanded = new Set([...compose.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map(([, name]) => name as string));
    expect(demanded.size).toBeGreaterThan(10);
    expect([...demanded].filter((name) => !(name in generateSecrets()))).toEqual([]);
  });

  it('makes an S3 secret key for each process that uses object storage, and none for the others', () => {
    const secrets = generateSecrets();
    for (const name of PROCESS_NAMES) {
      const own = secrets[s3SecretVariable(name)];
      if ((STORAGE_PROCESS_NAMES as readonly string[]).includes(name)) expect(own).toMatch(/^[A-Za-z0-9_-]{40}$/);
      else expect(own).toBeUndefined();
    }
    expect(secrets.S3_SECRET_ACCESS_KEY).toMatch(/^[A-Za-z0-9_-]{40}$/);
  });

  it('prints lines a shell (and compose’s .env) reads back as they were, or one JSON object', () => {
    const secrets: GeneratedSecrets = { ...generateSecrets(), ODD: `it's "quoted" $HOME \\ \`x\`` };
    const shell = formatSecrets(secrets, 'shell');
    expect(shell.trimEnd().split('\n')).toHaveLength(Object.keys(secrets).length);
    expect(shell).toContain(`S3_SECRET_MEDIA_WORKER='${secrets.S3_SECRET_MEDIA_WORKER}'\n`);
    const readBack = execFileSync(
      'bash',
      [
        '-c',
        'eval "$LINES"; node -e "process.stdout.write(JSON.stringify({ ODD: process.env.ODD, S3: process.env.S3_SECRET_GATEWAY, JWKS: process.env.AUTH_JWKS }))"',
      ],
      {
        env: { PATH: process.env.PATH, LINES: shell.trimEnd().replace(/^/gm, 'export ') },
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(readBack)).toEqual({ ODD: secrets.ODD, S3: secrets.S3_SECRET_GATEWAY, JWKS: secrets.AUTH_JWKS });
    expect(JSON.parse(formatSecrets(secrets, 'json'))).toEqual(secrets);
  });
});
