import { profile, startGatewayUnderTest, type GatewayUnderTest } from '@lumafolio/dev-stack';
import { describePhotoArchive } from './photo-archive-cases.js';
import { describePhotoDownloads } from './photo-download-cases.js';

/**
 * One photo's downloads and a ZIP of a selection on an S3 bucket, as deployed: one stack of
 * their own, whose gateway and media keep photos in the bucket, without a media worker (the
 * photo downloaded is still 'processing'). The shared stack's storage is local disk, where
 * photo-download.int.spec.ts and photo-archive.int.spec.ts run the same tests.
 */
const GATEWAY_PORT = 13400;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const env = { STORAGE_DRIVER: 's3' };
let started: Promise<GatewayUnderTest> | undefined;

/** The stack, started by the first group of tests; a group's stop leaves it to the next, and the file's end stops it. */
const start = async () => {
  started ??= startGatewayUnderTest(profile('test'), { gatewayPort: GATEWAY_PORT, issuerPort: GATEWAY_PORT + 1, env: { gateway: env, media: env } });
  await started;
  return { stop: async () => undefined };
};

afterAll(async () => {
  await started?.then(
    (stack) => stack.stop(),
    () => undefined,
  );
});

describePhotoDownloads({ driver: 's3', gateway: GATEWAY, mediaWorker: false, start });
describePhotoArchive('s3', GATEWAY, start);
