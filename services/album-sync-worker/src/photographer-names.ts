import { getUserRpc, type RpcDefinition, type RpcRequest, type RpcResponse } from '@lumafolio/contracts';

interface Rpc {
  call<D extends RpcDefinition>(definition: D, payload: RpcRequest<D>): Promise<RpcResponse<D>>;
}

const KEPT_MS = 60_000;
const MAX_KEPT = 1_000;

/**
 * The photographer's name written on each imported photo, as an upload writes it (first and
 * last name, else the username). A set's items arrive one after the other, so a name is
 * kept a minute instead of asking auth for every item.
 */
export class PhotographerNames {
  private readonly kept = new Map<string, { name: string; until: number }>();

  constructor(private readonly rpc: Rpc) {}

  async of(userId: string): Promise<string> {
    const hit = this.kept.get(userId);
    if (hit && hit.until > Date.now()) return hit.name;
    const user = await this.rpc.call(getUserRpc, { userId });
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    this.kept.set(userId, { name, until: Date.now() + KEPT_MS });
    return name;
  }
}
