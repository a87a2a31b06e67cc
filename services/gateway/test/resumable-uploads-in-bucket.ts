import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { ServiceEnv } from '@lumafolio/dev-stack';
import { createStorage, storageConfigSchema, type S3Storage } from '@lumafolio/storage';
import { RESUMABLE_UPLOAD_PREFIX } from '../src/photos/resumable/resumable-upload-store.js';

/**
 * What resumable uploads leave in the test profile's bucket: the objects under their prefix
 * (files, `.info`, `.part`) and the multipart uploads still open there.
 */
export function resumableUploadsInBucket(serviceEnv: ServiceEnv): () => Promise<string[]> {
  const bucket = createStorage(storageConfigSchema.parse({ ...serviceEnv, STORAGE_DRIVER: 's3' })) as S3Storage;
  return async () => {
    const objects = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: RESUMABLE_UPLOAD_PREFIX }));
    const multipart = await bucket.client.send(new ListMultipartUploadsCommand({ Bucket: bucket.bucket, Prefix: RESUMABLE_UPLOAD_PREFIX }));
    return [...(objects.Contents ?? []).map((object) => `object ${object.Key}`), ...(multipart.Uploads ?? []).map((upload) => `multipart ${upload.Key}`)];
  };
}
