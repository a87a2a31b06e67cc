import type { HttpException } from '@nestjs/common';
import { ObjectNotFoundError, type ObjectStorage } from '@lumafolio/storage';
import type { FastifyReply } from 'fastify';

export interface StoredImage {
  key: string;
  contentType: string;
  cacheControl: string;
}

/**
 * Streams an image from storage. A file that is not there answers `notFound()`; the
 * sandbox CSP keeps a file opened on its own from running anything.
 */
export async function sendStoredImage(storage: ObjectStorage, reply: FastifyReply, image: StoredImage, notFound: () => HttpException): Promise<void> {
  let object;
  try {
    object = await storage.get(image.key);
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw notFound();
    throw error;
  }
  await reply
    .header('content-type', image.contentType)
    .header('content-length', object.bytes)
    .header('cache-control', image.cacheControl)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(object.body);
}
