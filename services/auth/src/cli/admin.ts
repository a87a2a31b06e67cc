/**
 * node services/auth/dist/cli/admin.js grant <email> | revoke <email> | list
 * Talks to MongoDB directly (MONGODB_URI), so it works while the services are down.
 */
import { runAdminCommand } from './admin-commands.js';
import { runUsersCli } from './run-cli.js';

runUsersCli('admin', async (users) => {
  const result = await runAdminCommand(users, process.argv.slice(2));
  const write = result.code === 0 ? process.stdout : process.stderr;
  write.write(`${result.lines.join('\n')}\n`);
  return result.code;
});
