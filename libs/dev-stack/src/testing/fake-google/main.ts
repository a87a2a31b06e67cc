// Runs the fake Google on its own, for Playwright's global setup and local demos:
//   node libs/dev-stack/src/testing/fake-google/main.ts --port 4600
// Prints one JSON line with its URLs, then serves until SIGINT or SIGTERM.
import { parseArgs } from 'node:util';
import { startFakeGoogle } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a TCP port, not ${values.port}`);
const fake = await startFakeGoogle({
  port,
  host: values.host,
  ...(values['client-id'] ? { clientId: values['client-id'] } : {}),
  ...(values['client-secret'] ? { clientSecret: values['client-secret'] } : {}),
});
process.stdout.write(`${JSON.stringify({ url: fake.url, ...fake.urls, clientId: fake.clientId, clientSecret: fake.clientSecret })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
