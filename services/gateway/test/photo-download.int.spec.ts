import { profile, SHARED_GATEWAY, useSharedGatewayUnderTest } from '@lumafolio/dev-stack';
import { describePhotoDownloads } from './photo-download-cases.js';

/**
 * Downloads of one photo on local disk: the shared stack's storage, whose media worker processes
 * the photo meanwhile (photo-files-on-s3.int.spec.ts runs the same tests on S3, without a worker).
 */
describePhotoDownloads({ driver: 'local', gateway: SHARED_GATEWAY, mediaWorker: true, start: () => useSharedGatewayUnderTest(profile('test')) });
