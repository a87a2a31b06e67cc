import { ALBUM_SYNC_QUEUE, albumSyncItemJobId, albumSyncItemJobPayloadSchema } from './album-sync-jobs.js';
import { ACCOUNTS_QUEUE, accountDeletionJobId, accountDeletionJobPayloadSchema } from './account-jobs.js';
import { defineJob, defineQueue, type QueueDefinition, type QueueOwner } from './define-job.js';
import { heroPaletteJobPayloadSchema, heroRenditionsJobPayloadSchema, heroResultJobId, PORTFOLIO_QUEUE } from './portfolio-jobs.js';
import { heroJobId, heroJobPayloadSchema } from './hero-jobs.js';
import { emailJobId, emailJobPayloadSchema, INTEGRATIONS_QUEUE } from './integration-jobs.js';
import {
  aiTagJobPayloadSchema,
  fingerprintBackfillJobId,
  fingerprintBackfillJobPayloadSchema,
  MEDIA_QUEUE,
  mediaJobId,
  photoFilesDeleteJobId,
  photoFilesDeleteJobPayloadSchema,
  photoFingerprintsRemoveJobId,
  photoFingerprintsRemoveJobPayloadSchema,
  photoJobPayloadSchema,
  watermarkRedoJobId,
  watermarkRedoJobPayloadSchema,
} from './media-jobs.js';
import { storageAuditJobId, storageAuditJobPayloadSchema } from './storage-jobs.js';

/**
 * Every queue and every job of the platform. A producer may only add a job declared here,
 * with its payload; a worker starts only with exactly one handler for each job of its queue.
 */
export const mediaQueue = defineQueue(
  MEDIA_QUEUE,
  'media',
  { attempts: 5, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
  [
    defineJob('optimise', photoJobPayloadSchema, (payload) => mediaJobId('optimise', payload.photoId)),
    defineJob('ai-tag.v2', aiTagJobPayloadSchema, (payload) => mediaJobId('ai-tag.v2', payload.photoId)),
    defineJob('palette', photoJobPayloadSchema, (payload) => mediaJobId('palette', payload.photoId)),
    defineJob('ai-tag', photoJobPayloadSchema, (payload) => mediaJobId('ai-tag', payload.photoId)),
    defineJob('hero-optimise', heroJobPayloadSchema, (payload, version) => heroJobId('hero-optimise', payload.heroId, version)),
    defineJob('hero-palette', heroJobPayloadSchema, (payload, version) => heroJobId('hero-palette', payload.heroId, version)),
    defineJob('storage-audit', storageAuditJobPayloadSchema, ({ runId }) => storageAuditJobId(runId)),
    defineJob('watermark-redo', watermarkRedoJobPayloadSchema, (payload) => watermarkRedoJobId(payload)),
    defineJob('fingerprint-backfill', fingerprintBackfillJobPayloadSchema, (payload) => fingerprintBackfillJobId(payload)),
    defineJob('photo-files.delete.v1', photoFilesDeleteJobPayloadSchema, (payload) => photoFilesDeleteJobId(payload)),
    defineJob('photo-fingerprints.remove.v1', photoFingerprintsRemoveJobPayloadSchema, (payload) => photoFingerprintsRemoveJobId(payload)),
  ],
);

/** Failed sends retry with exponential backoff, about 3 hours in all. */
export const integrationsQueue = defineQueue(
  INTEGRATIONS_QUEUE,
  'integrations',
  { attempts: 12, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
  [defineJob('email', emailJobPayloadSchema, (payload) => emailJobId(payload))],
);

/**
 * Account deletions, run by the integrations worker (ADR 25). Each failed step is retried
 * with backoff for about 2 hours; failed jobs are kept for operators.
 */
export const accountsQueue = defineQueue(
  ACCOUNTS_QUEUE,
  'integrations',
  { attempts: 12, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
  [defineJob('account-delete', accountDeletionJobPayloadSchema, ({ userId }) => accountDeletionJobId(userId))],
);

/**
 * Google Photos imports (ADR 34), run by the album-sync worker: one job per picked item.
 * Google's 429s and 5xx are retried with backoff for about 20 minutes; an item that still
 * fails is reported to the photographer (its job ends completed, with the outcome).
 */
export const albumSyncQueue = defineQueue(
  ALBUM_SYNC_QUEUE,
  'integrations',
  { attempts: 9, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 10_000, removeOnFail: 5_000 },
  [defineJob('album-sync.item', albumSyncItemJobPayloadSchema, (payload) => albumSyncItemJobId(payload))],
);

/** Results for the portfolio service (hero banners), run by its own worker. */
export const portfolioQueue = defineQueue(
  PORTFOLIO_QUEUE,
  'portfolio',
  { attempts: 10, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
  [
    defineJob('hero-renditions', heroRenditionsJobPayloadSchema, (payload, version) =>
      heroResultJobId('hero-renditions', payload.heroId, version ?? payload.sourceHash),
    ),
    defineJob('hero-palette', heroPaletteJobPayloadSchema, (payload, version) => heroResultJobId('hero-palette', payload.heroId, version ?? 'latest')),
  ],
);

export type MediaQueue = typeof mediaQueue;
export type PortfolioQueue = typeof portfolioQueue;
export type AccountsQueue = typeof accountsQueue;
export type IntegrationsQueue = typeof integrationsQueue;
export type AlbumSyncQueue = typeof albumSyncQueue;

/** Every queue of the platform, in the order the admin dashboard shows them. */
export const JOB_QUEUES: readonly QueueDefinition[] = [mediaQueue, albumSyncQueue, integrationsQueue, portfolioQueue, accountsQueue];

/** The queues a service owns (opens, and answers the operators' views about). */
export const jobQueuesOwnedBy = (owner: QueueOwner): QueueDefinition[] => JOB_QUEUES.filter((queue) => queue.owner === owner);

/** The service that owns the queue of that name, if there is one. */
export const ownerOfJobQueue = (name: string): QueueOwner | undefined => JOB_QUEUES.find((queue) => queue.name === name)?.owner;
