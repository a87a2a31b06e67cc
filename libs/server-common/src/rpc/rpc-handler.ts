import type { PipeTransform } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ParsedRpcRequest, RpcDefinition } from '@lumafolio/contracts';
import type { z } from 'zod';
import { rpcError } from './rpc-errors.js';

/** What an RPC handler receives: the request as its contract parsed it (defaults filled in). */
export type RpcPayload<D extends RpcDefinition> = ParsedRpcRequest<D>;

/** What an RPC handler may answer: anything its contract's response schema accepts. */
type RpcAnswer<D extends RpcDefinition> = z.input<D['response']>;

type RpcHandlerMethod<D extends RpcDefinition> = (payload: RpcPayload<D>) => RpcAnswer<D> | Promise<RpcAnswer<D>>;

/**
 * Makes a method the handler of one RPC: it listens on the contract's subject and receives
 * the payload already validated by the contract's request schema (a bad one answers 400
 * without reaching it). The method's parameter and answer are checked against the contract
 * at compile time.
 *
 *     @RpcHandler(listCustomCategoriesRpc)
 *     list({ userId }: RpcPayload<typeof listCustomCategoriesRpc>) { … }
 */
export function RpcHandler<D extends RpcDefinition>(contract: D) {
  return <M extends RpcHandlerMethod<D>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    MessagePattern(contract.pattern)(target, key, descriptor);
    Payload(new RpcContractPipe(contract))(target, key, 0);
  };
}

/** Validates an incoming payload against its contract; a bad one answers 400. */
export class RpcContractPipe<D extends RpcDefinition> implements PipeTransform<unknown, RpcPayload<D>> {
  constructor(private readonly contract: D) {}

  transform(value: unknown): RpcPayload<D> {
    const result = this.contract.request.safeParse(value ?? {});
    if (!result.success) {
      throw rpcError(400, `Invalid payload for ${this.contract.pattern}: ${result.error.issues[0]?.message ?? 'invalid'}`, 'VALIDATION_FAILED');
    }
    return result.data as RpcPayload<D>;
  }
}
