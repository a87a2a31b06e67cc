import {
  deleteUserIntegrationsRpc,
  deleteUserMediaRpc,
  deleteUserPortfolioRpc,
  getAccountDeletionRpc,
  purgeAccountRpc,
  recordAccountDeletionFailureRpc,
  type AccountDeletionStep,
  type RpcResponse,
} from '@lumafolio/contracts';
import { RpcCallError, type RpcClient } from '@lumafolio/server-common';

/** The services that hold an account's data, as the deletion job reaches them. */
export interface AccountDataOwners {
  /** The account being deleted; null when no deletion is under way (it finished already). */
  deletionOf(userId: string): Promise<RpcResponse<typeof getAccountDeletionRpc> | null>;
  /** Revokes the Google grant and forgets the picked sets. */
  deleteIntegrations(userId: string): Promise<unknown>;
  deleteMedia(userId: string): Promise<unknown>;
  deletePortfolio(userId: string): Promise<unknown>;
  purgeAccount(userId: string): Promise<unknown>;
  recordFailure(userId: string, step: AccountDeletionStep, error: string, remaining: AccountDeletionStep[]): Promise<unknown>;
}

export function rpcAccountDataOwners(rpc: RpcClient): AccountDataOwners {
  return {
    deletionOf: (userId) =>
      rpc.call(getAccountDeletionRpc, { userId }).catch((error: unknown) => {
        if (error instanceof RpcCallError && error.status === 404) return null;
        throw error;
      }),
    deleteIntegrations: (userId) => rpc.call(deleteUserIntegrationsRpc, { userId }),
    deleteMedia: (userId) => rpc.call(deleteUserMediaRpc, { userId }),
    deletePortfolio: (userId) => rpc.call(deleteUserPortfolioRpc, { userId }),
    purgeAccount: (userId) => rpc.call(purgeAccountRpc, { userId }),
    recordFailure: (userId, step, error, remaining) => rpc.call(recordAccountDeletionFailureRpc, { userId, step, error: error.slice(0, 1000), remaining }),
  };
}
