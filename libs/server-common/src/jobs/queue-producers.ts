import {
  accountsQueue,
  albumSyncQueue,
  integrationsQueue,
  mediaQueue,
  portfolioQueue,
  type AccountsQueue,
  type AlbumSyncQueue,
  type IntegrationsQueue,
  type MediaQueue,
  type PortfolioQueue,
} from '@lumafolio/contracts';
import { JobProducer, type JobProducerOptions } from './job-producer.js';

/** The producer of the media queue's jobs (photos and hero banners); also its injection token. */
export class MediaJobs extends JobProducer<MediaQueue> {
  constructor(options: JobProducerOptions) {
    super(mediaQueue, options);
  }
}

/** The producer of the integrations queue's jobs (e-mails); also its injection token. */
export class IntegrationJobs extends JobProducer<IntegrationsQueue> {
  constructor(options: JobProducerOptions) {
    super(integrationsQueue, options);
  }
}

/** The producer of the accounts queue's jobs (account deletions); also its injection token. */
export class AccountJobs extends JobProducer<AccountsQueue> {
  constructor(options: JobProducerOptions) {
    super(accountsQueue, options);
  }
}

/** The producer of the portfolio queue's jobs (hero results from the media worker); also its injection token. */
export class PortfolioJobs extends JobProducer<PortfolioQueue> {
  constructor(options: JobProducerOptions) {
    super(portfolioQueue, options);
  }
}

/** The producer of the album-sync queue's jobs (Google Photos imports); also its injection token. */
export class AlbumSyncJobs extends JobProducer<AlbumSyncQueue> {
  constructor(options: JobProducerOptions) {
    super(albumSyncQueue, options);
  }
}
