import { HttpException } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import {
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  INVALID_CURSOR_MESSAGE,
  InvalidCursorError,
  isDatabaseUnavailable,
  rpcErrorSchema,
  type RpcErrorPayload,
} from '@lumafolio/contracts';
import { ZodError, z } from 'zod';
import { RpcCallError } from '../rpc/rpc-client.js';
import { validationMessageOf } from './validation-message.js';

/** What a failure means for whoever asked: a status, words for a person, and whether it was expected. */
export type Failure = RpcErrorPayload & { unexpected?: true };

/** What an unexpected failure says: never its own message, which may reveal internals. */
export const UNEXPECTED_FAILURE_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The one mapping from anything thrown to a failure, for RPC answers and HTTP answers
 * alike: a service's chosen failure, a failed call to another service (passed on, e.g. a
 * 503 when it is down), a validation error (400 with the first problem and every field's),
 * a Nest HTTP exception, a paging cursor a repository cannot read (400), a database that cannot
 * take the request now (503, to try again), a value the database refuses to store (400: the
 * request's fault, not ours); anything else is a 500 to be logged.
 */
export function toFailure(error: unknown): Failure {
  if (error instanceof RpcException) {
    const parsed = rpcErrorSchema.safeParse(error.getError());
    if (parsed.success) return parsed.data;
  }
  if (error instanceof RpcCallError) {
    return {
      status: error.status,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    return { status: 400, message: first ? validationMessageOf(first) : 'Invalid request', code: 'VALIDATION_FAILED', details: z.flattenError(error) };
  }
  if (error instanceof InvalidCursorError) return { status: 400, message: INVALID_CURSOR_MESSAGE, code: 'INVALID_CURSOR' };
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE, code: DATABASE_UNAVAILABLE_CODE };
  const refusal = databaseRefusalOf(error);
  if (refusal) return { status: 400, message: refusal, code: 'VALUE_NOT_STORABLE' };
  if (error instanceof HttpException) {
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : (messageOf(response) ?? error.message);
    return { status: error.getStatus(), message };
  }
  return { status: 500, message: UNEXPECTED_FAILURE_MESSAGE, unexpected: true };
}

function messageOf(response: object): string | undefined {
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : undefined;
}

/** MongoDB's codes for a document or value it will not store: BSONObjectTooLarge, document too large, invalid UTF-8, key too long. */
const REFUSED_VALUE_CODES = new Set([10334, 17419, 17280, 16493, 10065]);
/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: an untranslatable character such as a
 * NUL, an invalid byte sequence, a value too long), as FerretDB passes them on.
 */
const POSTGRES_DATA_EXCEPTION = /\(SQLSTATE 22[0-9A-Z]{3}\)/;

/**
 * Words for a person when the database (or its driver, before sending) refused a value of
 * the request; null for any other failure. Known by name, not class: server-common does
 * not depend on the MongoDB driver.
 */
function databaseRefusalOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'BSONError' || (error.name === 'MongoServerError' && POSTGRES_DATA_EXCEPTION.test(error.message))) {
    return 'This request holds a value that cannot be stored (a NUL or another character the database refuses).';
  }
  const code = (error as { code?: unknown }).code;
  if (error.name === 'MongoServerError' && typeof code === 'number' && REFUSED_VALUE_CODES.has(code)) {
    return 'This request holds a value that cannot be stored (too large or not valid text).';
  }
  return null;
}
