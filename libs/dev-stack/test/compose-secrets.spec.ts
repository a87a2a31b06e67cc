import { accountPasswordVariable, PROCESS_NAMES, TOOLS_ACCOUNT } from '@lumafolio/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PROCESS_NEEDS, readObjectAccess, s3SecretVariable, type SecretName } from '../src/accounts.ts';
import { REPO_ROOT } from '../src/profiles.ts';

/**
 * The compose stack gives each process only what it uses, as the local stack does
 * (accounts.ts): its own NATS account, its own Redis account if it uses Redis, the database
 * only if it uses it, and only its secrets. Read from docker-compose.yml itself (this machine has no Docker engine).
 */
interface ComposeService {
  environment?: Record<string, string | number>;
  entrypoint?: string[];
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}
const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const SECRETS: readonly SecretName[] = ['OIDC_CLIENT_SECRET', 'AUTH_COOKIE_KEYS', 'AUTH_JWKS', 'IMAGE_URL_SECRET', 'GOOGLE_TOKEN_KEY'];

describe('docker-compose.yml', () => {
  it.each(PROCESS_NAMES)('%s gets its own accounts and only the secrets it uses', (name) => {
    const environment = compose.services[name]?.environment ?? {};
    const needs = PROCESS_NEEDS[name];
    expect(environment.NATS_USER).toBe(name);
    expect(String(environment.NATS_PASSWORD)).toContain(accountPasswordVariable('NATS', name));
    if (needs.redis) expect(String(environment.REDIS_URL)).toMatch(new RegExp(`^redis://${name}:\\$\\{${accountPasswordVariable('REDIS', name)}`));
    else expect(environment.REDIS_URL).toBeUndefined();
    if (needs.database) expect(String(environment.MONGODB_URI)).toMatch(new RegExp(`^mongodb://${name}:\\$\\{${accountPasswordVariable('MONGODB', name)}`));
    else expect(environment.MONGODB_URI).toBeUndefined();
    expect(SECRETS.filter((secret) => environment[secret] !== undefined)).toEqual(needs.secrets);
    const mentioned = Object.values(environment).join(' ');
    const uses = (variable: string) => new RegExp(`\\$\\{${variable}[:}]`).test(mentioned);
    for (const other of [...PROCESS_NAMES.filter((p) => p !== name), TOOLS_ACCOUNT] as const) {
      expect(uses(accountPasswordVariable('NATS', other))).toBe(false);
      expect(uses(accountPasswordVariable('REDIS', other))).toBe(false);
      expect(uses(accountPasswordVariable('MONGODB', other))).toBe(false);
    }
  });

  it('runs NATS and Redis with a password for every account, anonymous access off', () => {
    const nats = compose.services.nats?.environment ?? {};
    for (const account of [...PROCESS_NAMES, TOOLS_ACCOUNT] as const) expect(Object.keys(nats)).toContain(accountPasswordVariable('NATS', account));
    const redis = compose.services.redis?.environment ?? {};
    const redisAccounts = [...PROCESS_NAMES.filter((p) => PROCESS_NEEDS[p].redis), TOOLS_ACCOUNT] as const;
    expect(Object.keys(redis).sort()).toEqual(redisAccounts.map((account) => accountPasswordVariable('REDIS', account)).sort());
    expect(compose.services.redis?.entrypoint?.join(' ')).toContain('start-redis.sh');
    expect(readFileSync(join(REPO_ROOT, 'deploy/redis/start-redis.sh'), 'utf8')).toContain('user default off');
  });

  it.each(PROCESS_NAMES)('%s signs in to object storage with its own S3 account, if it uses object storage, after the accounts are made', (name) => {
    const service = compose.services[name] ?? {};
    const environment = service.environment ?? {};
    if (PROCESS_NEEDS[name].storage) {
      expect(environment.S3_ACCESS_KEY_ID).toBe(name);
      expect(String(environment.S3_SECRET_ACCESS_KEY)).toMatch(new RegExp(`^\\$\\{${s3SecretVariable(name)}:\\?`));
      expect(service.depends_on?.['s3-accounts']).toEqual({ condition: 'service_completed_successfully' });
    } else {
      expect(Object.keys(environment).filter((variable) => variable.startsWith('S3_'))).toEqual([]);
    }
  });

  it('makes every listed process’s S3 account with the root key, which no process gets', () => {
    const accounts = compose.services['s3-accounts'] ?? {};
    const environment = accounts.environment ?? {};
    const listed = [...new Set(readObjectAccess(REPO_ROOT).map(({ process }) => process))];
    expect(
      Object.keys(environment)
        .filter((variable) => /^S3_SECRET_[A-Z_]+$/.test(variable) && variable !== 'S3_SECRET_ACCESS_KEY')
        .sort(),
    ).toEqual(listed.map((process) => s3SecretVariable(process)).sort());
    expect(String(environment.S3_SECRET_ACCESS_KEY)).toContain('${S3_SECRET_ACCESS_KEY:?');
    expect(accounts.command?.join(' ')).toContain('libs/storage/dist/object-access/s3-accounts.js');
    expect(accounts.volumes).toContain(`./deploy/storage/object-access.txt:${String(environment.OBJECT_ACCESS_FILE)}:ro`);
    expect(compose.services.s3?.environment?.VGW_IAM_DIR).toBeTruthy();
    for (const name of PROCESS_NAMES) expect(JSON.stringify(compose.services[name]?.environment ?? {})).not.toContain('${S3_SECRET_ACCESS_KEY');
  });
});
