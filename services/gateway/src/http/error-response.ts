import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody } from '@lumafolio/contracts';
import { RpcCallError } from '@lumafolio/server-common';
import { ZodError, z } from 'zod';

/** Maps anything thrown while handling a request to a status and the shared error body. */
export function toErrorBody(exception: unknown, requestId?: string): ErrorBody & { unexpected?: true } {
  const base = requestId ? { requestId } : {};
  if (exception instanceof RpcCallError) {
    return { ...base, statusCode: exception.status, error: reasonPhrase(exception.status), message: exception.message, ...(exception.details === undefined ? {} : { details: exception.details }) };
  }
  if (exception instanceof ZodError) {
    return { ...base, statusCode: 400, error: reasonPhrase(400), message: exception.issues[0]?.message ?? 'Invalid request', details: z.flattenError(exception) };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message = typeof response === 'string' ? response : messageOf(response) ?? exception.message;
    return { ...base, statusCode: status, error: reasonPhrase(status), message };
  }
  return { ...base, statusCode: 500, error: reasonPhrase(500), message: 'Something went wrong on our side. Please try again.', unexpected: true };
}

function messageOf(response: object): string | undefined {
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : undefined;
}

function reasonPhrase(status: number): string {
  const name = HttpStatus[status];
  if (!name) return status >= 500 ? 'Server Error' : 'Client Error';
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
