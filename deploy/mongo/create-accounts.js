// The database account of each process on MongoDB (ADR 53), as deploy/local/infra.sh makes
// them on FerretDB: a role per process with find, insert, update, remove and the index
// actions on its own collections only (deploy/database/collection-access.txt), and a user
// with that role and the password MONGODB_PASSWORD_<PROCESS>. Run by mongosh as an admin:
// on the first start of compose's mongo (docker-entrypoint-initdb.d), and again whenever the
// table changes (`mongosh … create-accounts.js` brings roles and passwords up to date).
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
  if (!password) throw new Error(`${variable} is not set`);
  const role = `lumafolio_${account}`;
  const privileges = [
    ...collections.map((collection) => ({ resource: { db: database, collection }, actions: ACTIONS })),
    { resource: { db: database, collection: '' }, actions: ['listCollections'] },
  ];
  if (target.getRole(role)) target.updateRole(role, { privileges, roles: [] });
  else target.createRole({ role, privileges, roles: [] });
  if (target.getUser(account)) target.updateUser(account, { pwd: password, roles: [role] });
  else target.createUser({ user: account, pwd: password, roles: [role] });
}
