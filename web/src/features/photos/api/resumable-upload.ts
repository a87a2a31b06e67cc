import { FINISHED_UPLOAD_PHOTO_HEADER, RESUMABLE_UPLOAD_PATH, type Photo } from '@lumafolio/contracts';
import { apiRequest } from '@/lib/api-client';
import { DetailedError, Upload } from 'tus-js-client';
import type { UploadFields } from './photos';

/** Waits before each new try after a dropped connection; the upload then resumes from the offset the server kept. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

export interface ResumableUpload {
  /** The new photo, or the server's message when it refused the file. */
  done: Promise<Photo>;
  /** Stops sending and removes what the server collected. */
  cancel: () => void;
  /** Where the server collects this upload's bytes, once created: a later try resumes there. */
  url: () => string | null;
}

/** Why an upload failed: the server's readable message, and whether only the connection was lost (worth trying again once online). */
export class ResumableUploadError extends Error {
  constructor(
    message: string,
    readonly connectionLost: boolean,
  ) {
    super(message);
    this.name = 'ResumableUploadError';
  }
}

export interface ResumeOptions {
  /** The unfinished upload to go on with (its URL): the server's offset is asked first. */
  resumeFrom?: string | null;
  /**
   * This file's own name among the user's uploads (its queue entry): when a creation is sent
   * again (its answer was lost to a reload or a dropped connection) the server answers the
   * upload the first one made, instead of making a second that would hold the quota.
   */
  idempotencyKey?: string;
  /** Called once the server has made (or confirmed) the upload, with its URL. */
  onUploadUrl?: (url: string) => void;
}

/**
 * Sends one (optimised) photo over tus (ADR 40): a dropped connection is retried and
 * resumed where it stopped; the server answers the new photo on the last PATCH (or, when
 * that answer was lost, names it on the HEAD of the finished upload). The
 * header is the CSRF defence every state-changing request carries.
 */
export function uploadResumable(
  image: Blob,
  fileName: string,
  fields: UploadFields,
  onProgress: (percent: number) => void,
  { resumeFrom = null, idempotencyKey, onUploadUrl }: ResumeOptions = {},
): ResumableUpload {
  let upload: Upload | null = null;
  const done = new Promise<Photo>((resolve, reject) => {
    upload = new Upload(image, {
      endpoint: RESUMABLE_UPLOAD_PATH,
      // A failed upload tried again resumes where it stopped (a new one when the server no longer has it).
      uploadUrl: resumeFrom,
      headers: HEADERS,
      retryDelays: RETRY_DELAYS_MS,
      // Optimised blobs have no name nor date: two of one size must never resume each other's upload.
      storeFingerprintForResuming: false,
      metadata: {
        filename: fileName,
        filetype: image.type,
        title: fields.title,
        category: fields.category,
        description: fields.description,
        aiTags: JSON.stringify(fields.aiTags),
        ...(fields.aiAltText ? { aiAltText: fields.aiAltText } : {}),
        ...(fields.exif ? { exif: JSON.stringify(fields.exif) } : {}),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
      onUploadUrlAvailable: () => {
        if (upload?.url) onUploadUrl?.(upload.url);
      },
      onProgress: (sent, total) => onProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
      onSuccess: ({ lastResponse }) => {
        // The last PATCH answers the photo; when that answer was lost, the HEAD that resumed names it.
        const photoId = lastResponse.getHeader(FINISHED_UPLOAD_PHOTO_HEADER);
        if (lastResponse.getBody()) {
          try {
            return resolve(JSON.parse(lastResponse.getBody()) as Photo);
          } catch {
            // Not the photo: read it by its id below, if the server named one.
          }
        }
        if (photoId) return void apiRequest<Photo>('GET', `/api/user/photos/${encodeURIComponent(photoId)}`).then(resolve, reject);
        reject(new Error('The upload finished but its answer could not be read.'));
      },
      onError: (error) => reject(new ResumableUploadError(refusalMessage(error), connectionLost(error))),
    });
    upload.start();
  });
  return { done, cancel: () => void upload?.abort(true).catch(() => undefined), url: () => upload?.url ?? null };
}

/** Removes an unfinished upload the user gave up on (it would otherwise wait for its expiry). */
export function abandonUpload(url: string): void {
  void Upload.terminate(url, { headers: HEADERS }).catch(() => undefined);
}

/** No answer came (offline, a dropped connection): trying again later can succeed. */
function connectionLost(error: Error | DetailedError): boolean {
  return !(error instanceof DetailedError) || !error.originalResponse || error.originalResponse.getStatus() === 0;
}

/** The server's readable message of a refusal (the API's error body), else a general one. */
function refusalMessage(error: Error | DetailedError): string {
  const body = error instanceof DetailedError ? error.originalResponse?.getBody() : undefined;
  if (body) {
    try {
      const message = (JSON.parse(body) as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    } catch {
      // Not our error body (a proxy's page): the general message below.
    }
  }
  return 'There was an error uploading your photo. Please try again.';
}
