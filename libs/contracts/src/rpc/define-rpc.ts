import type { z } from 'zod';

/**
 * One RPC message: its versioned NATS subject and the schemas of both directions.
 * The gateway validates requests before sending and the services validate what they
 * receive, so a shape is written exactly once.
 */
export interface RpcDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly pattern: string;
  readonly request: Req;
  readonly response: Res;
}

export type RpcRequest<D extends RpcDefinition> = z.input<D['request']>;
export type RpcResponse<D extends RpcDefinition> = z.output<D['response']>;
/** A request as the service sees it once parsed (defaults filled in). */
export type ParsedRpcRequest<D extends RpcDefinition> = z.output<D['request']>;

const versionedPattern = /^[a-z]+(\.[a-z][a-z-]*)+\.v\d+$/;

export function defineRpc<Req extends z.ZodType, Res extends z.ZodType>(pattern: string, request: Req, response: Res): RpcDefinition<Req, Res> {
  if (!versionedPattern.test(pattern)) {
    throw new Error(`RPC pattern "${pattern}" must look like "service.entity.action.v1"`);
  }
  return { pattern, request, response };
}
