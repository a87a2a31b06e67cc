/**
 * Prints fresh secrets for a deployment (the compose stack's .env): the identity
 * provider's keys, the gateway's client secret, a NATS and a Redis password per process, a
 * MongoDB password per process that uses the database, MongoDB's root password and key file:
 *   node services/auth/dist/cli/generate-secrets.js          KEY='value' lines (shell)
 *   node services/auth/dist/cli/generate-secrets.js --json   one JSON object
 * Keep them (e.g. in .data/auth-secrets.env): new cookie keys sign everyone out and a new
 * signing key invalidates issued ID tokens.
 */
import { generateSecrets } from '../security/secrets.js';

const secrets = generateSecrets();
if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(secrets)}\n`);
} else {
  for (const [name, value] of Object.entries(secrets)) process.stdout.write(`${name}='${value.replace(/'/g, `'\\''`)}'\n`);
}
