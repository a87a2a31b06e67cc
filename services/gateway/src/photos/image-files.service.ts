import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { resolvePhotoFileRpc } from '@lumafolio/contracts';
import { ImageUrlRevocations, InjectLogger, RpcCallError, RpcClient, SignedImageUrls, type Logger } from '@lumafolio/server-common';
import { SessionsService } from '../session/sessions.service.js';

export interface LocatedImage {
  key: string;
  contentType: string;
  cacheControl: string;
}

/** Longest a checked public variant is cached (its URL names no expiry). */
const CHECKED_PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/**
 * Which stored file an image URL names, if it may be served. A signed URL (ADR 24) is
 * answered from its own query plus one Redis read for revocations; anything else (an
 * unsigned URL, a bad or expired signature, a revoked one, Redis unreachable) goes down the
 * checked path, where media decides from the photo and the requester's session.
 */
@Injectable()
export class ImageFiles {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionsService,
    private readonly signedUrls: SignedImageUrls,
    private readonly revocations: ImageUrlRevocations,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** Null: nothing the requester may see (the same answer whether or not the photo exists). */
  async locate(photoId: string, file: string, query: unknown, request: FastifyRequest): Promise<LocatedImage | null> {
    return (await this.signed(photoId, file, query)) ?? (await this.checked(photoId, file, request));
  }

  private async signed(photoId: string, file: string, query: unknown): Promise<LocatedImage | null> {
    const verified = this.signedUrls.verify(photoId, file, query);
    if (!verified) return null;
    try {
      if (await this.revocations.isRevoked(verified.ownerId, photoId)) return null;
    } catch (error) {
      this.logger.warn({ err: error }, 'image URL revocations unreadable: checking with media');
      return null;
    }
    const maxAge = Math.max(0, verified.expiresAt - Math.ceil(Date.now() / 1000));
    return { key: verified.key, contentType: verified.contentType, cacheControl: `public, max-age=${maxAge}, immutable` };
  }

  private async checked(photoId: string, file: string, request: FastifyRequest): Promise<LocatedImage | null> {
    const requesterId = (await this.sessions.currentUserId(request)) ?? null;
    try {
      const located = await this.rpc.call(resolvePhotoFileRpc, { photoId, file, requesterId });
      return { key: located.key, contentType: located.contentType, cacheControl: located.isPublic ? CHECKED_PUBLIC_CACHE : 'private, no-store' };
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) return null;
      throw error;
    }
  }
}
