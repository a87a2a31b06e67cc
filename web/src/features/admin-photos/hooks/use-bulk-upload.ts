import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { pagedListKey } from '@/lib/queries/paged';
import { ADMIN_PHOTOS_PATH, bulkUploadPhoto, type BulkUploadChoice } from '../api/admin-photos';
import { BULK_UPLOAD_PARALLEL, bulkFileRefusal, runInParallel } from '../utils/bulk-files';

export type BulkFileState = 'queued' | 'uploading' | 'done' | 'failed' | 'refused';

export interface BulkFile {
  key: string;
  file: File;
  state: BulkFileState;
  /** 0–100 while uploading. */
  progress: number;
  /** Why it was refused (before sending) or failed (the server's message). */
  reason: string | null;
}

let nextKey = 0;

/** The Bulk Upload dialog's files: picked (refused at once when they cannot go), then uploaded a few at a time. */
export function useBulkUpload() {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<BulkFile[]>([]);
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState(false);
  const generation = useRef(0);

  const update = (key: string, change: Partial<BulkFile>) =>
    setFiles((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const add = useCallback((picked: readonly File[]) => {
    setFinished(false);
    setFiles((current) => [
      ...current.filter((entry) => entry.state !== 'done' && entry.state !== 'failed'),
      ...picked.map((file): BulkFile => {
        const reason = bulkFileRefusal(file);
        nextKey += 1;
        return { key: `f${nextKey}`, file, state: reason ? 'refused' : 'queued', progress: 0, reason };
      }),
    ]);
  }, []);

  const remove = useCallback((key: string) => setFiles((current) => current.filter((entry) => entry.key !== key)), []);

  const reset = useCallback(() => {
    generation.current += 1;
    setFiles([]);
    setRunning(false);
    setFinished(false);
  }, []);

  const start = async (choice: BulkUploadChoice) => {
    const queued = files.filter((entry) => entry.state === 'queued');
    if (queued.length === 0) return;
    const run = generation.current;
    setRunning(true);
    await runInParallel(queued, BULK_UPLOAD_PARALLEL, async (entry) => {
      if (run !== generation.current) return;
      update(entry.key, { state: 'uploading', progress: 0 });
      try {
        await bulkUploadPhoto(entry.file, choice, (progress) => run === generation.current && update(entry.key, { progress }));
        if (run === generation.current) update(entry.key, { state: 'done', progress: 100 });
      } catch (error) {
        if (run === generation.current)
          update(entry.key, { state: 'failed', reason: error instanceof Error && error.message ? error.message : 'Upload failed' });
      }
    });
    if (run !== generation.current) return;
    setRunning(false);
    setFinished(true);
    await queryClient.resetQueries({ queryKey: pagedListKey(ADMIN_PHOTOS_PATH) });
  };

  return { files, running, finished, add, remove, reset, start };
}
