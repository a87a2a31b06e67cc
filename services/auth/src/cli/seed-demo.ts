/**
 * node services/auth/dist/cli/seed-demo.js: creates the demo photographer and admin once
 * (MONGODB_URI), printing their random passwords only when it creates them.
 */
import { runUsersCli } from './run-cli.js';
import { seedDemoAccounts } from './seed-demo-accounts.js';

runUsersCli('seed-demo', async (users) => {
  process.stdout.write(`${(await seedDemoAccounts(users)).join('\n')}\n`);
  return 0;
});
