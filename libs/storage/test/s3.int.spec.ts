import { AbortMultipartUploadCommand, CreateMultipartUploadCommand, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { ObjectTooLargeError } from '../src/index.js';
import { generatedStream } from './object-storage.contract.js';
import { S3Storage } from '../src/index.js';
import { objectStorageContract } from './object-storage.contract.js';

/** The test profile's S3 server (deploy/local/infra.sh with S3_PORT, 17070 under npm test). */
export const testS3Config = {
  endpoint: process.env['STORAGE_TEST_S3_ENDPOINT'] ?? `http://127.0.0.1:${process.env['S3_PORT'] ?? '17070'}`,
  region: 'us-east-1',
  bucket: 'lumafolio',
  accessKeyId: 'lumafolio',
  secretAccessKey: 'lumafolio-local-secret',
  forcePathStyle: true,
};

objectStorageContract('s3 (Versity S3 Gateway)', async () => {
  const storage = new S3Storage(testS3Config);
  return {
    storage,
    prefix: `storage-int-${process.pid}-${Date.now()}/`,
    assertNothingPending: async (prefix) => {
      const uploads = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: testS3Config.bucket, Prefix: prefix }));
      expect(uploads.Uploads ?? []).toEqual([]);
    },
    close: async () => storage.destroy(),
  };
});

describe('S3Storage specifics', () => {
  const prefix = `storage-int-specifics-${process.pid}-${Date.now()}/`;

  it('sees a pending multipart upload in ListMultipartUploads (so the contract check is not vacuous)', async () => {
    const storage = new S3Storage(testS3Config);
    try {
      const Key = `${prefix}pending`;
      const { UploadId } = await storage.client.send(new CreateMultipartUploadCommand({ Bucket: testS3Config.bucket, Key }));
      const listed = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: testS3Config.bucket, Prefix: prefix }));
      expect((listed.Uploads ?? []).map((u) => u.UploadId)).toEqual([UploadId]);
      await storage.client.send(new AbortMultipartUploadCommand({ Bucket: testS3Config.bucket, Key, UploadId }));
      const after = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: testS3Config.bucket, Prefix: prefix }));
      expect(after.Uploads ?? []).toEqual([]);
    } finally {
      storage.destroy();
    }
  });

  it('aborts the multipart upload it had started when a stream passes maxBytes', async () => {
    const storage = new S3Storage(testS3Config);
    const sent: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    try {
      const Key = `${prefix}too-big`;
      const { stream } = generatedStream(30 * 1024 * 1024);
      await expect(storage.put(Key, stream, { contentType: 'image/jpeg', maxBytes: 25 * 1024 * 1024 })).rejects.toBeInstanceOf(ObjectTooLargeError);
      expect(sent).toContain('CreateMultipartUploadCommand');
      expect(sent).toContain('UploadPartCommand');
      expect(sent).toContain('AbortMultipartUploadCommand');
      expect(sent).not.toContain('CompleteMultipartUploadCommand');
      expect(sent).not.toContain('PutObjectCommand');
      const listed = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: testS3Config.bucket, Prefix: prefix }));
      expect(listed.Uploads ?? []).toEqual([]);
      expect(await storage.head(Key)).toBeNull();
    } finally {
      storage.destroy();
    }
  });

  it('fails ping for a missing bucket', async () => {
    const storage = new S3Storage({ ...testS3Config, bucket: 'lumafolio-no-such-bucket' });
    try {
      await expect(storage.ping()).rejects.toThrow();
    } finally {
      storage.destroy();
    }
  });

  it('fails ping with wrong credentials', async () => {
    const storage = new S3Storage({ ...testS3Config, secretAccessKey: 'wrong-secret' });
    try {
      await expect(storage.ping()).rejects.toThrow();
    } finally {
      storage.destroy();
    }
  });
});
