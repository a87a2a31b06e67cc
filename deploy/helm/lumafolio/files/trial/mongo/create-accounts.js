// The database account of each process on MongoDB (ADR 53), as deploy/local/infra.sh makes
// them on FerretDB: a role per process with find, insert, update, remove and the index
// actions on its own collections only (deploy/database/collection-access.txt), and a user
// with that role and the password MONGODB_PASSWORD_<PROCESS>, both in the database
// MONGODB_DB (the processes' URIs name it as their authSource). The gateway is in no line
// of the table, so it has no user.
//
// A mongosh script, run by an administrator: on the first start of compose's mongo and of
// the Helm chart's trial MongoDB (the image's entrypoint runs /docker-entrypoint-initdb.d on
// a temporary server without authentication), and again by hand whenever the table or a
// password changes: it brings every role and password up to date (docs/deployment.md).
// The chart carries a copy (deploy/helm/lumafolio/files/trial/mongo/), kept equal by its check.
const fs = require('fs');

const database = process.env.MONGODB_DB || 'lumafolio';
const table = process.env.COLLECTION_ACCESS_FILE || '/etc/lumafolio/collection-access.txt';
const ACTIONS = ['find', 'insert', 'update', 'remove', 'createCollection', 'createIndex', 'dropIndex', 'listIndexes', 'collStats'];

const collectionsOf = {};
for (const line of fs.readFileSync(table, 'utf8').split('\n')) {
  const [collection, ...accounts] = line.trim().split(/\s+/);
  if (!collection || collection.startsWith('#')) continue;
  for (const account of accounts) (collectionsOf[account] = collectionsOf[account] || []).push(collection);
}

const target = db.getSiblingDB(database);
for (const [account, collections] of Object.entries(collectionsOf)) {
  const variable = `MONGODB_PASSWORD_${account.toUpperCase().replace(/-/g, '_')}`;
  const password = process.env[variable];
  if (!password) throw new Error(`${variable} is not set: the password of the ${account} account`);
  const role = `lumafolio_${account}`;
  const privileges = [
    ...collections.map((collection) => ({ resource: { db: database, collection }, actions: ACTIONS })),
    { resource: { db: database, collection: '' }, actions: ['listCollections'] },
  ];
  if (target.getRole(role)) target.updateRole(role, { privileges, roles: [] });
  else target.createRole({ role, privileges, roles: [] });
  if (target.getUser(account)) target.updateUser(account, { pwd: password, roles: [role] });
  else target.createUser({ user: account, pwd: password, roles: [role] });
  print(`${database}: ${account} reaches ${collections.join(', ')}`);
}
