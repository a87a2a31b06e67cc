/**
 * npm run storage-audit [-- --user <userId>] [-- --json]
 * Compares the photo store with the photo documents (ADR 31) and prints what it finds: the
 * same audit the dashboard queues, run here directly (MONGODB_URI and the storage settings
 * of the media worker). Exit code 0 when healthy, 2 when files are orphaned or missing.
 */
import { MongoDatabase, PhotoAuditIndex, PhotoRepository } from '@lumafolio/dal';
import { loadConfig, runOperatorCommand } from '@lumafolio/server-common';
import { auditStore, auditUserFolder, createStorage, S3Storage } from '@lumafolio/storage';
import { mediaWorkerConfigSchema } from '../config.js';
import { storeReportLines, userReportLines } from './storage-audit-text.js';

const USAGE = 'Usage: npm run storage-audit [-- --user <userId>] [-- --json]';

runOperatorCommand('storage-audit', async () => {
  const args = process.argv.slice(2);
  const userAt = args.indexOf('--user');
  const userId = userAt >= 0 ? args[userAt + 1] : undefined;
  const json = args.includes('--json');
  if ((userAt >= 0 && !userId) || args.some((arg, i) => arg.startsWith('--') && arg !== '--user' && arg !== '--json' && i !== userAt + 1)) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(1);
  }
  const config = loadConfig('storage-audit', mediaWorkerConfigSchema);
  const database = await new MongoDatabase({ uri: config.MONGODB_URI, serverSelectionTimeoutMs: 5_000 }).connect();
  const storage = createStorage(config);
  let code = 1;
  try {
    const index = new PhotoAuditIndex(new PhotoRepository(database.connection));
    if (userId) {
      const result = await auditUserFolder(storage, index, userId);
      const { tally, ...rest } = result;
      process.stdout.write(json ? `${JSON.stringify({ ...rest, breakdown: tally.entries() }, null, 2)}\n` : `${userReportLines(result).join('\n')}\n`);
      code = result.orphaned + result.missing === 0 ? 0 : 2;
    } else {
      const report = await auditStore(storage, index, async ({ filesScanned, percent }) => {
        if (process.stderr.isTTY) process.stderr.write(`\rChecked ${filesScanned} files (about ${percent}%)`);
      });
      if (process.stderr.isTTY) process.stderr.write('\n');
      process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${storeReportLines(report).join('\n')}\n`);
      code = report.orphaned + report.missing === 0 ? 0 : 2;
    }
  } finally {
    if (storage instanceof S3Storage) storage.destroy();
    await database.disconnect();
  }
  process.exit(code);
});
