import { profile, startGatewayUnderTest } from '@lumafolio/dev-stack';
import { describeStorageTabs } from './admin-storage-cases.js';

/**
 * The storage tabs on an S3 bucket, as deployed: a stack of its own whose services keep photos in
 * the bucket (the shared stack's storage is local disk, where admin-storage.int.spec.ts runs
 * the same tests).
 */
const env = { STORAGE_DRIVER: 's3' };
describeStorageTabs('s3', 'http://127.0.0.1:23340', () =>
  startGatewayUnderTest(profile('test'), {
    gatewayPort: 23340,
    issuerPort: 23341,
    admin: true,
    mediaWorker: true,
    env: { gateway: env, media: env, 'media-worker': env },
  }),
);
