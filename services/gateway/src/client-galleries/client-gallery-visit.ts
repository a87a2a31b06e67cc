import { NotFoundException } from '@nestjs/common';
import { CLIENT_GALLERY_MESSAGES, clientGalleryTokenSchema, photoIdSchema } from '@lumafolio/contracts';
import type { FastifyReply } from 'fastify';

/** A malformed token or photo id is answered as an unknown one. */
export function galleryToken(token: string): string {
  const parsed = clientGalleryTokenSchema.safeParse(token);
  if (!parsed.success) throw new NotFoundException(CLIENT_GALLERY_MESSAGES.notFound);
  return parsed.data;
}

export function galleryPhotoId(photoId: string): string {
  const parsed = photoIdSchema.safeParse(photoId);
  if (!parsed.success) throw new NotFoundException('Photo not found.');
  return parsed.data;
}

/** Every answer about a client gallery: never indexed, never kept by a shared cache. */
export function privateAnswer(reply: FastifyReply): void {
  void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
}
