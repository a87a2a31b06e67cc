import { HttpException } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { rpcErrorSchema, type RpcErrorPayload } from '@lumafolio/contracts';
import { ZodError, z } from 'zod';
import { RpcCallError } from './rpc-client.js';

/** Thrown by service code for an expected failure; crosses NATS as `{status, message}`. */
export function rpcError(status: number, message: string, code?: string): RpcException {
  const payload: RpcErrorPayload = { status, message, ...(code ? { code } : {}) };
  return new RpcException(payload);
}

/** Normalises anything a handler throws into the payload the gateway understands. */
export function toRpcErrorPayload(error: unknown): RpcErrorPayload & { unexpected?: true } {
  if (error instanceof RpcException) {
    const parsed = rpcErrorSchema.safeParse(error.getError());
    if (parsed.success) return parsed.data;
  }
  // A service that calls another passes that service's failure on (e.g. 503 when it is down).
  if (error instanceof RpcCallError) {
    return { status: error.status, message: error.message, ...(error.code ? { code: error.code } : {}) };
  }
  if (error instanceof ZodError) {
    return { status: 400, message: 'Invalid request', code: 'VALIDATION_FAILED', details: z.flattenError(error) };
  }
  if (error instanceof HttpException) {
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : error.message;
    return { status: error.getStatus(), message };
  }
  return { status: 500, message: 'Internal error', unexpected: true };
}
