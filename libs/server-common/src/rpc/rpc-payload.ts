import type { RpcDefinition } from '@lumafolio/contracts';
import type { z } from 'zod';
import { rpcError } from './rpc-errors.js';

/** Validates an incoming RPC payload against its contract; a bad one answers 400. */
export function parseRpcPayload<D extends RpcDefinition>(definition: D, data: unknown): z.output<D['request']> {
  const result = definition.request.safeParse(data ?? {});
  if (!result.success) {
    throw rpcError(400, `Invalid payload for ${definition.pattern}: ${result.error.issues[0]?.message ?? 'invalid'}`, 'VALIDATION_FAILED');
  }
  return result.data as z.output<D['request']>;
}
