import { Controller, NotFoundException, Res, UnprocessableEntityException, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  BULK_PHOTOS_MAX,
  PHOTO_ARCHIVE_EMPTY_MESSAGE,
  PHOTO_ARCHIVE_LINK_GONE_MESSAGE,
  PHOTO_ARCHIVE_LINK_TTL_S,
  photoArchiveEntriesRpc,
  photoArchiveLinkSchema,
  photoArchiveRequestSchema,
  photoArchiveTokenSchema,
  type BulkPhotoSelection,
  type PhotoArchiveEntry,
  type PhotoArchiveLink,
} from '@lumafolio/contracts';
import { InjectLogger, InjectStorage, RpcClient, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { z } from 'zod';
import { CurrentUserId } from '../../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../../http/http-route.js';
import { json } from '../../openapi/api-route.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../../security/user-rate-limit.guard.js';
import { PHOTOS_TAG as tag } from '../photos-tag.js';
import { PhotoArchiveLinks } from './photo-archive-links.js';
import { photoArchiveStream } from './photo-archive-stream.js';

/** Media reads up to 5 000 photos of a selection (every photo of the owner for many picked ids): more than the default RPC wait on a busy FerretDB. */
const ARCHIVE_RPC_BUDGET_MS = 30_000;
export const PHOTO_ARCHIVE_PATH = '/api/user/photos/archive';

const createArchive = defineHttpRoute({
  method: 'POST',
  path: PHOTO_ARCHIVE_PATH,
  tag,
  summary: 'A ZIP of my selected photos: its download link',
  description: `The selection is that of bulk actions: photos picked by id, or every photo matching My Photos' filters (less the ones unticked); at most ${BULK_PHOTOS_MAX} photos, else 422, and 422 when it names none of one's own photos. Answers a link that downloads, with the same session, for ${PHOTO_ARCHIVE_LINK_TTL_S / 60} minutes, a ZIP of the photos' original files, and how many photos and bytes it holds now.`,
  access: 'session',
  rateLimited: true,
  body: { kind: 'json', schema: photoArchiveRequestSchema },
  status: 200,
  answer: json(photoArchiveLinkSchema, 'The download link, the number of photos and their bytes.'),
  errors: [422],
});

const downloadArchive = defineHttpRoute({
  method: 'GET',
  path: `${PHOTO_ARCHIVE_PATH}/:token`,
  tag,
  summary: 'Downloads the ZIP of my selected photos',
  description:
    "The ZIP a download link names, streamed as it is made: the selected photos' original files as they are stored (not compressed again), named after their titles; photos deleted since the link was made are left out, a file that cannot be read is named in a MISSING.txt at its end. A link of another user, unknown or expired, is a 404.",
  access: 'session',
  params: z.object({ token: photoArchiveTokenSchema }),
  notFoundWhenMalformed: { token: PHOTO_ARCHIVE_LINK_GONE_MESSAGE },
  status: 200,
  answer: { kind: 'file', description: 'The ZIP (application/zip), as an attachment.' },
  errors: [404],
});

/**
 * ZIP downloads of My Photos' selection (ADR 61): a POST checks the selection and answers a
 * short-lived link; the browser's GET of that link streams the ZIP, read from storage here
 * (media says which files, whose they are and their names).
 */
@Controller()
export class PhotoArchivesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly links: PhotoArchiveLinks,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('photo-archive')
  @HttpRoute(createArchive)
  async create(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof createArchive>): Promise<PhotoArchiveLink> {
    const entries = await this.entries(userId, body.selection);
    if (entries.length === 0) throw new UnprocessableEntityException(PHOTO_ARCHIVE_EMPTY_MESSAGE);
    const { token, expiresAt } = await this.links.create(userId, body.selection);
    return {
      url: `${PHOTO_ARCHIVE_PATH}/${token}`,
      photos: entries.length,
      bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
      expiresAt: expiresAt.toISOString(),
    };
  }

  @HttpRoute(downloadArchive)
  async download(@CurrentUserId() userId: string, @RouteInput() { params }: RouteInput<typeof downloadArchive>, @Res() reply: FastifyReply): Promise<void> {
    const selection = await this.links.find(params.token, userId);
    if (!selection) throw new NotFoundException(PHOTO_ARCHIVE_LINK_GONE_MESSAGE);
    const entries = await this.entries(userId, selection);
    const now = new Date();
    const zip = photoArchiveStream(this.storage, entries, {
      onMissing: (entry, error) =>
        this.logger.warn({ err: error, userId, photoId: entry.photoId, key: entry.key }, 'photo left out of a ZIP: its file could not be read'),
    });
    // The client went away: the storage read under way stops, and no other starts.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) zip.destroy();
    });
    await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="lumafolio-photos-${now.toISOString().slice(0, 10)}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(zip);
  }

  private async entries(userId: string, selection: BulkPhotoSelection): Promise<PhotoArchiveEntry[]> {
    return (await this.rpc.call(photoArchiveEntriesRpc, { userId, selection }, ARCHIVE_RPC_BUDGET_MS)).entries;
  }
}
