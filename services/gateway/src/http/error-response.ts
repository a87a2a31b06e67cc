import { HttpStatus } from '@nestjs/common';
import type { ErrorBody } from '@lumafolio/contracts';
import { RpcCallError, SERVICE_RETRY_AFTER_S, toFailure, type Failure } from '@lumafolio/server-common';

/** Maps anything thrown while handling a request to a status and the shared error body. */
export function toErrorBody(exception: unknown, requestId?: string): ErrorBody & { unexpected?: true } {
  const { status, message, details, unexpected } = clientErrorOfFastify(exception) ?? toFailure(exception);
  return {
    ...(requestId ? { requestId } : {}),
    statusCode: status,
    error: reasonPhrase(status),
    message,
    ...(details === undefined ? {} : { details }),
    ...(unexpected ? { unexpected } : {}),
  };
}

/**
 * The Retry-After (seconds) of an answer: a 503 (a service not answering, or late) says when
 * to ask again, the call's own hint or a second; other answers have none.
 */
export function retryAfterSecondsOf(exception: unknown, status: number): number | undefined {
  if (status !== 503) return undefined;
  return (exception instanceof RpcCallError ? exception.retryAfterSeconds : undefined) ?? SERVICE_RETRY_AFTER_S;
}

/** What Fastify and its multipart parser refuse, in words a person understands. */
const FASTIFY_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_FILES_LIMIT: { status: 400, message: 'Send one image per upload.' },
  FST_PARTS_LIMIT: { status: 413, message: 'This form has too many parts.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'This form has too many fields.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Send the form as multipart/form-data.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The form could not be read.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not accepted here.' },
  FST_ERR_BAD_URL: { status: 400, message: 'This address could not be read.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'This address is too long.' },
};

/** The multipart parser (busboy) refuses a broken body with a plain Error: known by its fixed message. */
const MULTIPART_PARSER_REFUSALS: Record<string, { status: number; message: string }> = {
  'Unexpected end of multipart data': { status: 400, message: 'The form could not be read.' },
  'Multipart: Boundary not found': { status: 400, message: 'Send the form as multipart/form-data with its boundary.' },
};

/** A client error raised by Fastify or one of its plugins (a 4xx status and an FST_ code, or a multipart parser refusal); null otherwise. */
function clientErrorOfFastify(exception: unknown): Failure | null {
  if (typeof exception !== 'object' || exception === null) return null;
  if (exception instanceof Error && !('code' in exception) && Object.hasOwn(MULTIPART_PARSER_REFUSALS, exception.message)) {
    return MULTIPART_PARSER_REFUSALS[exception.message] ?? null;
  }
  const { code, statusCode } = exception as { code?: unknown; statusCode?: unknown };
  if (typeof code !== 'string' || !code.startsWith('FST_')) return null;
  const known = FASTIFY_REFUSALS[code];
  if (known) return known;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return { status: statusCode, message: 'The request could not be read.' };
  return null;
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
