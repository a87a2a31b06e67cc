import { SpanKind, type Attributes } from '@opentelemetry/api';
import { contextFromCarrier, traceCarrier } from './trace-carrier.js';
import { inSpan } from './tracer.js';

/**
 * BullMQ's own slot for trace propagation: `opts.telemetry.metadata`, a string stored with the
 * job's options (never in its data, so the registry's strict payloads are untouched). It holds
 * the W3C carrier as JSON.
 */
export interface TracedJobOptions {
  telemetry?: { metadata?: string | undefined } | undefined;
}

/** The job options that carry the active trace to the job's run (none outside a trace or with tracing off). */
export function jobTraceOptions(): { telemetry: { metadata: string } } | Record<string, never> {
  const carrier = traceCarrier();
  return Object.keys(carrier).length > 0 ? { telemetry: { metadata: JSON.stringify(carrier) } } : {};
}

/** Queues a job inside a producer span, whose context `add` carries to the job through `options`. */
export function traceJobSend<T>(queue: string, jobName: string, jobId: string, add: (options: ReturnType<typeof jobTraceOptions>) => Promise<T>): Promise<T> {
  return inSpan(`send ${jobName}`, { kind: SpanKind.PRODUCER, attributes: jobAttributes(queue, jobName, jobId, 'send') }, () => add(jobTraceOptions()));
}

export interface TracedJob {
  name: string;
  id?: string | undefined;
  attemptsMade: number;
  opts: TracedJobOptions;
}

/**
 * Runs one attempt of a job inside a consumer span, the child of the span that queued it: a
 * job queued while a request or another job was traced continues that trace. A job queued
 * outside a trace, before an upgrade, or with metadata that is not ours starts a trace of its own.
 */
export function traceJobRun<T>(queue: string, job: TracedJob, run: () => Promise<T>, failed: (error: unknown) => boolean): Promise<T> {
  return inSpan(
    `process ${job.name}`,
    {
      kind: SpanKind.CONSUMER,
      parent: contextFromCarrier(carrierOf(job.opts)),
      attributes: { ...jobAttributes(queue, job.name, job.id, 'process'), 'lumafolio.job.attempt': job.attemptsMade + 1 },
      failed,
    },
    run,
  );
}

function jobAttributes(queue: string, jobName: string, jobId: string | undefined, operation: 'send' | 'process'): Attributes {
  // The messaging conventions are still incubating in @opentelemetry/semantic-conventions: named here.
  return {
    'messaging.system': 'bullmq',
    'messaging.destination.name': queue,
    'messaging.operation.type': operation,
    ...(jobId ? { 'messaging.message.id': jobId } : {}),
    'lumafolio.job.name': jobName,
  };
}

function carrierOf(options: TracedJobOptions): (name: string) => string | undefined {
  let carrier: unknown;
  try {
    carrier = JSON.parse(options.telemetry?.metadata ?? '{}');
  } catch {
    carrier = {};
  }
  return (name) => {
    const value = carrier !== null && typeof carrier === 'object' ? (carrier as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
}
