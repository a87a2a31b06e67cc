import { RpcException } from '@nestjs/microservices';
import type { RpcErrorPayload } from '@lumafolio/contracts';

/** Thrown by service code for an expected failure; crosses NATS as `{status, message}`. */
export function rpcError(status: number, message: string, code?: string): RpcException {
  const payload: RpcErrorPayload = { status, message, ...(code ? { code } : {}) };
  return new RpcException(payload);
}
