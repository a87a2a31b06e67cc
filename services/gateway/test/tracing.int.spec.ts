import {
  profile,
  signUpThroughGateway,
  startGatewayUnderTest,
  uploadPhotoThroughGateway,
  type CookieJarClient,
  type GatewayUnderTest,
} from '@lumafolio/dev-stack';
import { createServer, type Server } from 'node:http';

/**
 * What an operator sees in a tracing backend: one photo upload is ONE trace, from the
 * gateway's request through its RPC calls over NATS, the media service's handler and the job
 * it queues, to the media worker's runs of that job and of the job it queues in turn. The
 * processes export over OTLP/HTTP to a collector that this test runs.
 */
const testProfile = profile('test');
const GATEWAY_PORT = 63121;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const COLLECTOR_PORT = 63123;
const run = Date.now().toString(36);
const REAL_PHOTO = '/usr/share/backgrounds/mate/nature/Aqua.jpg';
const QUEUE_PREFIX = `tracing-${run}`;

/** OTLP's span kinds (the JSON encoding's numbers). */
const KIND = { server: 2, client: 3, producer: 4, consumer: 5 } as const;

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: OtlpValue }>;
}
interface OtlpExport {
  resourceSpans: Array<{ resource: { attributes: Array<{ key: string; value: OtlpValue }> }; scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
}

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  attributes: Record<string, string | number>;
}

const valueOf = (value: OtlpValue) => value.stringValue ?? Number(value.intValue);

/** A collector as small as it gets: accepts OTLP/HTTP JSON exports and keeps their spans. */
function startCollector(received: ReceivedSpan[]): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || request.headers['content-type'] !== 'application/json') {
        response.writeHead(404).end();
        return;
      }
      const exported = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const { resource, scopeSpans } of exported.resourceSpans) {
        const service = String(valueOf(resource.attributes.find((attribute) => attribute.key === 'service.name')?.value ?? {}));
        for (const span of scopeSpans.flatMap((scope) => scope.spans)) {
          received.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            kind: span.kind,
            attributes: Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, valueOf(value)])),
          });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(COLLECTOR_PORT, '127.0.0.1', () => resolve(server)));
}

async function waitFor(what: string, done: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('one photo upload is one trace', () => {
  const received: ReceivedSpan[] = [];
  const gatewayLines: string[] = [];
  let collector: Server;
  let stack: GatewayUnderTest;
  let ana: CookieJarClient;
  let photoId: string;
  let uploadRequestId: string | null;
  let trace: ReceivedSpan[];

  const one = (spans: ReceivedSpan[], description: string, match: (span: ReceivedSpan) => boolean): ReceivedSpan => {
    const found = spans.filter(match);
    if (found.length !== 1) throw new Error(`${found.length} spans are ${description}: ${spans.map((span) => `${span.service}:${span.name}`).join(', ')}`);
    return found[0] as ReceivedSpan;
  };
  const byId = (spanId: string | undefined) => trace.find((span) => span.spanId === spanId);
  const ancestorsOf = (span: ReceivedSpan): ReceivedSpan[] => {
    const parent = byId(span.parentSpanId);
    return parent ? [parent, ...ancestorsOf(parent)] : [];
  };

  beforeAll(async () => {
    collector = await startCollector(received);
    const queue = { MEDIA_QUEUE_PREFIX: QUEUE_PREFIX };
    const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}`, OTEL_BSP_SCHEDULE_DELAY: '100' };
    stack = await startGatewayUnderTest(testProfile, {
      gatewayPort: GATEWAY_PORT,
      issuerPort: 63122,
      mediaWorker: true,
      gatewayOutput: (_name, line) => gatewayLines.push(line),
      env: {
        gateway: { ...queue, ...traced },
        media: { ...queue, ...traced },
        'media-worker': { ...queue, ...traced },
        auth: traced,
        portfolio: queue,
      },
    });
    ana = (await signUpThroughGateway(GATEWAY, 'ana', run)).client;

    const uploaded = await uploadPhotoThroughGateway(ana, GATEWAY, { path: REAL_PHOTO, title: 'Aqua', category: 'nature' });
    expect(uploaded.status).toBe(201);
    uploadRequestId = uploaded.headers.get('x-request-id');
    photoId = ((await uploaded.json()) as { id: string }).id;

    // The last span of the upload's trace: the run of the job that the optimise run queued.
    const aiTagged = (span: ReceivedSpan) => span.name === 'process ai-tag.v2' && span.attributes['messaging.message.id'] === `ai-tag.v2-${photoId}`;
    await waitFor('the ai-tag run of the uploaded photo', () => received.some(aiTagged));
    const traceId = (received.find(aiTagged) as ReceivedSpan).traceId;
    // Every span of the trace has its parent there too (a parent ends after its children).
    await waitFor('the whole trace', () => {
      trace = received.filter((span) => span.traceId === traceId);
      return trace.every((span) => !span.parentSpanId || byId(span.parentSpanId));
    });
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    collector?.close();
  });

  it('starts at the gateway’s request, named by its route template, and takes the ids of the request in the logs', () => {
    const roots = trace.filter((span) => !span.parentSpanId);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({
      service: 'gateway',
      name: 'POST /api/photos/upload',
      kind: KIND.server,
      attributes: { 'http.route': '/api/photos/upload', 'http.response.status_code': 201, 'lumafolio.request_id': uploadRequestId },
    });
    const accessLine = gatewayLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === 'request' && entry.route === '/api/photos/upload');
    expect(accessLine).toMatchObject({ requestId: uploadRequestId, traceId: roots[0]?.traceId });
  });

  it('goes from the gateway over NATS into the media service: each handler’s span is the child of the call’s', () => {
    const request = one(trace, 'the upload request', (span) => span.name === 'POST /api/photos/upload');
    for (const pattern of ['media.intake.begin.v1', 'media.intake.complete.v1']) {
      const call = one(trace, `the call ${pattern}`, (span) => span.name === pattern && span.kind === KIND.client);
      const handled = one(trace, `the handling of ${pattern}`, (span) => span.name === pattern && span.kind === KIND.server);
      expect(call).toMatchObject({ service: 'gateway', parentSpanId: request.spanId, attributes: { 'rpc.method': pattern, 'lumafolio.rpc.status': 200 } });
      expect(handled).toMatchObject({ service: 'media', parentSpanId: call.spanId });
    }
    const storedBytes = one(trace, 'the original stored by the gateway', (span) => span.service === 'gateway' && span.name === 'storage put');
    expect(ancestorsOf(storedBytes)).toContain(request);
  });

  it('goes on through the queue: the job the handler queued runs in the worker under its send, and so does the job that run queued', () => {
    const completed = one(trace, 'the handling of the upload’s completion', (span) => span.name === 'media.intake.complete.v1' && span.kind === KIND.server);
    const sendOptimise = one(trace, 'the optimise job queued', (span) => span.name === 'send optimise');
    const optimise = one(trace, 'the optimise run', (span) => span.name === 'process optimise');
    const sendAiTag = one(trace, 'the ai-tag job queued', (span) => span.name === 'send ai-tag.v2');
    const aiTag = one(trace, 'the ai-tag run', (span) => span.name === 'process ai-tag.v2');
    expect(sendOptimise).toMatchObject({ service: 'media', kind: KIND.producer, attributes: { 'messaging.message.id': `optimise-${photoId}` } });
    expect(ancestorsOf(sendOptimise)).toContain(completed);
    expect(optimise).toMatchObject({ service: 'media-worker', kind: KIND.consumer, parentSpanId: sendOptimise.spanId });
    expect(optimise.attributes).toMatchObject({ 'messaging.destination.name': 'media', 'lumafolio.job.attempt': 1 });
    expect(ancestorsOf(sendAiTag)).toContain(optimise);
    expect(aiTag).toMatchObject({ service: 'media-worker', kind: KIND.consumer, parentSpanId: sendAiTag.spanId });
  });

  it('shows the database and storage calls of the handler and the worker as their children', () => {
    const completed = one(trace, 'the handling of the upload’s completion', (span) => span.name === 'media.intake.complete.v1' && span.kind === KIND.server);
    const optimise = one(trace, 'the optimise run', (span) => span.name === 'process optimise');
    const insertedPhoto = trace.filter((span) => span.service === 'media' && span.name === 'insert photos');
    expect(insertedPhoto.length).toBeGreaterThanOrEqual(1);
    expect(insertedPhoto.every((span) => ancestorsOf(span).includes(completed))).toBe(true);
    const readOriginal = trace.filter((span) => span.service === 'media-worker' && span.name === 'storage get');
    expect(readOriginal.length).toBeGreaterThanOrEqual(1);
    expect(readOriginal.every((span) => ancestorsOf(span).includes(optimise))).toBe(true);
    expect(trace.some((span) => span.service === 'media-worker' && span.name === 'update photos' && ancestorsOf(span).includes(optimise))).toBe(true);
  });

  it('is the only trace of the photo’s jobs, and the probes are not traced (neither /healthz, /readyz nor the services’ health checks)', () => {
    const photoJobs = received.filter((span) => [`optimise-${photoId}`, `ai-tag.v2-${photoId}`].includes(String(span.attributes['messaging.message.id'])));
    expect(new Set(photoJobs.map((span) => span.traceId))).toEqual(new Set([trace[0]?.traceId]));
    expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['gateway', 'media', 'media-worker', 'auth']));
    expect(received.filter((span) => span.attributes['http.route'] === '/healthz' || span.attributes['http.route'] === '/readyz')).toEqual([]);
    expect(received.filter((span) => span.name.endsWith('.health.check.v1'))).toEqual([]);
  });
});
