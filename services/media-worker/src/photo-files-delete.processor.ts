import type { MediaQueue } from '@lumafolio/contracts';
import { isLastAttempt, type JobHandlers, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';

/** Photo folders removed at once: each is a listing and a delete request to the store. */
export const FOLDERS_DELETED_AT_ONCE = 8;

export interface PhotoFilesDeleteDeps {
  storage: Pick<ObjectStorage, 'deletePrefix'>;
  logger: Logger;
}

export interface PhotoFilesDeleteResult {
  folders: number;
  files: number;
}

/**
 * The files of photos whose documents a bulk delete removed: every file under each folder, a
 * few folders at once. Idempotent: a folder already emptied lists nothing, so a retried job
 * does only what is left. A folder that could not be emptied fails the job, which is retried;
 * after its last attempt the files are orphans the storage audit finds (as for one photo).
 */
export function createPhotoFilesDeleteProcessor({ storage, logger }: PhotoFilesDeleteDeps): JobHandlers<MediaQueue>['photo-files.delete.v1'] {
  return async ({ userId, prefixes }, context): Promise<PhotoFilesDeleteResult> => {
    let files = 0;
    const failed: Array<{ prefix: string; error: unknown }> = [];
    await forEachAtMost(prefixes, FOLDERS_DELETED_AT_ONCE, async (prefix) => {
      try {
        // Read, then added: `files += await …` would add to the count as it was before the wait.
        const deleted = await storage.deletePrefix(prefix);
        files += deleted;
      } catch (error) {
        failed.push({ prefix, error });
      }
    });
    const first = failed[0];
    if (first) {
      const last = isLastAttempt(context);
      logger[last ? 'error' : 'warn'](
        { err: first.error, userId, failed: failed.length, folders: prefixes.length, prefixes: failed.slice(0, 10).map(({ prefix }) => prefix) },
        last ? 'deleted photos whose files were not deleted: the storage audit finds them' : 'files of deleted photos not deleted yet; the job is retried',
      );
      throw first.error instanceof Error ? first.error : new Error(String(first.error));
    }
    logger.info({ job: 'photo-files.delete.v1', userId, folders: prefixes.length, files }, 'files of deleted photos removed');
    return { folders: prefixes.length, files };
  };
}

/** Runs `visit` on every item, at most `limit` at once. */
export async function forEachAtMost<T>(items: readonly T[], limit: number, visit: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await visit(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
