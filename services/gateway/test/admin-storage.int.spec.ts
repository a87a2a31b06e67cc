import { profile, SHARED_GATEWAY, useSharedGatewayUnderTest } from '@lumafolio/dev-stack';
import { describeStorageTabs } from './admin-storage-cases.js';

/** The storage tabs on local disk: the shared stack's storage (admin-storage-on-s3.int.spec.ts runs the same tests on S3). */
describeStorageTabs('local', SHARED_GATEWAY, () => useSharedGatewayUnderTest(profile('test')));
