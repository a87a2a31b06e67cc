/**
 * Prints fresh secrets for a deployment (the compose stack's .env): the identity
 * provider's keys, the gateway's client secret, a NATS and a Redis password per process, a
 * MongoDB password per process that uses the database, MongoDB's root password and key file,
 * the S3 server's root key and an S3 secret key per process that uses object storage:
 *   node services/auth/dist/cli/generate-secrets.js          KEY='value' lines (shell)
 *   node services/auth/dist/cli/generate-secrets.js --json   one JSON object
 * Keep them (e.g. in .data/auth-secrets.env): new cookie keys sign everyone out and a new
 * signing key invalidates issued ID tokens.
 */
import { formatSecrets, generateSecrets } from '../security/secrets.js';

process.stdout.write(formatSecrets(generateSecrets(), process.argv.includes('--json') ? 'json' : 'shell'));
