import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, Readable } from 'node:stream';
import { assertBufferFits, ByteLimit } from './byte-limit.js';
import { assertListLimit, assertObjectKey, assertPrefix, assertValidRange } from './keys.js';
import {
  InvalidContinuationTokenError,
  MAX_LIST_PAGE,
  ObjectNotFoundError,
  ObjectTooLargeError,
  type ByteRange,
  type ListPageOptions,
  type ObjectInfo,
  type ObjectPage,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage.js';

export interface S3StorageConfig {
  /** e.g. http://127.0.0.1:7070; leave out for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (needed by most local servers). */
  forcePathStyle: boolean;
  /** Multipart part size for streamed bodies (min 5 MiB). Memory per upload ≈ partSize × queueSize. */
  partSizeBytes?: number;
  /** Parts uploaded in parallel per streamed body. */
  queueSize?: number;
  /** 'when-supported' (SDK default: CRC32 on every upload) or 'when-required' (only where S3 demands one). */
  checksums?: 'when-supported' | 'when-required';
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const DEFAULT_QUEUE_SIZE = 2;

/**
 * Objects in one S3 bucket (AWS, or any S3 API server: Versity S3 Gateway locally, MinIO…).
 * One S3Client per instance; call destroy() on shutdown to close its sockets.
 */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  private readonly partSize: number;
  private readonly queueSize: number;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.partSize = Math.max(5 * 1024 * 1024, config.partSizeBytes ?? DEFAULT_PART_SIZE);
    this.queueSize = Math.max(1, config.queueSize ?? DEFAULT_QUEUE_SIZE);
    this.client = new S3Client({
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The SDK's default CRC32 checksums (aws-chunked trailers on uploads) stay on: AWS and
      // versitygw ≥ 1.8 handle them. For an older S3-compatible server that rejects them,
      // set checksums: 'when-required'.
      ...(config.checksums === 'when-required' ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    });
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ bytes: number }> {
    assertObjectKey(key);
    const params = {
      Bucket: this.bucket,
      Key: key,
      ContentType: options.contentType,
      ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
    };
    if (Buffer.isBuffer(body)) {
      assertBufferFits(body, options.maxBytes);
      await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length }));
      return { bytes: body.length };
    }

    // Unknown length: lib-storage buffers one part at a time (PutObject when the whole
    // body fits in one part, multipart otherwise). The limit fails the stream as soon as
    // it passes maxBytes; Upload then waits for its in-flight parts and aborts the
    // multipart upload before done() rejects, so nothing is left behind.
    const limit = new ByteLimit(options.maxBytes);
    // pipeline destroys both streams on failure (the caller's body included).
    pipeline(body, limit, () => undefined);
    const upload = new Upload({
      client: this.client,
      params: { ...params, Body: limit },
      partSize: this.partSize,
      queueSize: this.queueSize,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      limit.destroy();
      await this.abortUpload(key, upload.uploadId);
      if (limit.overflowed && options.maxBytes !== undefined) throw new ObjectTooLargeError(options.maxBytes);
      throw error;
    }
    return { bytes: limit.bytes };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject> {
    assertObjectKey(key);
    assertValidRange(range);
    try {
      const output = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}) }),
      );
      if (!(output.Body instanceof Readable)) throw new Error(`S3 returned no readable body for "${key}"`);
      return {
        key,
        bytes: output.ContentLength ?? 0,
        ...(output.ContentType ? { contentType: output.ContentType } : {}),
        ...(output.LastModified ? { lastModified: output.LastModified } : {}),
        body: output.Body,
      };
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      if (error instanceof S3ServiceException && (error.name === 'InvalidRange' || error.$metadata.httpStatusCode === 416)) {
        throw new RangeError(`Range ${range?.start}-${range?.end ?? ''} is outside "${key}"`);
      }
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertObjectKey(key);
    try {
      const output = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        bytes: output.ContentLength ?? 0,
        ...(output.ContentType ? { contentType: output.ContentType } : {}),
        ...(output.LastModified ? { lastModified: output.LastModified } : {}),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertPrefix(prefix, { allowEmpty: false });
    let deleted = 0;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: 1000, ContinuationToken }));
      const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (objects.length > 0) {
        const result = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }));
        const errors = (result.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (errors.length > 0) {
          throw new Error(`Could not delete ${errors.length} object(s) under "${prefix}": ${errors.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
        }
        deleted += objects.length - (result.Errors?.length ?? 0);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return deleted;
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    assertPrefix(prefix, { allowEmpty: true });
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key, bytes: object.Size ?? 0, ...(object.LastModified ? { lastModified: object.LastModified } : {}) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** S3's own ListObjectsV2 continuation token, carried with the prefix it was made for (base64url). */
  async listPage(prefix: string, { limit, continuationToken }: ListPageOptions): Promise<ObjectPage> {
    assertPrefix(prefix, { allowEmpty: true });
    assertListLimit(limit, MAX_LIST_PAGE);
    const ContinuationToken = continuationToken ? unwrapToken(continuationToken, prefix) : undefined;
    let page;
    try {
      page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: limit, ContinuationToken }));
    } catch (error) {
      if (continuationToken && error instanceof S3ServiceException && error.$metadata.httpStatusCode === 400) throw new InvalidContinuationTokenError();
      throw error;
    }
    const objects = (page.Contents ?? []).flatMap((object) =>
      object.Key ? [{ key: object.Key, bytes: object.Size ?? 0, ...(object.LastModified ? { lastModified: object.LastModified } : {}) }] : [],
    );
    return {
      objects,
      next: page.IsTruncated && page.NextContinuationToken ? Buffer.from(`${prefix}\n${page.NextContinuationToken}`).toString('base64url') : null,
    };
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Closes the client's sockets. */
  destroy(): void {
    this.client.destroy();
  }

  /** Upload aborts its multipart upload on failure; this makes sure even if that call failed. */
  private async abortUpload(key: string, uploadId: string | undefined): Promise<void> {
    if (!uploadId) return;
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
    } catch {
      // Already aborted (NoSuchUpload) or unreachable: a bucket lifecycle rule
      // (AbortIncompleteMultipartUpload) is the last line of defence in production.
    }
  }
}

function unwrapToken(token: string, prefix: string): string {
  const decoded = /^[A-Za-z0-9_-]+$/.test(token) ? Buffer.from(token, 'base64url').toString() : '';
  if (!decoded.startsWith(`${prefix}\n`) || decoded.length === prefix.length + 1) throw new InvalidContinuationTokenError();
  return decoded.slice(prefix.length + 1);
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}
