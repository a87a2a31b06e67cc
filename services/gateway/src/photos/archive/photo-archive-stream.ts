import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { PhotoArchiveEntry } from '@lumafolio/contracts';
import type { ObjectStorage } from '@lumafolio/storage';
import { ZipFile } from 'yazl';

export const MISSING_FILE_NAME = 'MISSING.txt';

export interface PhotoArchiveOptions {
  /** Told of each file that could not be read (it is left out, and named in MISSING.txt). */
  onMissing: (entry: PhotoArchiveEntry, error: unknown) => void;
}

/**
 * A ZIP of these stored files, streamed as it is read (ADR 61): the files are stored as they
 * are (photos are compressed already), one storage read at a time, each read as fast as the
 * client takes the ZIP (the pipes' backpressure), so memory stays flat whatever the size.
 * A file that cannot be opened is left out and named in a MISSING.txt at the end; one that
 * fails half-read (its first bytes are sent) cannot be taken back, and ends the ZIP with an
 * error. Destroyed (the client went away), the read under way is aborted and none follows.
 */
export function photoArchiveStream(storage: ObjectStorage, entries: readonly PhotoArchiveEntry[], { onMissing }: PhotoArchiveOptions): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let reading: Readable | null = null;
  let closed = false;
  output.once('close', () => {
    closed = true;
    reading?.destroy();
  });
  zip.on('error', (error: Error) => output.destroy(error));

  const write = async (): Promise<void> => {
    const missing: PhotoArchiveEntry[] = [];
    for (const entry of entries) {
      if (closed) return;
      let object;
      try {
        object = await storage.get(entry.key);
      } catch (error) {
        missing.push(entry);
        onMissing(entry, error);
        continue;
      }
      if (closed) {
        object.body.destroy();
        return;
      }
      reading = object.body;
      const done = finished(object.body);
      // The size the storage announced is checked against the bytes read (none announced: S3 without a Content-Length).
      zip.addReadStream(object.body, entry.name, { compress: false, mtime: new Date(entry.uploadedAt), ...(object.bytes > 0 ? { size: object.bytes } : {}) });
      try {
        // Read to its end (as fast as the client takes it) before the next one is opened.
        await done;
      } catch (error) {
        if (!closed) output.destroy(error instanceof Error ? error : new Error(String(error)));
        return;
      } finally {
        reading = null;
      }
    }
    if (missing.length) zip.addBuffer(Buffer.from(missingText(missing)), MISSING_FILE_NAME, { compress: false, mtime: newestUpload(entries) });
    zip.end();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

function missingText(missing: readonly PhotoArchiveEntry[]): string {
  const lines = missing.map((entry) => `${entry.name} (photo ${entry.photoId})`);
  const [which, are] = missing.length === 1 ? ['This photo', 'is'] : [`These ${missing.length} photos`, 'are'];
  return `${which} could not be read when this ZIP was made, and ${are} not in it. Try downloading again later.\r\n\r\n${lines.join('\r\n')}\r\n`;
}

/** Each file carries its upload time, MISSING.txt the newest: the same selection is the same bytes. */
function newestUpload(entries: readonly PhotoArchiveEntry[]): Date {
  return new Date(Math.max(...entries.map((entry) => Date.parse(entry.uploadedAt))));
}
