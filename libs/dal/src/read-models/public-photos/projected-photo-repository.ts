import { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { PhotoRepository } from '../../entities/photo/photo.repository.js';

export interface ProjectedPhotoRepository {
  photos: PhotoRepository;
  close(): void;
}

/**
 * A photo repository whose writes are projected into the read model as the media domain's
 * are (ADR 46): for seeds, tools and tests that write photos beside the services. Photos
 * written without it are in the database but not in visitors' lists until a rebuild.
 */
export function openProjectedPhotoRepository(connection: Connection, redisUrl: string): ProjectedPhotoRepository {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  return { photos: new PhotoRepository(connection, { readModel: { redis } }), close: () => redis.disconnect() };
}
