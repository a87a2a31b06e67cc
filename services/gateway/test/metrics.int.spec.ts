import {
  profile,
  signUpThroughGateway,
  startGatewayUnderTest,
  uploadPhotoThroughGateway,
  type CookieJarClient,
  type GatewayUnderTest,
} from '@lumafolio/dev-stack';
import { MEDIA_QUEUE } from '@lumafolio/contracts';
import { Queue } from 'bullmq';

/**
 * What an operator scrapes: the gateway, the media service and the media worker each serve
 * Prometheus text on a metrics port of their own, and one photo upload shows up in all three
 * (the request under its route template, the RPC patterns, the job with its outcome, the
 * queue, storage and database calls); the gateway writes one access-log line per request.
 */
const testProfile = profile('test');
const GATEWAY_PORT = 13221;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const REAL_PHOTO = '/usr/share/backgrounds/mate/nature/Aqua.jpg';
const QUEUE_PREFIX = `metrics-${run}`;
const metricsPorts = {
  gateway: testProfile.metricsPort('gateway'),
  media: testProfile.metricsPort('media'),
  'media-worker': testProfile.metricsPort('media-worker'),
};

type Labels = Record<string, string>;
interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key as string, value as string]));
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

async function scrape(port: number): Promise<Sample[]> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
}

/** The one sample of `name` whose labels include `labels` (undefined when there is none). */
function valueOf(samples: Sample[], name: string, labels: Labels): number | undefined {
  const found = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} series`);
  return found[0]?.value;
}

const labelValues = (samples: Sample[], name: string, label: string) => new Set(samples.filter((s) => s.name === name).map((s) => s.labels[label]));

describe('metrics and access logs', () => {
  let stack: GatewayUnderTest;
  let ana: CookieJarClient;
  const gatewayLines: string[] = [];
  let photoId: string;
  let uploadRequestId: string | null;
  const missingPhotoId = `zz${run}missing`.toLowerCase().replace(/[^a-z0-9]/g, '');

  beforeAll(async () => {
    const queue = { MEDIA_QUEUE_PREFIX: QUEUE_PREFIX };
    stack = await startGatewayUnderTest(testProfile, {
      gatewayPort: GATEWAY_PORT,
      issuerPort: 13222,
      mediaWorker: true,
      gatewayOutput: (_name, line) => gatewayLines.push(line),
      env: {
        gateway: { ...queue, METRICS_PORT: String(metricsPorts.gateway) },
        media: { ...queue, METRICS_PORT: String(metricsPorts.media) },
        'media-worker': { ...queue, METRICS_PORT: String(metricsPorts['media-worker']) },
        portfolio: queue,
      },
    });
    ana = (await signUpThroughGateway(GATEWAY, 'ana', run)).client;

    const uploaded = await uploadPhotoThroughGateway(ana, GATEWAY, { path: REAL_PHOTO, title: 'Aqua', category: 'nature' });
    expect(uploaded.status).toBe(201);
    uploadRequestId = uploaded.headers.get('x-request-id');
    photoId = ((await uploaded.json()) as { id: string }).id;
    for (let status = ''; status !== 'ready'; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const page = (await (await ana.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Array<{ id: string; status: string }> };
      status = page.items.find((photo) => photo.id === photoId)?.status ?? 'missing';
      if (status === 'failed') throw new Error('the photo failed to process');
    }
    const renamed = await ana.request(`${GATEWAY}/api/user/photos/${photoId}`, {
      method: 'PATCH',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Aqua, renamed' }),
    });
    expect(renamed.status).toBe(200);
    const missing = await ana.request(`${GATEWAY}/api/user/photos/${missingPhotoId}`, {
      method: 'PATCH',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Nobody' }),
    });
    expect(missing.status).toBe(404);
    expect((await fetch(`${GATEWAY}/api/no-such-endpoint-${run}`)).status).toBe(404);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('counts gateway requests under their route template and status, never under a raw URL', async () => {
    const gateway = await scrape(metricsPorts.gateway);
    const requests = 'lumafolio_http_request_duration_seconds_count';
    expect(valueOf(gateway, requests, { method: 'POST', route: '/api/photos/upload', status: '201' })).toBe(1);
    expect(valueOf(gateway, requests, { method: 'PATCH', route: '/api/user/photos/:id', status: '200' })).toBe(1);
    expect(valueOf(gateway, requests, { method: 'PATCH', route: '/api/user/photos/:id', status: '404' })).toBe(1);
    expect(valueOf(gateway, requests, { method: 'GET', route: '/api/user/photos', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(gateway, requests, { method: 'GET', route: '(unmatched)', status: '404' })).toBe(1);
    const routes = labelValues(gateway, requests, 'route');
    expect([...routes].filter((route) => route?.includes(photoId) || route?.includes(missingPhotoId) || route?.includes(run))).toEqual([]);
    // Every sample of a request is in the histogram's buckets too: the latency is there.
    expect(valueOf(gateway, 'lumafolio_http_request_duration_seconds_bucket', { method: 'POST', route: '/api/photos/upload', status: '201', le: '+Inf' })).toBe(
      1,
    );
  });

  it('times the gateway’s RPC calls per pattern with the answer’s status, and its storage calls', async () => {
    const gateway = await scrape(metricsPorts.gateway);
    const calls = 'lumafolio_rpc_client_duration_seconds_count';
    expect(valueOf(gateway, calls, { pattern: 'media.photo.update.v1', status: '200' })).toBe(1);
    expect(valueOf(gateway, calls, { pattern: 'media.photo.update.v1', status: '404' })).toBe(1);
    expect(valueOf(gateway, 'lumafolio_storage_operation_duration_seconds_count', { driver: 'local', operation: 'put', outcome: 'ok' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(valueOf(gateway, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(valueOf(gateway, 'nodejs_eventloop_lag_p99_seconds', {})).toBeGreaterThan(0);
  });

  it("reports Redis's memory and what it can grow to, which the memory alert divides", async () => {
    const gateway = await scrape(metricsPorts.gateway);
    const used = valueOf(gateway, 'lumafolio_redis_memory_bytes', { kind: 'used' });
    const limit = valueOf(gateway, 'lumafolio_redis_memory_bytes', { kind: 'limit' });
    expect(used).toBeGreaterThan(100_000);
    // The test profile's Redis has no maxmemory: its limit is the host's memory.
    expect(limit).toBeGreaterThan(used ?? Infinity);
  });

  it('times the media service’s handlers per pattern and status, and its database commands per collection', async () => {
    const media = await scrape(metricsPorts.media);
    const handled = 'lumafolio_rpc_handler_duration_seconds_count';
    expect(valueOf(media, handled, { pattern: 'media.photo.update.v1', status: '200' })).toBe(1);
    expect(valueOf(media, handled, { pattern: 'media.photo.update.v1', status: '404' })).toBe(1);
    expect(valueOf(media, handled, { pattern: 'media.health.check.v1', status: '200' })).toBeGreaterThanOrEqual(1);
    const commands = 'lumafolio_db_command_duration_seconds_count';
    expect(valueOf(media, commands, { collection: 'photos', command: 'insert', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(media, commands, { collection: 'photos', command: 'find', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
  });

  it('counts the worker’s jobs per name and outcome, and its queue by state at scrape time', async () => {
    // A job due in an hour is in the queue's delayed set when Prometheus scrapes.
    const queue = new Queue(MEDIA_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL }, prefix: QUEUE_PREFIX });
    // The upload's later jobs (palette, AI tags) may still run on a busy machine: the gauge is read once they are done.
    for (let waited = 0; waited < 60_000; waited += 200) {
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'active');
      if (Object.values(counts).every((count) => count === 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await queue.add('optimise', { photoId: missingPhotoId }, { delay: 3_600_000 });
    await queue.close();
    const worker = await scrape(metricsPorts['media-worker']);
    expect(valueOf(worker, 'lumafolio_queue_jobs', { queue: 'media', state: 'delayed' })).toBe(1);
    expect(valueOf(worker, 'lumafolio_job_duration_seconds_count', { queue: 'media', job_name: 'optimise', outcome: 'completed' })).toBe(1);
    expect(labelValues(worker, 'lumafolio_job_duration_seconds_count', 'outcome')).not.toContain('failed');
    for (const state of ['waiting', 'prioritized', 'active', 'failed']) {
      expect(valueOf(worker, 'lumafolio_queue_jobs', { queue: 'media', state })).toBe(0);
    }
    expect(valueOf(worker, 'lumafolio_storage_operation_duration_seconds_count', { driver: 'local', operation: 'get', outcome: 'ok' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(valueOf(worker, 'lumafolio_db_command_duration_seconds_count', { collection: 'photos', command: 'update', outcome: 'ok' })).toBeGreaterThanOrEqual(
      1,
    );
  }, 90_000);

  it('answers only GET /metrics on the metrics port, and the public port has no /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metricsPorts.gateway}/`)).status).toBe(404);
    const onPublicPort = await fetch(`${GATEWAY}/metrics`);
    expect(await onPublicPort.text()).not.toContain('lumafolio_http_request_duration_seconds');
  });

  it('writes one access-log line per request with method, route template, status, duration and request id; probes stay out', () => {
    const accessLines = gatewayLines.flatMap((line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return entry.msg === 'request' ? [entry] : [];
      } catch {
        return [];
      }
    });
    const uploads = accessLines.filter((entry) => entry.route === '/api/photos/upload');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ level: 'info', service: 'gateway', method: 'POST', status: 201, requestId: uploadRequestId });
    expect(uploads[0]?.ms).toEqual(expect.any(Number));
    expect(accessLines.filter((entry) => entry.route === '/api/user/photos/:id').map((entry) => entry.status)).toEqual([200, 404]);
    expect(accessLines.filter((entry) => entry.route === '/healthz')).toEqual([]);
    expect(JSON.stringify(accessLines)).not.toContain(missingPhotoId);
  });
});
