import { headers as natsHeaders } from '@nats-io/transport-node';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan, type TracerProvider } from '@opentelemetry/sdk-trace';
import { LocalDiskStorage, ObjectNotFoundError } from '@lumafolio/storage';
import { DelayedError } from 'bullmq';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { observeStorage } from '../metrics/storage-metrics.js';
import { jobTraceOptions, traceJobRun, traceJobSend, type TracedJobOptions } from './job-tracing.js';
import { rpcClientSpan, startRpcHandlerSpan } from './rpc-tracing.js';
import { installTracing, shutdownTracing } from './start-tracing.js';
import { traceCarrier } from './trace-carrier.js';
import { activeTraceId, inSpan } from './tracer.js';

const exporter = new InMemorySpanExporter();
let provider: TracerProvider;
/** The spans ended so far (exported once the resource's detected attributes are in). */
const finished = async () => {
  await provider.forceFlush();
  return exporter.getFinishedSpans();
};
const spanNamed = async (name: string): Promise<ReadableSpan> => {
  const found = (await finished()).filter((span) => span.name === name);
  if (found.length !== 1) throw new Error(`${found.length} spans named ${name}: ${exporter.getFinishedSpans().map((span) => span.name)}`);
  return found[0] as ReadableSpan;
};
const idsOf = (span: ReadableSpan) => span.spanContext();
const isChild = (child: ReadableSpan, parent: ReadableSpan) =>
  child.parentSpanContext?.spanId === idsOf(parent).spanId && idsOf(child).traceId === idsOf(parent).traceId;

beforeAll(() => (provider = installTracing({ serviceName: 'unit', spanProcessor: new SimpleSpanProcessor({ exporter }) })));
afterAll(() => shutdownTracing());
beforeEach(() => exporter.reset());

describe('the trace context across NATS', () => {
  it('makes the handler’s span the child of the caller’s, in the same trace, through the request headers', async () => {
    const requestHeaders = natsHeaders();
    await rpcClientSpan(
      'media.intake.complete.v1',
      () => 500,
      async () => {
        for (const [name, value] of Object.entries(traceCarrier())) requestHeaders.set(name, value);
      },
    );
    const handler = startRpcHandlerSpan('media.intake.complete.v1', (name) => requestHeaders.get(name));
    handler.end(200);

    const ends = (await finished()).filter((span) => span.name === 'media.intake.complete.v1');
    const client = ends.find((span) => span.kind === SpanKind.CLIENT) as ReadableSpan;
    const handled = ends.find((span) => span.kind === SpanKind.SERVER) as ReadableSpan;
    expect(ends).toHaveLength(2);
    expect(requestHeaders.get('traceparent')).toContain(idsOf(client).spanId);
    expect(isChild(handled, client)).toBe(true);
    expect(handled.attributes['lumafolio.rpc.status']).toBe(200);
  });

  it('starts a new trace for a message without a trace context (a caller with tracing off)', async () => {
    startRpcHandlerSpan('media.photo.get.v1', (name) => natsHeaders().get(name)).end(200);
    expect((await spanNamed('media.photo.get.v1')).parentSpanContext).toBeUndefined();
  });

  it('leaves the services’ health checks out at both ends: probes ask them every few seconds', async () => {
    await rpcClientSpan(
      'media.health.check.v1',
      () => 500,
      async () => undefined,
    );
    startRpcHandlerSpan('media.health.check.v1', (name) => natsHeaders().get(name)).end(200);
    expect(await finished()).toEqual([]);
  });

  it('fails a call’s span on a 5xx answer, not on a 404 (the service doing its job)', async () => {
    const notFound = Object.assign(new Error('No such photo'), { status: 404 });
    const unavailable = Object.assign(new Error('The media service did not answer'), { status: 503 });
    const statusOf = (error: unknown) => (error as { status: number }).status;
    await expect(rpcClientSpan('media.photo.update.v1', statusOf, () => Promise.reject(notFound))).rejects.toBe(notFound);
    await expect(rpcClientSpan('media.photo.get.v1', statusOf, () => Promise.reject(unavailable))).rejects.toBe(unavailable);
    expect((await spanNamed('media.photo.update.v1')).status.code).toBe(SpanStatusCode.UNSET);
    expect((await spanNamed('media.photo.update.v1')).attributes['lumafolio.rpc.status']).toBe(404);
    expect((await spanNamed('media.photo.get.v1')).status.code).toBe(SpanStatusCode.ERROR);
  });
});

describe('the trace context across the queue', () => {
  it('runs a job queued inside a request as the child of its send, and the jobs it queues as its own children', async () => {
    let queued: TracedJobOptions = {};
    await inSpan('POST /api/photos/upload', { kind: SpanKind.SERVER }, () =>
      traceJobSend('media', 'optimise', 'optimise-p1', async (options) => {
        queued = options;
      }),
    );
    // Only BullMQ's propagation slot in the job's options: the payload is the registry's, untouched.
    expect(Object.keys(queued)).toEqual(['telemetry']);

    let followUp: TracedJobOptions = {};
    const result = await traceJobRun(
      'media',
      { name: 'optimise', id: 'optimise-p1', attemptsMade: 0, opts: queued },
      async () => {
        await traceJobSend('media', 'ai-tag.v2', 'ai-tag.v2-p1', async (options) => void (followUp = options));
        return 'optimised';
      },
      () => true,
    );
    await traceJobRun(
      'media',
      { name: 'ai-tag.v2', id: 'ai-tag.v2-p1', attemptsMade: 0, opts: followUp },
      async () => undefined,
      () => true,
    );

    expect(result).toBe('optimised');
    const request = await spanNamed('POST /api/photos/upload');
    const send = await spanNamed('send optimise');
    const run = await spanNamed('process optimise');
    const sendFollowUp = await spanNamed('send ai-tag.v2');
    const runFollowUp = await spanNamed('process ai-tag.v2');
    expect(isChild(send, request)).toBe(true);
    expect(isChild(run, send)).toBe(true);
    expect(isChild(sendFollowUp, run)).toBe(true);
    expect(isChild(runFollowUp, sendFollowUp)).toBe(true);
    expect(send.kind).toBe(SpanKind.PRODUCER);
    expect(run.kind).toBe(SpanKind.CONSUMER);
    expect(run.attributes).toMatchObject({ 'messaging.destination.name': 'media', 'messaging.message.id': 'optimise-p1', 'lumafolio.job.attempt': 1 });
  });

  it('runs a job queued outside a trace, before an upgrade or with metadata not its own, in a trace of its own', async () => {
    const options: TracedJobOptions[] = [{}, { telemetry: { metadata: 'not json' } }, { telemetry: { metadata: '{"traceparent":"00-garbage"}' } }];
    for (const [index, opts] of options.entries()) {
      await expect(
        traceJobRun(
          'media',
          { name: `old-${index}`, attemptsMade: 2, opts },
          async () => 'ran',
          () => true,
        ),
      ).resolves.toBe('ran');
      expect((await spanNamed(`process old-${index}`)).parentSpanContext).toBeUndefined();
    }
  });

  it('fails a run that failed, but not one the processor deferred (a rate limit, a delay)', async () => {
    const failed = (error: unknown) => !(error instanceof DelayedError);
    await expect(
      traceJobRun('media', { name: 'optimise', attemptsMade: 0, opts: {} }, () => Promise.reject(new Error('S3 timed out')), failed),
    ).rejects.toThrow();
    await expect(
      traceJobRun('album-sync', { name: 'album-sync.item', attemptsMade: 0, opts: {} }, () => Promise.reject(new DelayedError()), failed),
    ).rejects.toThrow();
    expect((await spanNamed('process optimise')).status).toMatchObject({ code: SpanStatusCode.ERROR, message: 'S3 timed out' });
    expect((await spanNamed('process album-sync.item')).status.code).toBe(SpanStatusCode.UNSET);
  });

  it('queues nothing extra outside a trace', () => {
    expect(jobTraceOptions()).toEqual({});
  });
});

describe('storage calls and log lines in a trace', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumafolio-storage-tracing-'));
  const storage = observeStorage(new LocalDiskStorage({ rootDir: dir }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('traces a storage call as a child span inside a trace, never as a trace of its own; a missing object is no failure', async () => {
    await storage.put('photo/u1/outside', Buffer.from('bytes'), { contentType: 'image/jpeg' });
    expect(await finished()).toEqual([]);
    await inSpan('process optimise', { kind: SpanKind.CONSUMER }, async () => {
      await storage.put('photo/u1/p1/original', Buffer.from('bytes'), { contentType: 'image/jpeg' });
      await expect(storage.get('photo/u1/p2/original')).rejects.toBeInstanceOf(ObjectNotFoundError);
    });
    const job = await spanNamed('process optimise');
    expect(isChild(await spanNamed('storage put'), job)).toBe(true);
    expect((await spanNamed('storage get')).status.code).toBe(SpanStatusCode.UNSET);
  });

  it('gives log lines the trace id of the span under way', async () => {
    let traceId: string | undefined;
    await inSpan('GET /api/user/photos', {}, async () => void (traceId = activeTraceId()));
    expect(traceId).toBe(idsOf(await spanNamed('GET /api/user/photos')).traceId);
    expect(activeTraceId()).toBeUndefined();
  });
});
