import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { context as traceContext } from '@opentelemetry/api';
import { isLivenessSubject } from '@lumafolio/contracts';
import { randomUUID } from 'node:crypto';
import { Observable, finalize, tap } from 'rxjs';
import type { Logger } from 'pino';
import { toFailure } from '../errors/failure.js';
import { REQUEST_ID_HEADER, requestContext } from '../logging/logger.js';
import { secondsSince } from '../metrics/registry.js';
import { rpcHandlerDuration } from '../metrics/rpc-metrics.js';
import { startRpcHandlerSpan } from '../tracing/rpc-tracing.js';

/**
 * Restores the caller's request id and trace context (sent as NATS headers) around each RPC
 * handler, which runs in a span of its own under the caller's; times it per pattern and status
 * (lumafolio_rpc_handler_duration_seconds) and logs one debug line per handled message with its
 * duration (but liveness probes').
 */
export class RequestContextInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const natsContext = context.switchToRpc().getContext<NatsContext>();
    const headers = natsContext.getHeaders?.() as { get(name: string): string } | undefined;
    const requestId = headers?.get(REQUEST_ID_HEADER) || randomUUID();
    const pattern = natsContext.getSubject?.() ?? 'unknown';
    const started = performance.now();
    let status = 200;
    return new Observable((subscriber) => {
      const span = startRpcHandlerSpan(pattern, (name) => headers?.get(name));
      return requestContext.run({ requestId }, () =>
        traceContext.with(span.context, () =>
          next
            .handle()
            .pipe(
              tap({ error: (error: unknown) => (status = toFailure(error).status) }),
              finalize(() => {
                span.end(status);
                rpcHandlerDuration.observe({ pattern, status }, secondsSince(started));
                // Liveness probes come several times a second from every caller: measured, never logged.
                if (!isLivenessSubject(pattern)) this.logger.debug({ pattern, status, ms: Math.round(performance.now() - started) }, 'rpc handled');
              }),
            )
            .subscribe(subscriber),
        ),
      );
    });
  }
}
