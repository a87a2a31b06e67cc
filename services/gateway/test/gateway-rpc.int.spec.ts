import { profile, startService, waitForHttp, type ManagedProcess } from '@lumafolio/dev-stack';
import { natsConnectionOf, natsTransportOptions } from '@lumafolio/server-common';
import { connect } from '@nats-io/transport-node';

/**
 * Browser → gateway → NATS → portfolio → FerretDB, with real processes on the test
 * profile's infrastructure (started by `npm test`).
 */
const testProfile = profile('test');
const gatewayUrl = `http://127.0.0.1:13101`;
const RPC_TIMEOUT_MS = 1_500;

interface LogLine {
  msg?: string;
  requestId?: string;
  pattern?: string;
  err?: { message?: string };
}

function logCollector() {
  const lines: LogLine[] = [];
  const output = (_name: string, line: string) => {
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // non-JSON output (e.g. a stack trace) is not a handled-request line
    }
  };
  return { lines, output };
}

async function waitForLog(lines: LogLine[], msg: string, timeoutMs = 20_000, matches: (line: LogLine) => boolean = () => true): Promise<LogLine> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = lines.find((line) => line.msg === msg && matches(line));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${msg}" log line within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startPortfolio() {
  const logs = logCollector();
  const proc = startService('portfolio', testProfile, { output: logs.output, env: { LOG_LEVEL: 'debug' } });
  return { process: proc, logs };
}

describe('GET /api/templates through the gateway', () => {
  let gateway: ManagedProcess;
  const gatewayLogs = logCollector();
  const running: ManagedProcess[] = [];

  beforeAll(async () => {
    gateway = startService('gateway', testProfile, {
      output: gatewayLogs.output,
      // Every request must reach a service here: the visitor cache would answer the repeated ones itself.
      env: { GATEWAY_PORT: '13101', RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS), VISITOR_CACHE: 'off' },
    });
    await waitForHttp(`${gatewayUrl}/healthz`, 30_000);
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.stop()));
  });

  afterAll(async () => {
    await gateway.stop();
  });

  it('returns the four seeded templates, classic first and default', async () => {
    const portfolio = startPortfolio();
    running.push(portfolio.process);
    await waitForLog(portfolio.logs.lines, 'listening for RPC');

    const response = await fetch(`${gatewayUrl}/api/templates`);
    expect(response.status).toBe(200);
    const templates = (await response.json()) as Array<{
      id: string;
      isDefault: boolean;
      colorScheme: Record<string, string>;
      typography: Record<string, unknown>;
    }>;
    expect(templates.map((t) => t.id)).toEqual(['classic', 'epic', 'monochrome', 'monochrome-white']);
    expect(templates.filter((t) => t.isDefault).map((t) => t.id)).toEqual(['classic']);
    for (const template of templates) {
      expect(Object.keys(template.colorScheme).sort()).toEqual([
        'accent',
        'background',
        'border',
        'cardBackground',
        'primary',
        'secondary',
        'text',
        'textLight',
      ]);
      expect(template.typography).toEqual(expect.objectContaining({ fontFamily: 'Montserrat' }));
    }
  });

  it('serves the built scripts pre-compressed and compresses pages on the fly', async () => {
    // The app's largest script (React), which a page the browser renders preloads.
    const html = await (await fetch(`${gatewayUrl}/account`)).text();
    const script = /<link rel="modulepreload" crossorigin href="(\/assets\/react-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const plain = await fetch(`${gatewayUrl}${script}`, { headers: { 'accept-encoding': 'identity' } });
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    // fetch() would decode transparently; node's http module shows the bytes on the wire.
    const { get } = await import('node:http');
    const onWire = (path: string, encoding: string) =>
      new Promise<{ encoding: string | undefined; bytes: number; cache: string | undefined }>((resolve, reject) => {
        get(`${gatewayUrl}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes, cache: response.headers['cache-control'] }));
        }).on('error', reject);
      });
    const brotli = await onWire(script as string, 'br, gzip');
    expect(brotli).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
    expect(brotli.bytes).toBeLessThan(plainBytes / 2);
    expect((await onWire(script as string, 'gzip')).encoding).toBe('gzip');
    // Pages and API answers are compressed on the fly (index.html is well over the 1 KB threshold).
    expect((await onWire('/some/client/route', 'gzip')).encoding).toBe('gzip');
  });

  it('spreads 100 requests over two portfolio replicas and answers each exactly once', async () => {
    const replicas = [startPortfolio(), startPortfolio()];
    running.push(...replicas.map((r) => r.process));
    await Promise.all(replicas.map((r) => waitForLog(r.logs.lines, 'listening for RPC')));

    const requestIds = Array.from({ length: 100 }, (_, i) => `queue-group-${String(i).padStart(3, '0')}`);
    const statuses: number[] = [];
    // Ten at a time, so both replicas are busy at once.
    for (let i = 0; i < requestIds.length; i += 10) {
      const batch = requestIds.slice(i, i + 10);
      const responses = await Promise.all(batch.map((id) => fetch(`${gatewayUrl}/api/templates`, { headers: { 'x-request-id': id } })));
      for (const response of responses) {
        statuses.push(response.status);
        expect(response.headers.get('x-request-id')).toMatch(/^queue-group-\d{3}$/);
        await response.arrayBuffer();
      }
    }
    expect(statuses).toEqual(Array(100).fill(200));

    await new Promise((resolve) => setTimeout(resolve, 200));
    const handledBy = replicas.map((r) =>
      r.logs.lines.filter((l) => l.msg === 'rpc handled' && l.pattern === 'portfolio.templates.list.v1').map((l) => l.requestId),
    );
    const [first, second] = handledBy as [string[], string[]];
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    expect(first.length + second.length).toBe(100);
    expect([...first, ...second].sort()).toEqual(requestIds);
  });

  it('answers 503 with a JSON error within the RPC timeout when portfolio is stopped', async () => {
    const portfolio = startPortfolio();
    await waitForLog(portfolio.logs.lines, 'listening for RPC');
    expect((await fetch(`${gatewayUrl}/api/templates`)).status).toBe(200);
    await portfolio.process.stop();

    const started = Date.now();
    const response = await fetch(`${gatewayUrl}/api/templates`, { signal: AbortSignal.timeout(RPC_TIMEOUT_MS + 5_000) });
    const elapsed = Date.now() - started;

    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { statusCode: number; message: string; requestId: string };
    expect(body.statusCode).toBe(503);
    expect(body.message).toMatch(/portfolio/);
    expect(body.requestId).toBeTruthy();
    // Not hanging: the answer comes once the configured timeout has passed, not later.
    expect(elapsed).toBeLessThan(RPC_TIMEOUT_MS + 3_000);
  });

  it('answers 502 when a service answers outside its contract, and logs what did not match', async () => {
    // Stands in for a portfolio replica of another release: it answers with a shape the gateway does not know.
    const nats = await connect(natsTransportOptions(natsConnectionOf(testProfile.serviceEnv), 'gateway-rpc-test'));
    const subscription = nats.subscribe('portfolio.templates.list.v1');
    void (async () => {
      for await (const message of subscription) {
        const { id } = JSON.parse(message.string()) as { id: string };
        message.respond(JSON.stringify({ id, response: [{ name: 'Classic', colours: 'blue' }], isDisposed: true }));
      }
    })();
    // The subscription is in place on the server before the gateway asks.
    await nats.flush();
    try {
      const response = await fetch(`${gatewayUrl}/api/templates`, { headers: { 'x-request-id': 'bad-answer-1' } });
      expect(response.status).toBe(502);
      const body = (await response.json()) as { message: string; details?: unknown };
      expect(body.message).toBe('Unexpected answer from portfolio');
      expect(JSON.stringify(body)).not.toContain('colorScheme');
      const logged = await waitForLog(gatewayLogs.lines, 'request failed upstream', 5_000, (line) => line.requestId === 'bad-answer-1');
      expect(logged.err?.message).toMatch(/portfolio\.templates\.list\.v1 answered outside its contract/);
      expect(logged.err?.message).toMatch(/colorScheme/);
    } finally {
      await nats.drain();
    }
  });

  it('reports in /readyz which service does not answer its health check and when to ask again, while /healthz stays a process check', async () => {
    const services = Object.fromEntries(
      (['auth', 'portfolio', 'media', 'admin', 'integrations'] as const).map((name) => [name, startService(name, testProfile, { output: 'silent' })]),
    );
    running.push(...Object.values(services));
    const readiness = async () => {
      const response = await fetch(`${gatewayUrl}/readyz`);
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as { status: string; checks: Record<string, { status: string; message?: string }> },
      };
    };
    const deadline = Date.now() + 60_000;
    while ((await readiness()).status !== 200) {
      if (Date.now() > deadline) throw new Error(`not ready: ${JSON.stringify((await readiness()).body)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await readiness()).retryAfter).toBeNull();
    expect(Object.keys((await readiness()).body.checks).sort()).toEqual(['admin', 'auth', 'integrations', 'media', 'nats', 'portfolio', 'redis', 'storage']);

    await services.media?.stop();
    const down = await readiness();
    expect(down.status).toBe(503);
    expect(down.retryAfter).toBe('5');
    expect(down.body.status).toBe('error');
    expect(down.body.checks.media).toMatchObject({ status: 'error', message: expect.stringMatching(/media/) });
    expect(
      Object.entries(down.body.checks)
        .filter(([, check]) => check.status !== 'ok')
        .map(([name]) => name),
    ).toEqual(['media']);
    expect((await fetch(`${gatewayUrl}/healthz`)).status).toBe(200);
  }, 90_000);

  it('answers unknown API paths with a JSON 404 and serves the web app for client routes', async () => {
    const api = await fetch(`${gatewayUrl}/api/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { statusCode: number }).statusCode).toBe(404);

    const page = await fetch(`${gatewayUrl}/some/client/route`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
  });
});
