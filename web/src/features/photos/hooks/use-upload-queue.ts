import type { Photo, UploadedExif } from '@lumafolio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toaster';
import { analyzePhoto, invalidatePhotoData } from '../api/photos';
import { abandonUpload, uploadResumable } from '../api/resumable-upload';
import { optimiseImage, type OptimisedImage } from '../utils/optimize-image';
import type { CategoryOption } from '../utils/photo-list';
import { FALLBACK_CATEGORY, titleFromFileName } from '../utils/queue-defaults';
import { readCameraExif } from '../utils/read-camera-exif';
import { AI_TIMEOUT_MS, UPLOAD_PROCESSING_DELAY_MS, checkUploadFile } from '../utils/upload-rules';

export type QueueStatus = 'queued' | 'optimising' | 'analysing' | 'waiting' | 'uploading' | 'done' | 'failed';

export interface QueueFields {
  title: string;
  category: string;
  description: string;
}

export interface QueueEntry {
  id: string;
  fileName: string;
  status: QueueStatus;
  progress: number;
  fields: QueueFields;
  /** What the AI did, or why it did not help. */
  note: string | null;
  error: string | null;
  /** Whether trying again can help (a file of the wrong type never will). */
  retryable: boolean;
  photo: Photo | null;
}

/** What an entry keeps that the screen does not show. */
interface Work {
  file: File;
  edited: boolean;
  image?: OptimisedImage;
  exif?: UploadedExif | null;
  ai?: { alt: string; tags: string[] };
  cancel?: () => void;
  /** The unfinished upload on the server, after a failure: a retry resumes it. */
  uploadUrl?: string | null;
}

/** Files prepared and sent at once: two keep the connection and the CPU busy without starving the page. */
const CONCURRENCY = 2;
const EMPTY_FIELDS: QueueFields = { title: '', category: '', description: '' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let nextId = 0;

/**
 * The upload queue (ADR 40): each file takes the single upload's steps (checked, optimised
 * with progress, AI suggestions unless the user edited, the 1 s pause, then a resumable
 * upload), two at a time. Entries can be edited (before the upload, or the photo after
 * it), retried when they failed, or removed.
 */
export function useUploadQueue(categoryOptions: readonly CategoryOption[]) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  const current = useRef<QueueEntry[]>([]);
  const work = useRef(new Map<string, Work>());
  const running = useRef(new Set<string>());
  const announced = useRef(new Set<string>());
  const categories = useRef(categoryOptions);

  const change = useCallback((id: string, patch: Partial<QueueEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }, []);
  const alive = (id: string) => work.current.has(id);
  const fieldsOf = (id: string) => current.current.find((entry) => entry.id === id)?.fields ?? EMPTY_FIELDS;

  const prepare = async (id: string, item: Work): Promise<boolean> => {
    change(id, { status: 'optimising', progress: 0 });
    const exifRead = readCameraExif(item.file);
    try {
      item.image = await optimiseImage(item.file, (percent) => alive(id) && change(id, { progress: percent }));
    } catch {
      change(id, { status: 'failed', retryable: false, error: 'Processing Error: there was an error processing this image. Please try a different file.' });
      return false;
    }
    item.exif = await exifRead;
    if (!alive(id)) return false;
    change(id, { status: 'analysing' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), AI_TIMEOUT_MS);
    });
    const outcome = await Promise.race([analyzePhoto(item.image.blob, item.image.fileName).catch(() => null), timeout]);
    clearTimeout(timer);
    if (!alive(id)) return false;
    const suggested = outcome && outcome !== 'timeout' ? outcome : null;
    item.ai = { alt: suggested?.alt ?? '', tags: suggested?.tags ?? [] };
    const note = outcome === 'timeout' ? 'AI analysis took too long: check the details.' : suggested ? 'AI suggestions filled in.' : null;
    if (item.edited) return true;
    const category = suggested && categories.current.some((option) => option.value === suggested.category) ? suggested.category : FALLBACK_CATEGORY;
    change(id, {
      note,
      fields: { title: suggested?.title.trim() || titleFromFileName(item.file.name), category, description: suggested?.description.trim() ?? '' },
    });
    return true;
  };

  const send = async (id: string, item: Work): Promise<void> => {
    const image = item.image;
    if (!image) return;
    change(id, { status: 'waiting', progress: 0, error: null });
    await wait(UPLOAD_PROCESSING_DELAY_MS);
    if (!alive(id)) return;
    const fields = fieldsOf(id);
    if (fields.title.trim() === '' || fields.category === '') {
      change(id, { status: 'failed', retryable: true, error: 'Missing Information: please fill in all required fields.' });
      return;
    }
    change(id, { status: 'uploading' });
    const upload = uploadResumable(
      image.blob,
      image.fileName,
      { ...fields, title: fields.title.trim(), aiAltText: item.ai?.alt ?? '', aiTags: item.ai?.tags ?? [], exif: item.exif ?? null },
      (percent) => alive(id) && change(id, { progress: percent }),
      item.uploadUrl ?? null,
    );
    item.cancel = upload.cancel;
    try {
      const photo = await upload.done;
      item.uploadUrl = null;
      if (!alive(id)) return;
      change(id, { status: 'done', progress: 100, photo });
      void invalidatePhotoData(queryClient);
    } catch (error) {
      item.uploadUrl = upload.url();
      if (!alive(id)) return;
      change(id, { status: 'failed', retryable: true, error: error instanceof Error ? error.message : 'Upload Failed' });
    } finally {
      item.cancel = undefined;
    }
  };

  const process = async (id: string) => {
    const item = work.current.get(id);
    if (!item) return;
    if (!item.image && !(await prepare(id, item))) return;
    await send(id, item);
  };

  // After each change: the next files start, and a finished queue says what it did.
  useEffect(() => {
    current.current = entries;
    categories.current = categoryOptions;
    const waiting = entries.filter((entry) => entry.status === 'queued' && !running.current.has(entry.id));
    for (const entry of waiting.slice(0, Math.max(0, CONCURRENCY - running.current.size))) {
      running.current.add(entry.id);
      void process(entry.id).finally(() => {
        running.current.delete(entry.id);
        // A new array wakes this effect: another file may start.
        setEntries((list) => [...list]);
      });
    }
    if (running.current.size > 0 || entries.some((entry) => entry.status === 'queued')) return;
    const uploaded = entries.filter((entry) => entry.status === 'done' && !announced.current.has(entry.id));
    if (uploaded.length === 0) return;
    for (const entry of uploaded) announced.current.add(entry.id);
    const failed = entries.filter((entry) => entry.status === 'failed').length;
    notify({
      title: 'Photos Uploaded Successfully!',
      description: `${uploaded.length} ${uploaded.length === 1 ? 'photo was' : 'photos were'} uploaded${failed > 0 ? `; ${failed} need${failed === 1 ? 's' : ''} your attention` : ''}.`,
      variant: failed > 0 ? 'default' : 'success',
    });
  });

  // A file of a type or size never taken fails at once, without waiting for its turn.
  const addFiles = useCallback((files: readonly File[]) => {
    const added = files.map((file): QueueEntry => {
      const id = `upload-${++nextId}`;
      work.current.set(id, { file, edited: false });
      const check = checkUploadFile(file);
      const refused = check.ok ? null : `${check.title}: ${check.description}`;
      return {
        id,
        fileName: file.name,
        status: refused ? 'failed' : 'queued',
        progress: 0,
        fields: EMPTY_FIELDS,
        note: null,
        error: refused,
        retryable: false,
        photo: null,
      };
    });
    setEntries((list) => [...list, ...added]);
  }, []);

  const retry = useCallback((id: string) => change(id, { status: 'queued', error: null, progress: 0 }), [change]);

  const remove = useCallback((id: string) => {
    const item = work.current.get(id);
    if (item?.cancel) item.cancel();
    else if (item?.uploadUrl) abandonUpload(item.uploadUrl);
    work.current.delete(id);
    setEntries((list) => list.filter((entry) => entry.id !== id));
  }, []);

  const clearFinished = useCallback(() => {
    for (const entry of current.current) if (entry.status === 'done') work.current.delete(entry.id);
    setEntries((list) => list.filter((entry) => entry.status !== 'done'));
  }, []);

  /** Before the upload the entry's fields change (the AI no longer fills them); after it, the photo itself. */
  const edit = useCallback(
    async (id: string, fields: QueueFields): Promise<void> => {
      const entry = current.current.find((candidate) => candidate.id === id);
      if (!entry) return;
      if (entry.photo) {
        const photo = await apiRequest<Photo>('PATCH', `/api/user/photos/${encodeURIComponent(entry.photo.id)}`, fields);
        change(id, { fields, photo });
        void invalidatePhotoData(queryClient);
        return;
      }
      const item = work.current.get(id);
      if (item) item.edited = true;
      change(id, { fields });
    },
    [change, queryClient],
  );

  return { entries, addFiles, retry, remove, edit, clearFinished };
}
