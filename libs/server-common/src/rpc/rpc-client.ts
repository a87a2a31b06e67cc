import { ClientProxyFactory, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { rpcErrorSchema, type RpcDefinition, type RpcRequest, type RpcResponse } from '@lumafolio/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { z } from 'zod';
import { currentRequestId, REQUEST_ID_HEADER } from '../logging/logger.js';
import { secondsSince } from '../metrics/registry.js';
import { rpcClientDuration } from '../metrics/rpc-metrics.js';
import { traceCarrier } from '../tracing/trace-carrier.js';
import { rpcClientSpan } from '../tracing/rpc-tracing.js';
import { natsTransportOptions, type NatsConnection } from './nats-connection.js';

/** A failed RPC call, carrying the HTTP status the gateway should answer with. */
export class RpcCallError extends Error {
  override readonly name = 'RpcCallError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface RpcClientOptions {
  nats: NatsConnection;
  timeoutMs: number;
  name: string;
}

/**
 * The gateway's only way to reach a service: request/reply over NATS with a timeout on
 * every call, the request id and the trace context in headers, and the answer validated by
 * its contract.
 */
export class RpcClient {
  private readonly proxy: ClientProxy;

  constructor(private readonly options: RpcClientOptions) {
    this.proxy = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: natsTransportOptions(options.nats, options.name),
    });
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
    const requestHeaders = natsHeaders();
    const requestId = currentRequestId();
    if (requestId) requestHeaders.set(REQUEST_ID_HEADER, requestId);
    for (const [name, value] of Object.entries(traceCarrier())) requestHeaders.set(name, value);
    const record = new NatsRecordBuilder(request).setHeaders(requestHeaders).build();
    let answer: unknown;
    try {
      answer = await firstValueFrom(this.proxy.send(definition.pattern, record).pipe(timeout(timeoutMs)));
    } catch (error) {
      throw toCallError(definition.pattern, error, timeoutMs);
    }
    const parsed = definition.response.safeParse(answer);
    if (!parsed.success) {
      // What did not match goes to the caller's log (the cause), never to the client.
      const cause = new Error(`${definition.pattern} answered outside its contract:\n${z.prettifyError(parsed.error)}`);
      throw new RpcCallError(502, `Unexpected answer from ${serviceOf(definition.pattern)}`, 'BAD_RPC_RESPONSE', undefined, { cause });
    }
    return parsed.data as RpcResponse<D>;
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
  if (error instanceof TimeoutError) {
    return new RpcCallError(503, `The ${service} service did not answer within ${timeoutMs} ms`, 'SERVICE_UNAVAILABLE');
  }
  const payload = rpcErrorSchema.safeParse(error);
  if (payload.success) {
    const { status, message, code, details } = payload.data;
    return new RpcCallError(status, message, code, details);
  }
  return new RpcCallError(503, `The ${service} service is unavailable`, 'SERVICE_UNAVAILABLE');
}
