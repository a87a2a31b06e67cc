import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody } from '@lumafolio/contracts';
import { RpcCallError } from '@lumafolio/server-common';
import { ZodError, z } from 'zod';

/** Maps anything thrown while handling a request to a status and the shared error body. */
export function toErrorBody(exception: unknown, requestId?: string): ErrorBody & { unexpected?: true } {
  const base = requestId ? { requestId } : {};
  if (exception instanceof RpcCallError) {
    return {
      ...base,
      statusCode: exception.status,
      error: reasonPhrase(exception.status),
      message: exception.message,
      ...(exception.details === undefined ? {} : { details: exception.details }),
    };
  }
  if (exception instanceof ZodError) {
    return {
      ...base,
      statusCode: 400,
      error: reasonPhrase(400),
      message: exception.issues[0]?.message ?? 'Invalid request',
      details: z.flattenError(exception),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message = typeof response === 'string' ? response : (messageOf(response) ?? exception.message);
    return { ...base, statusCode: status, error: reasonPhrase(status), message };
  }
  const refused = clientErrorOfFastify(exception);
  if (refused) return { ...base, statusCode: refused.status, error: reasonPhrase(refused.status), message: refused.message };
  return { ...base, statusCode: 500, error: reasonPhrase(500), message: 'Something went wrong on our side. Please try again.', unexpected: true };
}

/** What Fastify and its multipart parser refuse, in words a person understands. */
const FASTIFY_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_FILES_LIMIT: { status: 413, message: 'Send one image per upload.' },
  FST_PARTS_LIMIT: { status: 413, message: 'This form has too many parts.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'This form has too many fields.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Send the form as multipart/form-data.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The form could not be read.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not accepted here.' },
};

/** A client error raised by Fastify or one of its plugins (a 4xx status and an FST_ code); null otherwise. */
function clientErrorOfFastify(exception: unknown): { status: number; message: string } | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { code, statusCode } = exception as { code?: unknown; statusCode?: unknown };
  if (typeof code !== 'string' || !code.startsWith('FST_')) return null;
  const known = FASTIFY_REFUSALS[code];
  if (known) return known;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return { status: statusCode, message: 'The request could not be read.' };
  return null;
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
