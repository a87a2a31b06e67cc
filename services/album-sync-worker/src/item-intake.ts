import { abortIntakeRpc, type Photo, type RpcDefinition, type RpcRequest, type RpcResponse } from '@lumafolio/contracts';
import type { IngestRequest, PhotoIntake } from '@lumafolio/photo-intake';
import type { Redis } from 'ioredis';

interface Rpc {
  call<D extends RpcDefinition>(definition: D, payload: RpcRequest<D>): Promise<RpcResponse<D>>;
}

/** As long as media holds an intake's quota: after that, the intake is gone anyway. */
const REMEMBERED_MS = 60 * 60_000;

interface Remembered {
  intakeId: string;
  photoId: string;
}

/**
 * The media intake of an imported item, remembered (in Redis) while it is open: a worker
 * killed in the middle of a download leaves stored bytes and a quota hold behind, and the
 * rerun of its job aborts that intake before opening its own, so nothing is left over.
 */
export class ItemIntake {
  constructor(
    private readonly intake: Pick<PhotoIntake, 'begin' | 'guard'>,
    private readonly rpc: Rpc,
    private readonly redis: Redis,
  ) {}

  async ingest(request: IngestRequest & { source: NonNullable<IngestRequest['source']> }): Promise<Photo> {
    const key = `album-sync:open-intake:${request.userId}:${request.source.provider}:${request.source.id}`;
    const leftover = await this.redis.get(key);
    if (leftover) {
      const { intakeId, photoId } = JSON.parse(leftover) as Remembered;
      // Media leaves an intake that did become a photo alone.
      await this.rpc.call(abortIntakeRpc, { userId: request.userId, intakeId, photoId });
    }
    const open = await this.intake.begin(request);
    await this.redis.set(key, JSON.stringify({ intakeId: open.intakeId, photoId: open.photoId } satisfies Remembered), 'PX', REMEMBERED_MS);
    const photo = await this.intake.guard(open, async () => {
      await open.store(request.body);
      return open.complete(request.fields, request.source);
    });
    await this.redis.del(key);
    return photo;
  }
}
