import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { refusal } from './upload-metadata.js';

/**
 * How many unfinished resumable uploads each user has on this gateway's disk, so that no
 * one fills it with uploads they never finish. An upload counts while its file exists:
 * finished, abandoned (DELETE) and expired ones stop counting by themselves.
 */
export class UnfinishedUploads {
  private readonly byUser = new Map<string, Set<string>>();

  constructor(
    private readonly directory: string,
    private readonly maxPerUser: number,
  ) {}

  /** Counts `uploadId` as one of `userId`'s, or refuses it (429) when they have too many already. */
  add(userId: string, uploadId: string): void {
    const ids = this.byUser.get(userId) ?? new Set<string>();
    for (const id of ids) if (!existsSync(join(this.directory, id))) ids.delete(id);
    if (ids.size >= this.maxPerUser) {
      throw refusal(429, `You have ${this.maxPerUser} unfinished uploads. Let them finish, or remove some, before starting more.`);
    }
    ids.add(uploadId);
    this.byUser.set(userId, ids);
  }

  remove(userId: string, uploadId: string): void {
    const ids = this.byUser.get(userId);
    ids?.delete(uploadId);
    if (ids?.size === 0) this.byUser.delete(userId);
  }
}
