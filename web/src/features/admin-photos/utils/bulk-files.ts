import { BULK_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@lumafolio/contracts';

/** The file picker's filter; a file that passes it anyway (drag and drop, "All files") is checked below. */
export const BULK_UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** How many files upload at once: a few in parallel, each with its own progress bar. */
export const BULK_UPLOAD_PARALLEL = 3;

const ACCEPTED: ReadonlySet<string> = new Set(BULK_UPLOAD_TYPES);

/** Why the dialog refuses a file before sending it, or null when it may go. */
export function bulkFileRefusal(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED.has(file.type)) return 'Not a JPG, PNG or WebP image';
  if (file.size > MAX_UPLOAD_BYTES) return 'Larger than 25 MB';
  if (file.size === 0) return 'The file is empty';
  return null;
}

/** Runs `work` on every item, at most `width` at a time, in order of the list. */
export async function runInParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
