import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { Observable, finalize } from 'rxjs';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER, requestContext } from '../logging/logger.js';

/**
 * Restores the caller's request id (sent as a NATS header) around each RPC handler and
 * logs one debug line per handled message with its duration.
 */
export class RequestContextInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const natsContext = context.switchToRpc().getContext<NatsContext>();
    const headers = natsContext.getHeaders?.() as { get(name: string): string } | undefined;
    const requestId = headers?.get(REQUEST_ID_HEADER) || randomUUID();
    const pattern = natsContext.getSubject?.();
    const started = performance.now();
    return new Observable((subscriber) =>
      requestContext.run({ requestId }, () =>
        next
          .handle()
          .pipe(finalize(() => this.logger.debug({ pattern, ms: Math.round(performance.now() - started) }, 'rpc handled')))
          .subscribe(subscriber),
      ),
    );
  }
}
