import type { StorageConfig } from '@lumafolio/storage';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, type KvStore } from '@tus/server';

/** Every unfinished resumable upload lives under this prefix of the bucket: its parts, its `.info` and `.part` objects. */
export const RESUMABLE_UPLOAD_PREFIX = 'resumable-uploads/';
const URL_ID = /^[0-9a-f]{16,64}$/;

/** The store key of the upload a URL names (its last segment), or undefined for anything that is not one of ours. */
export const uploadKeyOf = (urlId: string | undefined): string | undefined => (urlId && URL_ID.test(urlId) ? RESUMABLE_UPLOAD_PREFIX + urlId : undefined);
/** The URL's last segment for an upload's store key. */
export const urlIdOf = (uploadKey: string): string => uploadKey.slice(RESUMABLE_UPLOAD_PREFIX.length);

/**
 * No cache of an upload's metadata: another gateway may have finished or removed the upload
 * since, and each request reads it from the bucket again.
 */
class NoMetadataCache implements KvStore<MetadataValue> {
  get = (): Promise<undefined> => Promise.resolve(undefined);
  set = (): Promise<void> => Promise.resolve();
  delete = (): Promise<void> => Promise.resolve();
}

const isMissingUpload = (error: unknown): boolean => ['NoSuchUpload', 'NoSuchKey', 'NotFound'].includes((error as { name?: string } | null)?.name ?? '');

/**
 * Resumable uploads in the S3 bucket (`@tus/s3-store`: a multipart upload per tus upload,
 * its `.info` object, and a `.part` object for bytes short of a part), so that any gateway
 * continues any upload. Two changes to the library's store: a finished upload's file and
 * `.info` are removed even though its multipart upload is completed, and the expiry sweep
 * only touches the multipart uploads under our prefix (the bucket holds others').
 */
export class ResumableUploadStore extends S3Store {
  constructor(config: StorageConfig, expirySeconds: number) {
    super({
      expirationPeriodInMilliseconds: expirySeconds * 1000,
      // Expiry is the sweep below, not a bucket lifecycle rule on tags.
      useTags: false,
      cache: new NoMetadataCache(),
      s3ClientConfig: {
        bucket: config.S3_BUCKET,
        ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
        region: config.S3_REGION,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
      },
    });
  }

  /** Aborts the multipart upload if it is still open, then deletes the file, its `.info` and `.part` objects. */
  override async remove(id: string): Promise<void> {
    let uploadId: string;
    try {
      uploadId = (await this.getMetadata(id))['upload-id'];
    } catch (error) {
      if (isMissingUpload(error)) throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
    await this.abort(id, uploadId);
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }] },
    });
  }

  /** Aborts our multipart uploads created longer ago than the expiry, and deletes their `.info` and `.part` objects; returns how many. */
  override async deleteExpired(): Promise<number> {
    const createdBefore = Date.now() - this.getExpiration();
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      const page = await this.client.listMultipartUploads({
        Bucket: this.bucket,
        Prefix: RESUMABLE_UPLOAD_PREFIX,
        KeyMarker: keyMarker,
        UploadIdMarker: uploadIdMarker,
      });
      const expired = (page.Uploads ?? []).filter((upload) => upload.Key && upload.UploadId && (upload.Initiated?.getTime() ?? Infinity) < createdBefore);
      for (const { Key: key, UploadId: uploadId } of expired) {
        if (!key || !uploadId) continue;
        await this.abort(key, uploadId);
        await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: [{ Key: this.infoKey(key) }, { Key: this.partKey(key, true) }] } });
        removed += 1;
      }
      if (!page.IsTruncated) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  private async abort(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: key, UploadId: uploadId });
    } catch (error) {
      // Completed (the upload finished) or aborted already.
      if (!isMissingUpload(error)) throw error;
    }
  }
}
