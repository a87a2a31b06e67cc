import { accountPasswordVariable, PROCESS_NAMES, TOOLS_ACCOUNT } from '@lumafolio/contracts';
import { generateSecrets } from './secrets.js';

describe('generateSecrets', () => {
  it('makes a NATS and a Redis password per process and for the tools account, readable by nats-server as text', () => {
    const secrets = generateSecrets();
    for (const account of [...PROCESS_NAMES, TOOLS_ACCOUNT] as const) {
      for (const kind of ['NATS', 'REDIS'] as const) {
        // nats-server reads an unquoted "0e7…" or "8K…" as a number: a letter comes first.
        expect(secrets[accountPasswordVariable(kind, account)]).toMatch(/^[a-z][0-9a-f]{48}$/);
      }
    }
    expect(new Set(Object.values(secrets)).size).toBe(Object.keys(secrets).length);
  });
});
