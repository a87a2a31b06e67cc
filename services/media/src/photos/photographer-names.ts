import { Injectable } from '@nestjs/common';
import { listDisplayNamesRpc } from '@lumafolio/contracts';
import { DisplayNameDirectory } from '@lumafolio/dal';
import { InjectLogger, RpcClient, type Logger } from '@lumafolio/server-common';

/** A page waits this long at most for auth's names: well inside the gateway's deadline for the whole answer. */
const NAMES_TIMEOUT_MS = 1_500;

/**
 * Who photos are credited to, current (ADR 55): read from the directory auth keeps, and asked
 * of auth for owners it has no entry for yet (auth records them as it answers). When neither
 * answers, the photos show without a name rather than not at all.
 */
@Injectable()
export class PhotographerNames {
  constructor(
    private readonly directory: DisplayNameDirectory,
    private readonly rpc: RpcClient,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async of(ownerIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(ownerIds)];
    const names = await this.directory.namesOf(ids).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'display-name directory unreadable; asking auth');
      return new Map<string, string>();
    });
    const missing = ids.filter((id) => !names.has(id));
    if (missing.length === 0) return names;
    try {
      for (const { userId, displayName } of await this.rpc.call(listDisplayNamesRpc, { userIds: missing }, NAMES_TIMEOUT_MS)) names.set(userId, displayName);
    } catch (error) {
      this.logger.warn({ err: error, owners: missing.length }, 'display names unavailable; photos shown without them');
    }
    return names;
  }
}
