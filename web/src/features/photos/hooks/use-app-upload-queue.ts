import { createContext, useContext } from 'react';
import type { QueueEntry, QueueFields } from './use-upload-queue';

/** The app's upload queue, as screens see it (ADR 58). */
export interface AppUploadQueue {
  entries: readonly QueueEntry[];
  addFiles: (files: readonly File[]) => void;
  retry: (id: string) => void;
  /** A file held as a possible duplicate goes on all the same. */
  uploadAnyway: (id: string) => void;
  remove: (id: string) => void;
  edit: (id: string, fields: QueueFields) => Promise<void>;
  clearFinished: () => void;
}

/** null: nobody is signed in (or the page was rendered on the server). */
export const AppUploadQueueContext = createContext<AppUploadQueue | null>(null);

export const useAppUploadQueue = () => useContext(AppUploadQueueContext);
