import { ClientProxyFactory, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { livenessRpc, rpcErrorSchema, type RpcDefinition, type RpcRequest, type RpcResponse } from '@lumafolio/contracts';
import { firstValueFrom, map, race, timeout, TimeoutError } from 'rxjs';
import { z } from 'zod';
import { currentRequestId, REQUEST_ID_HEADER, type Logger } from '../logging/logger.js';
import { secondsSince } from '../metrics/registry.js';
import { rpcClientDuration } from '../metrics/rpc-metrics.js';
import { traceCarrier } from '../tracing/trace-carrier.js';
import { rpcClientSpan } from '../tracing/rpc-tracing.js';
import { natsConnectionOf, natsTransportOptions, type NatsConnection } from './nats-connection.js';
import { DEFAULT_LIVENESS, ServiceLiveness, type LivenessSettings, type ProbeOutcome } from './service-liveness.js';

/** What a client may do while a service is unavailable: ask again after this many seconds. */
export const SERVICE_RETRY_AFTER_S = 1;

/** A failed RPC call, carrying the HTTP status the gateway should answer with. */
export class RpcCallError extends Error {
  override readonly name = 'RpcCallError';
  /** For a service that is unavailable: when asking again may succeed (seconds). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
    options?: ErrorOptions & { retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** A call refused at once: its service is known not to answer (ADR 48); logged once by the client, not per call. */
export class ServiceNotAnsweringError extends RpcCallError {
  constructor(readonly service: string) {
    super(503, `The ${service} service is not answering right now. Please try again in a moment.`, 'SERVICE_UNAVAILABLE', undefined, {
      retryAfterSeconds: SERVICE_RETRY_AFTER_S,
    });
  }
}

export interface RpcClientOptions {
  nats: NatsConnection;
  timeoutMs: number;
  name: string;
  /** How the services called are watched (ADR 48); the defaults: probed every 250 ms, not answering after 750 ms. */
  liveness?: LivenessSettings;
  /** Where a service found not answering, and back, is logged. */
  logger?: Logger;
}

/** The RPC settings of a process's configuration (see rpcEnv), as the client takes them. */
export function rpcClientOptionsOf(
  config: {
    NATS_URL: string;
    NATS_USER?: string | undefined;
    NATS_PASSWORD?: string | undefined;
    RPC_TIMEOUT_MS: number;
    RPC_PROBE_INTERVAL_MS: number;
    RPC_DOWN_AFTER_MS: number;
  },
  name: string,
  logger: Logger,
): RpcClientOptions {
  return {
    nats: natsConnectionOf(config),
    timeoutMs: config.RPC_TIMEOUT_MS,
    name,
    liveness: { probeIntervalMs: config.RPC_PROBE_INTERVAL_MS, downAfterMs: config.RPC_DOWN_AFTER_MS },
    logger,
  };
}

/**
 * The gateway's only way to reach a service: request/reply over NATS with a timeout on
 * every call, the request id and the trace context in headers, and the answer validated by
 * its contract. Every service called lately is watched (ADR 48): one that answers nothing
 * for about a second while a call waits on it is known not to answer, and its calls, waiting
 * or new, fail at once with 503 until it answers again.
 */
export class RpcClient {
  private readonly proxy: ClientProxy;
  private readonly liveness: ServiceLiveness;

  constructor(private readonly options: RpcClientOptions) {
    this.proxy = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: natsTransportOptions(options.nats, options.name),
    });
    this.liveness = new ServiceLiveness(options.liveness ?? DEFAULT_LIVENESS, (service, timeoutMs) => this.probe(service, timeoutMs), options.logger);
  }

  connect(): Promise<unknown> {
    return this.proxy.connect();
  }

  /** A round trip to the NATS server: proves the bus is reachable. */
  async ping(): Promise<void> {
    const connection = this.proxy.unwrap<{ flush(): Promise<void> } | undefined>();
    if (!connection) throw new Error('not connected to NATS');
    await connection.flush();
  }

  async close(): Promise<void> {
    this.liveness.close();
    await this.proxy.close();
  }

  async call<D extends RpcDefinition>(definition: D, payload: RpcRequest<D>, timeoutMs = this.options.timeoutMs): Promise<RpcResponse<D>> {
    const request = definition.request.parse(payload);
    const started = performance.now();
    let status = 200;
    try {
      return await rpcClientSpan(definition.pattern, statusOfCall, () => this.send(definition, request, timeoutMs));
    } catch (error) {
      status = statusOfCall(error);
      throw error;
    } finally {
      rpcClientDuration.observe({ pattern: definition.pattern, status }, secondsSince(started));
    }
  }

  private async send<D extends RpcDefinition>(definition: D, request: unknown, timeoutMs: number): Promise<RpcResponse<D>> {
    const service = serviceOf(definition.pattern);
    // While the call waits, the service is probed (ADR 48): a frozen one fails it within a second.
    this.liveness.called(service);
    try {
      return await this.sendWatched(definition, service, request, timeoutMs);
    } finally {
      this.liveness.callEnded(service);
    }
  }

  private async sendWatched<D extends RpcDefinition>(definition: D, service: string, request: unknown, timeoutMs: number): Promise<RpcResponse<D>> {
    if (this.liveness.refusesCalls(service)) throw new ServiceNotAnsweringError(service);
    const requestHeaders = natsHeaders();
    const requestId = currentRequestId();
    if (requestId) requestHeaders.set(REQUEST_ID_HEADER, requestId);
    for (const [name, value] of Object.entries(traceCarrier())) requestHeaders.set(name, value);
    const record = new NatsRecordBuilder(request).setHeaders(requestHeaders).build();
    let answer: unknown;
    try {
      answer = await firstValueFrom(
        race(
          this.proxy.send(definition.pattern, record).pipe(timeout(timeoutMs)),
          // Found not answering while this call waits: it fails now, not at its timeout.
          this.liveness.foundDown(service).pipe(
            map(() => {
              throw new ServiceNotAnsweringError(service);
            }),
          ),
        ),
      );
    } catch (error) {
      if (error instanceof RpcCallError) throw error;
      // The service's own failure (a 404, a refusal) is an answer all the same.
      if (rpcErrorSchema.safeParse(error).success) this.liveness.callAnswered(service);
      else if (error instanceof EmptyResponseException) this.liveness.callMetNobody(service);
      throw toCallError(definition.pattern, error, timeoutMs);
    }
    this.liveness.callAnswered(service);
    const parsed = definition.response.safeParse(answer);
    if (!parsed.success) {
      // What did not match goes to the caller's log (the cause), never to the client.
      const cause = new Error(`${definition.pattern} answered outside its contract:\n${z.prettifyError(parsed.error)}`);
      throw new RpcCallError(502, `Unexpected answer from ${serviceOf(definition.pattern)}`, 'BAD_RPC_RESPONSE', undefined, { cause });
    }
    return parsed.data as RpcResponse<D>;
  }

  /** One liveness probe (ADR 48): not traced, timed or logged; any answer counts, even a refusal. */
  private async probe(service: string, timeoutMs: number): Promise<ProbeOutcome> {
    try {
      await firstValueFrom(this.proxy.send(livenessRpc(service).pattern, {}).pipe(timeout(timeoutMs)));
      return 'answered';
    } catch (error) {
      if (rpcErrorSchema.safeParse(error).success) return 'answered';
      return error instanceof EmptyResponseException ? 'nobody' : 'silent';
    }
  }
}

function statusOfCall(error: unknown): number {
  return error instanceof RpcCallError ? error.status : 500;
}

function serviceOf(pattern: string): string {
  return pattern.split('.')[0] ?? pattern;
}

function toCallError(pattern: string, error: unknown, timeoutMs: number): RpcCallError {
  const service = serviceOf(pattern);
  const retry = { retryAfterSeconds: SERVICE_RETRY_AFTER_S };
  if (error instanceof TimeoutError) {
    return new RpcCallError(503, `The ${service} service did not answer within ${timeoutMs} ms`, 'SERVICE_UNAVAILABLE', undefined, retry);
  }
  const payload = rpcErrorSchema.safeParse(error);
  if (payload.success) {
    const { status, message, code, details } = payload.data;
    return new RpcCallError(status, message, code, details);
  }
  return new RpcCallError(503, `The ${service} service is unavailable`, 'SERVICE_UNAVAILABLE', undefined, retry);
}
