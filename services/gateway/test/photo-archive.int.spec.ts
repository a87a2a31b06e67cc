import { profile, SHARED_GATEWAY, useSharedGatewayUnderTest } from '@lumafolio/dev-stack';
import { describePhotoArchive } from './photo-archive-cases.js';

/** A ZIP of My Photos' selection on local disk: the shared stack's storage (photo-files-on-s3.int.spec.ts runs the same tests on S3). */
describePhotoArchive('local', SHARED_GATEWAY, () => useSharedGatewayUnderTest(profile('test')));
