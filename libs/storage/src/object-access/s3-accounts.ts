/**
 * Each process's account on a Versity S3 Gateway (versitygw) and the bucket policy that limits
 * it to deploy/storage/object-access.txt (ADR 70): the one implementation that
 * deploy/local/infra.sh, the compose stack's `s3-accounts` service and the Helm chart's Job run.
 *
 *   node libs/storage/src/object-access/s3-accounts.ts          (a checkout, Node 24)
 *   node libs/storage/dist/object-access/s3-accounts.js         (the image)
 *
 * Read from the environment (never the command line, which `ps` shows): S3_ENDPOINT,
 * S3_REGION, S3_BUCKET, the server's root key S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, each
 * listed process's secret S3_SECRET_<PROCESS> (its access key id is its name), and
 * OBJECT_ACCESS_FILE (default: the checkout's deploy/storage/object-access.txt).
 * `--wait <seconds>`: keep trying while the server does not answer yet (a Job started beside it).
 *
 * Only `node:` modules, and erasable TypeScript: Node runs this file as it is, before any build.
 */
import { createHash, createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type ObjectRight = 'read' | 'write' | 'parts' | 'delete' | 'list';
export type BucketRight = 'probe' | 'uploads';

/** One line of object-access.txt: a prefix (or `(bucket)`), a process and its rights there. */
export interface ObjectAccessLine {
  prefix: string;
  process: string;
  rights: string[];
}

const OBJECT_ACTIONS: Record<ObjectRight, string[]> = {
  read: ['s3:GetObject'],
  write: ['s3:PutObject', 's3:AbortMultipartUpload'],
  parts: ['s3:ListMultipartUploadParts'],
  delete: ['s3:DeleteObject'],
  list: [],
};
const BUCKET_ACTIONS: Record<BucketRight, string> = { probe: 's3:ListBucket', uploads: 's3:ListBucketMultipartUploads' };
const PROCESS_NAME = /^[a-z][a-z0-9-]*$/;

/** A failure the operator can act on: printed as its message alone. */
export class S3AccountsError extends Error {}

/** object-access.txt's lines (comments and blank lines skipped), each checked: a bad line names itself. */
export function parseObjectAccess(text: string, source = 'object-access.txt'): ObjectAccessLine[] {
  const lines: ObjectAccessLine[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `${source}:${index + 1}`;
    const fields = line.split(/\s+/);
    if (fields.length !== 3) throw new S3AccountsError(`${where}: expected "<prefix> <process> <rights>", got "${line}"`);
    const [prefix, process, rightList] = fields as [string, string, string];
    if (!PROCESS_NAME.test(process)) throw new S3AccountsError(`${where}: "${process}" is not a process name`);
    const rights = rightList.split(',');
    const known = prefix === '(bucket)' ? Object.keys(BUCKET_ACTIONS) : Object.keys(OBJECT_ACTIONS);
    for (const right of rights) {
      if (!known.includes(right))
        throw new S3AccountsError(`${where}: unknown ${prefix === '(bucket)' ? 'bucket ' : ''}right "${right}" of ${process} (known: ${known.join(', ')})`);
    }
    if (prefix !== '(bucket)' && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefix)) {
      throw new S3AccountsError(`${where}: prefix "${prefix}" must be a key prefix ending with /`);
    }
    lines.push({ prefix, process, rights });
  });
  return lines;
}

/** The processes the file lists (each gets an account), in the order they first appear. */
export function storageProcesses(lines: readonly ObjectAccessLine[]): string[] {
  return [...new Set(lines.map((line) => line.process))];
}

/** Where a process's S3 secret key is read from: `S3_SECRET_MEDIA_WORKER` for media-worker. */
export function s3SecretVariable(process: string): string {
  return `S3_SECRET_${process.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * The file as an S3 bucket policy, as short as it can be: versitygw's posix backend keeps it in
 * an extended attribute of the bucket's directory, which ext4 limits to one 4 kB block with the
 * directory's other attributes. So one statement per set of actions on a resource, naming every
 * process that has exactly that (the principals are the access key ids, the processes' names).
 */
export function bucketPolicy(lines: readonly ObjectAccessLine[], bucket: string): string {
  const statements = new Map<string, { resource: string; condition?: string; actions: string[]; principals: string[] }>();
  const grant = (resource: string, actions: string[], process: string, condition?: string) => {
    const key = `${resource}|${condition ?? ''}|${actions.join(',')}`;
    const statement = statements.get(key) ?? { resource, actions, principals: [], ...(condition ? { condition } : {}) };
    statements.set(key, statement);
    if (!statement.principals.includes(process)) statement.principals.push(process);
  };
  for (const { prefix, process, rights } of lines) {
    if (prefix === '(bucket)') {
      for (const right of rights) grant(`arn:aws:s3:::${bucket}`, [BUCKET_ACTIONS[right as BucketRight]], process);
      continue;
    }
    if (rights.includes('list')) grant(`arn:aws:s3:::${bucket}`, ['s3:ListBucket'], process, JSON.stringify({ StringLike: { 's3:prefix': [`${prefix}*`] } }));
    const actions = rights.flatMap((right) => OBJECT_ACTIONS[right as ObjectRight]);
    if (actions.length > 0) grant(`arn:aws:s3:::${bucket}/${prefix}*`, actions, process);
  }
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [...statements.values()].map(({ resource, condition, actions, principals }) => ({
      Effect: 'Allow',
      Principal: principals,
      Action: actions,
      Resource: resource,
      ...(condition ? { Condition: JSON.parse(condition) as unknown } : {}),
    })),
  });
}

export interface S3AccountsOptions {
  endpoint: string;
  region: string;
  bucket: string;
  rootAccessKeyId: string;
  rootSecretAccessKey: string;
  /** Each process's secret key, by process name. */
  secrets: Record<string, string>;
  lines: readonly ObjectAccessLine[];
  /** How long to keep trying while the server does not answer (ms); 0: fail at once. */
  waitMs?: number;
  log?: (line: string) => void;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A request signed with AWS Signature Version 4 (service s3): the admin API takes the same as S3. */
async function signedRequest(
  options: S3AccountsOptions,
  method: string,
  path: string,
  query: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  const url = new URL(path, options.endpoint.endsWith('/') ? options.endpoint : `${options.endpoint}/`);
  const canonicalQuery = Object.entries(query)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  url.search = canonicalQuery;
  const amzDate = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(body);
  const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  const signedHeaders = Object.keys(headers).sort().join(';');
  const canonicalRequest = [
    method,
    url.pathname
      .split('/')
      .map((segment) => encode(decodeURIComponent(segment)))
      .join('/'),
    canonicalQuery,
    ...Object.keys(headers)
      .sort()
      .map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${options.rootSecretAccessKey}`, day), options.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  const response = await fetch(url, {
    method,
    headers: {
      ...sent,
      authorization: `AWS4-HMAC-SHA256 Credential=${options.rootAccessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
    ...(body ? { body } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, text: await response.text() };
}

const errorCode = (text: string) => /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '';
const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The answer of the server, explained when it is one an operator can act on. */
function failure(what: string, answer: { status: number; text: string }, options: S3AccountsOptions): S3AccountsError {
  const code = errorCode(answer.text);
  const detail = `${what}: HTTP ${answer.status}${code ? ` ${code}` : ''}`;
  if (code === 'XAdminMethodNotSupported') {
    return new S3AccountsError(`${detail}: the S3 server at ${options.endpoint} runs without its IAM (start versitygw with --iam-dir, or VGW_IAM_DIR)`);
  }
  if (answer.status === 403 || code === 'SignatureDoesNotMatch' || code === 'InvalidAccessKeyId') {
    return new S3AccountsError(
      `${detail}: the S3 server refused the root key S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY (it must be the one the server was started with)`,
    );
  }
  if (code === 'NoSuchBucket') return new S3AccountsError(`${detail}: the bucket ${options.bucket} does not exist at ${options.endpoint}`);
  return new S3AccountsError(`${detail} ${answer.text.slice(0, 300)}`);
}

async function untilAnswered<T>(options: S3AccountsOptions, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + (options.waitMs ?? 0);
  for (let waited = false; ; waited = true) {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof S3AccountsError) throw error;
      if (Date.now() >= deadline) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new S3AccountsError(`the S3 server at ${options.endpoint} does not answer (${cause?.code ?? cause?.message ?? (error as Error).message})`);
      }
      if (!waited) options.log?.(`s3-accounts: waiting for ${options.endpoint} to answer`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/** Creates (or gives its secret again) each listed process's account, then sets the bucket policy. */
export async function ensureS3Accounts(options: S3AccountsOptions): Promise<void> {
  const processes = storageProcesses(options.lines);
  for (const process of processes) {
    const secret = options.secrets[process];
    if (!secret) throw new S3AccountsError(`${s3SecretVariable(process)} is not set: the secret key of ${process}'s S3 account (generate-secrets makes one)`);
  }
  for (const process of processes) {
    const secret = xml(options.secrets[process] as string);
    const created = await untilAnswered(options, () =>
      signedRequest(options, 'PATCH', 'create-user', {}, `<Account><Access>${xml(process)}</Access><Secret>${secret}</Secret><Role>user</Role></Account>`),
    );
    if (created.status < 300) continue;
    if (errorCode(created.text) !== 'XAdminUserExists') throw failure(`creating the S3 account of ${process}`, created, options);
    const updated = await signedRequest(
      options,
      'PATCH',
      'update-user',
      { access: process },
      `<MutableProps><Secret>${secret}</Secret><Role>user</Role></MutableProps>`,
    );
    if (updated.status >= 300) throw failure(`updating the S3 account of ${process}`, updated, options);
  }
  const policy = bucketPolicy(options.lines, options.bucket);
  const set = await untilAnswered(options, () => signedRequest(options, 'PUT', encodeURIComponent(options.bucket), { policy: '' }, policy));
  if (set.status >= 300) throw failure(`setting the policy of bucket ${options.bucket}`, set, options);
  options.log?.(`s3-accounts: ${processes.length} accounts (${processes.join(', ')}) and the policy of ${options.bucket} (${policy.length} bytes) are set`);
}

function required(env: NodeJS.ProcessEnv, name: string, what: string): string {
  const value = env[name];
  if (!value) throw new S3AccountsError(`${name} is not set: ${what}`);
  return value;
}

/** The command line: everything from the environment (see the top of this file). */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  let waitSeconds = 0;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--wait' && /^\d+$/.test(argv[i + 1] ?? '')) waitSeconds = Number(argv[++i]);
    else throw new S3AccountsError(`unknown argument "${argv[i]}" (usage: s3-accounts [--wait <seconds>])`);
  }
  const file = env.OBJECT_ACCESS_FILE || fileURLToPath(new URL('../../../../deploy/storage/object-access.txt', import.meta.url));
  if (!existsSync(file)) throw new S3AccountsError(`${file} is missing: set OBJECT_ACCESS_FILE to deploy/storage/object-access.txt`);
  const lines = parseObjectAccess(readFileSync(file, 'utf8'), file);
  const endpoint = required(env, 'S3_ENDPOINT', 'the S3 server to make the accounts on (http://host:port)');
  if (!/^https?:\/\/[^/]+\/?$/.test(endpoint)) throw new S3AccountsError(`S3_ENDPOINT must be http(s)://host[:port], got "${endpoint}"`);
  await ensureS3Accounts({
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket: required(env, 'S3_BUCKET', 'the bucket whose policy limits the accounts'),
    rootAccessKeyId: required(env, 'S3_ACCESS_KEY_ID', "the S3 server's root access key id"),
    rootSecretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', "the S3 server's root secret key"),
    secrets: Object.fromEntries(storageProcesses(lines).map((process) => [process, env[s3SecretVariable(process)] ?? ''])),
    lines,
    waitMs: waitSeconds * 1_000,
    log: (line) => process.stdout.write(`${line}\n`),
  });
}

if (import.meta.main) {
  main(process.argv.slice(2), process.env).catch((error: unknown) => {
    process.stderr.write(`s3-accounts: ${error instanceof S3AccountsError ? error.message : String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  });
}
