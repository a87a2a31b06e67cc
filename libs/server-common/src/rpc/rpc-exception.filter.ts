import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';
import type { Logger } from 'pino';
import { toFailure } from '../errors/failure.js';

/** Services answer every failure with a `{status, message}` payload; unexpected ones are logged. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const { unexpected, ...payload } = toFailure(exception);
    if (unexpected) {
      const pattern = host.switchToRpc().getContext<{ getSubject?: () => string }>().getSubject?.();
      this.logger.error({ err: exception, pattern }, 'RPC handler failed');
    }
    return throwError(() => payload);
  }
}
