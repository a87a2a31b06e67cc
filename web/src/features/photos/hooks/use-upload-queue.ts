import {
  DEFAULT_STORAGE_QUOTA_BYTES,
  DUPLICATE_MAX_DISTANCE,
  fingerprintDistance,
  RESUMABLE_UPLOAD_EXPIRY_S,
  type Photo,
  type UploadedExif,
} from '@lumafolio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toaster';
import { duplicatePhotoLookup } from '../api/duplicates';
import { analyzePhoto, invalidatePhotoData } from '../api/photos';
import { abandonUpload, ResumableUploadError, uploadResumable } from '../api/resumable-upload';
import {
  forgetUnfinishedUpload,
  keepUnfinishedUpload,
  keptUploadUrl,
  keepUploadUrl,
  readUnfinishedUploads,
  type UnfinishedUpload,
} from '../api/unfinished-uploads';
import { optimiseImage, type OptimisedImage } from '../utils/optimize-image';
import { fingerprintImage } from '../utils/photo-fingerprint';
import type { CategoryOption } from '../utils/photo-list';
import { FALLBACK_CATEGORY, titleFromFileName } from '../utils/queue-defaults';
import { readCameraExif } from '../utils/read-camera-exif';
import { AI_TIMEOUT_MS, UPLOAD_PROCESSING_DELAY_MS, checkUploadFile, untouchedUpload } from '../utils/upload-rules';

export type QueueStatus = 'queued' | 'optimising' | 'checking' | 'duplicate' | 'analysing' | 'waiting' | 'uploading' | 'done' | 'failed';

/** What a file looks like before it is sent: a photo the photographer already has, or a file earlier in the queue. */
export type DuplicateMatch = { kind: 'photo'; photo: Photo } | { kind: 'queued'; fileName: string };

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
  /** While the status is 'duplicate': what it looks like, for the user to upload it anyway or skip it. */
  duplicateOf: DuplicateMatch | null;
}

/** What an entry keeps that the screen does not show. */
interface Work {
  file: File;
  /**
   * The title, category and description it goes up with: kept here as soon as they change, so
   * the upload never reads them from a screen that has not been drawn again yet (a busy phone).
   */
  fields: QueueFields;
  /** The untouched file goes up, not the optimised copy (the photographer keeps originals; fixed when queued). */
  sendOriginal: boolean;
  edited: boolean;
  image?: OptimisedImage;
  exif?: UploadedExif | null;
  ai?: { alt: string; tags: string[] };
  cancel?: () => void;
  /** The unfinished upload on the server: a retry, or the queue after a reload, resumes it. */
  uploadUrl?: string | null;
  /** The last try failed for want of a connection: it goes again once the browser is online. */
  connectionLost?: boolean;
  /** When it was queued (ms since the epoch). */
  addedAt: number;
  /** Of the optimised image; null when it could not be read (the check is then skipped). */
  fingerprint?: string | null;
  /** The duplicate check is behind it: nothing alike was found, the check failed, or the user chose to upload it anyway. */
  duplicateChecked: boolean;
  /** Held for the user to decide. */
  duplicateOf: DuplicateMatch | null;
}

/** Files prepared and sent at once: two keep the connection and the CPU busy without starving the page. */
const CONCURRENCY = 2;
const EMPTY_FIELDS: QueueFields = { title: '', category: '', description: '' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Entries are kept across reloads up to the default storage quota: more could not be taken anyway. */
const KEPT_BYTES_LIMIT = DEFAULT_STORAGE_QUOTA_BYTES;
/** The server forgets an unfinished upload after this long; a file queued longer ago is no longer expected. */
const KEPT_FOR_MS = RESUMABLE_UPLOAD_EXPIRY_S * 1000;
/**
 * Unique across reloads, tabs and devices: kept entries keep their id, and it is also the
 * upload's idempotency key (a creation sent again gets the upload the first one made).
 */
const newEntryId = () =>
  `upload-${Date.now().toString(36)}-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
const asFile = (blob: Blob, name: string) => (blob instanceof File ? blob : new File([blob], name, { type: blob.type }));

/**
 * The upload queue (ADR 40): each file takes the single upload's steps (checked, optimised
 * with progress, AI suggestions unless the user edited, the 1 s pause, then a resumable
 * upload), two at a time. Entries can be edited (before the upload, or the photo after
 * it), retried when they failed, or removed. The queue is the app's (ADR 58): unfinished
 * entries of `ownerId` are kept in IndexedDB and taken up again after a reload, each tus
 * upload resuming from the server's offset; uploads cut off by a lost connection go again
 * once the browser is back online. With `keepOriginals` (ADR 63) the file goes up untouched;
 * the optimised copy is still made, for the duplicate check and the AI.
 */
export function useUploadQueue(categoryOptions: readonly CategoryOption[], ownerId: string, keepOriginals: boolean) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  const current = useRef<QueueEntry[]>([]);
  const work = useRef(new Map<string, Work>());
  const running = useRef(new Set<string>());
  const announced = useRef(new Set<string>());
  const categories = useRef(categoryOptions);
  const keepingOriginals = useRef(keepOriginals);
  /** Bytes kept in IndexedDB, by entry. */
  const kept = useRef(new Map<string, number>());
  const [lookUpDuplicate] = useState(duplicatePhotoLookup);

  const change = useCallback((id: string, patch: Partial<QueueEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }, []);
  const alive = (id: string) => work.current.has(id);
  const fieldsOf = (id: string) => work.current.get(id)?.fields ?? EMPTY_FIELDS;

  const forget = useCallback((id: string) => {
    if (kept.current.delete(id)) void forgetUnfinishedUpload(id);
    else keepUploadUrl(id, null);
  }, []);
  /** Keeps what finishing the entry needs, unless the bytes kept would pass the limit. */
  const keep = useCallback(
    (id: string, item: Work, fields: QueueFields) => {
      if (!work.current.has(id)) return;
      // What is kept is what goes up: the chosen file, or the optimised copy once made.
      const keptImage = item.sendOriginal ? undefined : item.image;
      const bytes = (keptImage?.blob ?? item.file).size;
      let others = 0;
      for (const [key, size] of kept.current) if (key !== id) others += size;
      if (others + bytes > KEPT_BYTES_LIMIT) return forget(id);
      kept.current.set(id, bytes);
      const upload: UnfinishedUpload = {
        key: id,
        ownerId,
        addedAt: item.addedAt,
        fileName: item.file.name,
        file: keptImage ? null : item.file,
        image: keptImage ? { blob: keptImage.blob, fileName: keptImage.fileName } : null,
        sendOriginal: item.sendOriginal,
        fields,
        edited: item.edited,
        ai: item.ai ?? null,
        exif: item.exif ?? null,
        uploadUrl: item.uploadUrl ?? null,
        fingerprint: item.fingerprint ?? null,
        duplicateChecked: item.duplicateChecked,
        duplicateOf: item.duplicateOf,
      };
      void keepUnfinishedUpload(upload).then((ok) => ok || kept.current.delete(id));
    },
    [forget, ownerId],
  );

  const optimise = async (id: string, item: Work): Promise<boolean> => {
    change(id, { status: 'optimising', progress: 0 });
    const exifRead = readCameraExif(item.file);
    try {
      item.image = await optimiseImage(item.file, (percent) => alive(id) && change(id, { progress: percent }));
    } catch {
      change(id, { status: 'failed', retryable: false, error: 'Processing Error: there was an error processing this image. Please try a different file.' });
      forget(id);
      return false;
    }
    item.exif = await exifRead;
    return alive(id);
  };

  /** A file earlier in the queue that looks the same. */
  const earlierInQueue = (id: string, fingerprint: string): DuplicateMatch | null => {
    for (const [otherId, other] of work.current) {
      if (otherId === id) break;
      if (other.fingerprint && fingerprintDistance(other.fingerprint, fingerprint) <= DUPLICATE_MAX_DISTANCE)
        return { kind: 'queued', fileName: other.file.name };
    }
    return null;
  };

  /** Before the AI and the upload: a file that looks like one of the photographer's photos (or an earlier file of the queue) waits for them to decide. */
  const findDuplicate = async (id: string, item: Work, image: OptimisedImage): Promise<DuplicateMatch | null> => {
    change(id, { status: 'checking' });
    if (item.fingerprint === undefined) item.fingerprint = await fingerprintImage(image.blob);
    const fingerprint = item.fingerprint;
    if (!fingerprint) return null;
    // No answer (offline, media down) is no reason to hold the upload back.
    const photo = await lookUpDuplicate(fingerprint).catch(() => null);
    if (photo) return { kind: 'photo', photo };
    return earlierInQueue(id, fingerprint);
  };

  const analyse = async (id: string, item: Work, image: OptimisedImage): Promise<boolean> => {
    change(id, { status: 'analysing' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), AI_TIMEOUT_MS);
    });
    const outcome = await Promise.race([analyzePhoto(image.blob, image.fileName).catch(() => null), timeout]);
    clearTimeout(timer);
    if (!alive(id)) return false;
    const suggested = outcome && outcome !== 'timeout' ? outcome : null;
    item.ai = { alt: suggested?.alt ?? '', tags: suggested?.tags ?? [] };
    const note = outcome === 'timeout' ? 'AI analysis took too long: check the details.' : suggested ? 'AI suggestions filled in.' : null;
    if (item.edited) {
      keep(id, item, fieldsOf(id));
      return true;
    }
    const category = suggested && categories.current.some((option) => option.value === suggested.category) ? suggested.category : FALLBACK_CATEGORY;
    const fields = { title: suggested?.title.trim() || titleFromFileName(item.file.name), category, description: suggested?.description.trim() ?? '' };
    item.fields = fields;
    change(id, { note, fields });
    keep(id, item, fields);
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
    const sent = item.sendOriginal ? untouchedUpload(item.file) : image;
    const upload = uploadResumable(
      sent.blob,
      sent.fileName,
      { ...fields, title: fields.title.trim(), aiAltText: item.ai?.alt ?? '', aiTags: item.ai?.tags ?? [], exif: item.exif ?? null },
      (percent) => alive(id) && change(id, { progress: percent }),
      {
        resumeFrom: item.uploadUrl ?? null,
        idempotencyKey: id,
        onUploadUrl: (url) => {
          if (url === item.uploadUrl) return;
          item.uploadUrl = url;
          keepUploadUrl(id, url);
          keep(id, item, fields);
        },
      },
    );
    item.cancel = upload.cancel;
    try {
      const photo = await upload.done;
      item.uploadUrl = null;
      forget(id);
      if (!alive(id)) return;
      change(id, { status: 'done', progress: 100, photo });
      void invalidatePhotoData(queryClient);
    } catch (error) {
      item.uploadUrl = upload.url();
      keepUploadUrl(id, item.uploadUrl);
      item.connectionLost = error instanceof ResumableUploadError && error.connectionLost;
      keep(id, item, fields);
      if (!alive(id)) return;
      change(id, { status: 'failed', retryable: true, error: error instanceof Error ? error.message : 'Upload Failed' });
    } finally {
      item.cancel = undefined;
    }
  };

  const process = async (id: string) => {
    const item = work.current.get(id);
    if (!item) return;
    if (!item.image && !(await optimise(id, item))) return;
    const image = item.image;
    if (!image) return;
    // An upload the server has begun to collect was checked before it started.
    if (!item.duplicateChecked && !item.uploadUrl) {
      const match = await findDuplicate(id, item, image);
      if (!alive(id)) return;
      if (match) {
        item.duplicateOf = match;
        change(id, { status: 'duplicate', progress: 0, duplicateOf: match });
        keep(id, item, fieldsOf(id));
        return;
      }
      item.duplicateChecked = true;
    }
    if (!item.ai && !(await analyse(id, item, image))) return;
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
    const held = entries.filter((entry) => entry.status === 'failed' || entry.status === 'duplicate').length;
    notify({
      title: 'Photos Uploaded Successfully!',
      description: `${uploaded.length} ${uploaded.length === 1 ? 'photo was' : 'photos were'} uploaded${held > 0 ? `; ${held} need${held === 1 ? 's' : ''} your attention` : ''}.`,
      variant: held > 0 ? 'default' : 'success',
    });
  });

  useEffect(() => {
    keepingOriginals.current = keepOriginals;
  }, [keepOriginals]);

  // The entries a reload (or a closed tab) interrupted come back, each where it stopped.
  useEffect(() => {
    let cancelled = false;
    void readUnfinishedUploads().then((stored) => {
      if (cancelled) return;
      const restored: QueueEntry[] = [];
      const now = Date.now();
      for (const upload of stored) {
        const expired = now - upload.addedAt > KEPT_FOR_MS;
        if (expired) void forgetUnfinishedUpload(upload.key);
        if (expired || upload.ownerId !== ownerId || work.current.has(upload.key)) continue;
        const chosen = upload.file ?? upload.image?.blob;
        if (!chosen) continue;
        const image = upload.image ? restoredImage(upload.image.blob, upload.image.fileName) : undefined;
        work.current.set(upload.key, {
          file: asFile(chosen, upload.fileName),
          fields: upload.fields,
          sendOriginal: upload.sendOriginal ?? false,
          edited: upload.edited,
          image,
          exif: upload.exif,
          ai: upload.ai ?? undefined,
          uploadUrl: keptUploadUrl(upload.key) ?? upload.uploadUrl,
          addedAt: upload.addedAt,
          fingerprint: upload.fingerprint ?? undefined,
          duplicateChecked: upload.duplicateChecked ?? false,
          duplicateOf: upload.duplicateOf ?? null,
        });
        kept.current.set(upload.key, chosen.size);
        const entry: QueueEntry = {
          id: upload.key,
          fileName: upload.fileName,
          // A file held as a duplicate comes back held, for the user to decide.
          status: upload.duplicateOf ? 'duplicate' : 'queued',
          progress: 0,
          fields: upload.fields,
          note: null,
          error: null,
          retryable: false,
          photo: null,
          duplicateOf: upload.duplicateOf ?? null,
        };
        restored.push(entry);
      }
      if (restored.length > 0) setEntries((list) => [...restored, ...list]);
    });
    return () => {
      cancelled = true;
    };
  }, [ownerId]);

  // Uploads cut off by a lost connection go again as soon as the browser is back online.
  useEffect(() => {
    const resume = () =>
      setEntries((list) =>
        list.map((entry) =>
          entry.status === 'failed' && work.current.get(entry.id)?.connectionLost ? { ...entry, status: 'queued', error: null, progress: 0 } : entry,
        ),
      );
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, []);

  // A file of a type or size never taken fails at once, without waiting for its turn.
  const addFiles = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): QueueEntry => {
        const id = newEntryId();
        const item: Work = {
          file,
          fields: EMPTY_FIELDS,
          sendOriginal: keepingOriginals.current,
          edited: false,
          addedAt: Date.now(),
          duplicateChecked: false,
          duplicateOf: null,
        };
        work.current.set(id, item);
        const check = checkUploadFile(file);
        const refused = check.ok ? null : `${check.title}: ${check.description}`;
        if (!refused) keep(id, item, EMPTY_FIELDS);
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
          duplicateOf: null,
        };
      });
      setEntries((list) => [...list, ...added]);
    },
    [keep],
  );

  const retry = useCallback((id: string) => change(id, { status: 'queued', error: null, progress: 0 }), [change]);

  /** A file held as a duplicate goes on (AI suggestions, then the upload) and is not asked about again. */
  const uploadAnyway = useCallback(
    (id: string) => {
      const item = work.current.get(id);
      if (!item) return;
      item.duplicateChecked = true;
      item.duplicateOf = null;
      keep(id, item, item.fields);
      change(id, { status: 'queued', duplicateOf: null });
    },
    [change, keep],
  );

  const remove = useCallback(
    (id: string) => {
      const item = work.current.get(id);
      if (item?.cancel) item.cancel();
      else if (item?.uploadUrl) abandonUpload(item.uploadUrl);
      forget(id);
      work.current.delete(id);
      setEntries((list) => list.filter((entry) => entry.id !== id));
    },
    [forget],
  );

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
      if (item) {
        item.edited = true;
        item.fields = fields;
        keep(id, item, fields);
      }
      change(id, { fields });
    },
    [change, keep, queryClient],
  );

  return { entries, addFiles, retry, uploadAnyway, remove, edit, clearFinished };
}

/** An optimised image read back from IndexedDB: only its bytes and name are needed to send it. */
function restoredImage(blob: Blob, fileName: string): OptimisedImage {
  return { blob, fileName, type: blob.type, originalBytes: blob.size, savedPercent: 0, width: null, height: null, orientation: null, asIs: false };
}
