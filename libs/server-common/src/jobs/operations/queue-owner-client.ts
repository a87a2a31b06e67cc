import { ownerOfJobQueue, queueOperationsRpcs, type QueueOperationsRpcs, type QueueOwner, type RpcRequest, type RpcResponse } from '@lumafolio/contracts';
import { RpcException } from '@nestjs/microservices';
import { rpcError } from '../../rpc/rpc-errors.js';
import { RpcCallError, type RpcClient } from '../../rpc/rpc-client.js';
import { queueNotFound } from './owned-queues.js';

type Operation = keyof QueueOperationsRpcs;

const QUEUE_UNAVAILABLE = 'QUEUE_UNAVAILABLE';

/** The message of a call refused because the queue's owner is down, or null for any other failure. */
export function queueUnavailableMessage(error: unknown): string | null {
  if (!(error instanceof RpcException)) return null;
  const answer = error.getError() as { code?: unknown; message?: unknown };
  return answer.code === QUEUE_UNAVAILABLE && typeof answer.message === 'string' ? answer.message : null;
}

/**
 * How the operators' views (the admin Jobs tab, Bull Board in the gateway) reach a queue:
 * by asking its owner (the job registry names it), never by opening the queue (ADR 49).
 */
export class QueueOwnerClient {
  private readonly rpcs = new Map<QueueOwner, QueueOperationsRpcs>();

  constructor(private readonly rpc: RpcClient) {}

  /**
   * One operation on the queue the payload names: 404 for a queue of no owner, 503 naming the
   * queue while its owner is down or has not answered within `timeoutMs` (the RPC timeout by default).
   */
  async call<O extends Operation>(
    operation: O,
    payload: RpcRequest<QueueOperationsRpcs[O]> & { queue: string },
    timeoutMs?: number,
  ): Promise<RpcResponse<QueueOperationsRpcs[O]>> {
    const owner = ownerOfJobQueue(payload.queue);
    if (!owner) throw queueNotFound(payload.queue);
    try {
      return (await this.rpc.call(this.rpcsOf(owner)[operation], payload, timeoutMs)) as RpcResponse<QueueOperationsRpcs[O]>;
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 503) {
        throw rpcError(
          503,
          `The ${payload.queue} queue cannot be read right now: the ${owner} service is not answering. Please try again in a moment.`,
          QUEUE_UNAVAILABLE,
        );
      }
      throw error;
    }
  }

  private rpcsOf(owner: QueueOwner): QueueOperationsRpcs {
    let rpcs = this.rpcs.get(owner);
    if (!rpcs) {
      rpcs = queueOperationsRpcs(owner);
      this.rpcs.set(owner, rpcs);
    }
    return rpcs;
  }
}
