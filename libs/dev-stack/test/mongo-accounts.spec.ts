import { accountPasswordVariable, PROCESS_NAMES, type ProcessName } from '@lumafolio/contracts';
import { readFileSync } from 'node:fs';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { parse } from 'yaml';
import { PROCESS_NEEDS } from '../src/accounts.ts';
import { REPO_ROOT } from '../src/profiles.ts';

/**
 * Compose's MongoDB and the collection table agree (ADR 53): every account of
 * deploy/database/collection-access.txt (the table deploy/local/infra.sh reads for FerretDB)
 * has its password in the mongo service, for deploy/mongo/create-accounts.js, and its process
 * signs in with it; the gateway has no database at all; MongoDB runs with authentication, a
 * root user and a key file. And create-accounts.js, run against a stand-in for mongosh's `db`
 * (this machine has no MongoDB), makes exactly the roles and users the table says. Whether
 * MongoDB itself enforces those roles is not proved here: there is no server to ask.
 */
interface ComposeService {
  environment?: Record<string, string | number>;
  entrypoint?: string[];
  volumes?: string[];
  healthcheck?: { test?: string[] };
}
const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const TABLE = join(REPO_ROOT, 'deploy/database/collection-access.txt');
const SCRIPT = join(REPO_ROOT, 'deploy/mongo/create-accounts.js');

/** The table as create-accounts.js and infra.sh read it: account → its collections. */
function collectionsByAccount(): Map<string, string[]> {
  const byAccount = new Map<string, string[]>();
  for (const line of readFileSync(TABLE, 'utf8').split('\n')) {
    const [collection, ...accounts] = line.trim().split(/\s+/);
    if (!collection || collection.startsWith('#')) continue;
    for (const account of accounts) byAccount.set(account, [...(byAccount.get(account) ?? []), collection]);
  }
  return byAccount;
}
const table = collectionsByAccount();
const accounts = [...table.keys()] as ProcessName[];
const mongo = compose.services.mongo as ComposeService;
const mongoEnv = mongo.environment ?? {};
const demanded = (variable: string) => new RegExp(`^\\$\\{${variable}:\\?[^}]*\\}$`);

describe('compose’s MongoDB and deploy/database/collection-access.txt', () => {
  it('name the same accounts: every process that uses the database, never the gateway', () => {
    expect([...accounts].sort()).toEqual(PROCESS_NAMES.filter((name) => PROCESS_NEEDS[name].database).sort());
    expect(accounts).not.toContain('gateway');
  });

  it('give the mongo service the password of every account of the table, and of no other', () => {
    const passwords = Object.keys(mongoEnv).filter((key) => key.startsWith('MONGODB_PASSWORD_'));
    expect(passwords.sort()).toEqual(accounts.map((account) => accountPasswordVariable('MONGODB', account)).sort());
    for (const account of accounts) {
      const variable = accountPasswordVariable('MONGODB', account);
      expect([variable, String(mongoEnv[variable])]).toEqual([variable, expect.stringMatching(demanded(variable))]);
    }
  });

  it.each(accounts)('%s signs in to the replica set as itself, with its own password, in the database that holds its user', (account) => {
    const uri = String(compose.services[account]?.environment?.MONGODB_URI);
    const password = accountPasswordVariable('MONGODB', account);
    expect(uri).toMatch(
      new RegExp(
        `^mongodb://${account}:\\$\\{${password}:\\?[^}]*\\}@mongo:27017/\\$\\{MONGODB_DB:-lumafolio\\}\\?replicaSet=rs0&authSource=\\$\\{MONGODB_DB:-lumafolio\\}$`,
      ),
    );
    expect(mongoEnv.MONGODB_DB).toBe('${MONGODB_DB:-lumafolio}');
  });

  it('give the gateway no database', () => {
    const gateway = compose.services.gateway?.environment ?? {};
    expect(Object.keys(gateway).filter((key) => key.startsWith('MONGODB'))).toEqual([]);
    expect(Object.values(gateway).join(' ')).not.toMatch(/MONGODB|mongodb:/);
  });

  it('run MongoDB with authentication: a root user, a replica-set key file, and the accounts made on first start', () => {
    const entrypoint = (mongo.entrypoint ?? []).join(' ');
    // The key file, written from the secret and readable by mongod only, then the image's own entrypoint.
    expect(entrypoint).toMatch(/printf '%s' "\$\$MONGODB_KEYFILE" > \/data\/configdb\/keyfile/);
    expect(entrypoint).toContain('chmod 400 /data/configdb/keyfile');
    expect(entrypoint).toMatch(/exec docker-entrypoint\.sh mongod --replSet rs0 .*--keyFile \/data\/configdb\/keyfile$/);
    expect(mongoEnv.MONGODB_KEYFILE).toMatch(demanded('MONGODB_KEYFILE'));
    // With both set, the image's entrypoint creates root and adds --auth.
    expect(mongoEnv.MONGO_INITDB_ROOT_USERNAME).toBe('root');
    expect(mongoEnv.MONGO_INITDB_ROOT_PASSWORD).toMatch(demanded('MONGODB_ROOT_PASSWORD'));
    expect(mongo.volumes).toEqual(
      expect.arrayContaining([
        './deploy/mongo/create-accounts.js:/docker-entrypoint-initdb.d/create-accounts.js:ro',
        './deploy/database/collection-access.txt:/etc/lumafolio/collection-access.txt:ro',
      ]),
    );
    // The health check initiates the replica set signed in as root (nobody else may).
    expect(mongo.healthcheck?.test?.join(' ')).toMatch(/mongosh --quiet -u root -p "\$\$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin/);
  });
});

interface Privilege {
  resource: { db: string; collection: string };
  actions: string[];
}
interface Role {
  privileges: Privilege[];
  roles: unknown[];
}
interface User {
  pwd: string;
  roles: string[];
}

/** What create-accounts.js asks of mongosh's `db`, kept in maps: the roles and users it would leave. */
class StandInDatabase {
  readonly roles = new Map<string, Role>();
  readonly users = new Map<string, User>();
  readonly calls: string[] = [];
  database = '';
  getSiblingDB(name: string) {
    this.database = name;
    return this;
  }
  getRole(name: string) {
    return this.roles.get(name) ?? null;
  }
  createRole({ role, ...definition }: { role: string } & Role) {
    if (this.roles.has(role)) throw new Error(`role ${role} exists`);
    this.calls.push(`createRole ${role}`);
    this.roles.set(role, JSON.parse(JSON.stringify(definition)) as Role);
  }
  updateRole(role: string, definition: Role) {
    if (!this.roles.has(role)) throw new Error(`no role ${role}`);
    this.calls.push(`updateRole ${role}`);
    this.roles.set(role, JSON.parse(JSON.stringify(definition)) as Role);
  }
  getUser(name: string) {
    return this.users.has(name) ? { user: name } : null;
  }
  createUser({ user, ...definition }: { user: string } & User) {
    if (this.users.has(user)) throw new Error(`user ${user} exists`);
    this.calls.push(`createUser ${user}`);
    this.users.set(user, JSON.parse(JSON.stringify(definition)) as User);
  }
  updateUser(user: string, definition: User) {
    if (!this.users.has(user)) throw new Error(`no user ${user}`);
    this.calls.push(`updateUser ${user}`);
    this.users.set(user, JSON.parse(JSON.stringify(definition)) as User);
  }
}

/** Runs create-accounts.js as mongosh would (its globals: db, require, process, print). */
function runScript(db: StandInDatabase, env: Record<string, string>): void {
  runInNewContext(readFileSync(SCRIPT, 'utf8'), {
    db,
    print: () => undefined,
    process: { env },
    require: (name: string) => {
      if (name !== 'fs') throw new Error(`create-accounts.js requires ${name}`);
      return fs;
    },
  });
}

describe('deploy/mongo/create-accounts.js', () => {
  const passwords = Object.fromEntries(accounts.map((account) => [accountPasswordVariable('MONGODB', account), `pw-${account}`]));
  const env: Record<string, string> = { ...passwords, MONGODB_DB: 'lumafolio', COLLECTION_ACCESS_FILE: TABLE };

  it('makes a user per account of the table, with its password and a role on its collections only', () => {
    const db = new StandInDatabase();
    runScript(db, env);
    expect(db.database).toBe('lumafolio');
    expect([...db.users.keys()].sort()).toEqual([...accounts].sort());
    for (const account of accounts) {
      expect(db.users.get(account)).toEqual({ pwd: `pw-${account}`, roles: [`lumafolio_${account}`] });
      const role = db.roles.get(`lumafolio_${account}`) as Role;
      expect(role.roles).toEqual([]);
      const onCollections = role.privileges.filter((privilege) => privilege.resource.collection !== '');
      expect(onCollections.map((privilege) => privilege.resource.collection).sort()).toEqual([...(table.get(account) ?? [])].sort());
      for (const privilege of onCollections) {
        expect(privilege.resource.db).toBe('lumafolio');
        expect(privilege.actions).toEqual(expect.arrayContaining(['find', 'insert', 'update', 'remove', 'createIndex']));
        expect(privilege.actions).not.toEqual(expect.arrayContaining(['dropCollection']));
      }
      // Database-wide: listing collection names, nothing else.
      expect(role.privileges.filter((privilege) => privilege.resource.collection === '')).toEqual([
        { resource: { db: 'lumafolio', collection: '' }, actions: ['listCollections'] },
      ]);
    }
    expect(db.users.has('gateway')).toBe(false);
  });

  it('brings existing roles and passwords up to date when run again', () => {
    const db = new StandInDatabase();
    runScript(db, env);
    db.calls.length = 0;
    runScript(db, { ...env, [accountPasswordVariable('MONGODB', 'auth')]: 'changed' });
    expect(db.calls.filter((call) => call.startsWith('create'))).toEqual([]);
    expect(db.calls).toHaveLength(accounts.length * 2);
    expect(db.users.get('auth')?.pwd).toBe('changed');
  });

  it('stops, naming the variable, when a password is missing', () => {
    const { [accountPasswordVariable('MONGODB', 'media-worker')]: _left, ...withoutOne } = env;
    expect(() => runScript(new StandInDatabase(), withoutOne)).toThrow(/MONGODB_PASSWORD_MEDIA_WORKER is not set/);
  });
});
