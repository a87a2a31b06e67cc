import { MongoDatabase, UserRepository } from '@lumafolio/dal';
import { loadConfig, oneLineReason, runOperatorCommand } from '@lumafolio/server-common';
import { cliConfigSchema } from '../config.js';

/** Connects to MongoDB (MONGODB_URI), runs a command with the users repository, exits with its code. */
export function runUsersCli(name: string, command: (users: UserRepository) => Promise<number>): void {
  runOperatorCommand(name, async () => {
    const config = loadConfig(name, cliConfigSchema);
    const database = new MongoDatabase({ uri: config.MONGODB_URI, serverSelectionTimeoutMs: 5_000 });
    try {
      await database.connect();
    } catch (error) {
      process.stderr.write(`${name}: cannot reach the database at ${redact(config.MONGODB_URI)} (${oneLineReason(error)}); is the stack running?\n`);
      process.exit(1);
    }
    let code = 1;
    try {
      const users = new UserRepository(database.connection);
      await users.ensureIndexes();
      code = await command(users);
    } finally {
      await database.disconnect();
    }
    process.exit(code);
  });
}

function redact(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}
