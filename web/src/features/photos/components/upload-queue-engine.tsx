import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type RefObject } from 'react';
import { customCategoriesQueryOptions } from '../api/custom-categories';
import type { AppUploadQueue } from '../hooks/use-app-upload-queue';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { photoCategoryOptions } from '../utils/photo-list';
import { isUnfinished } from '../utils/queue-progress';

export interface UploadQueueEngineProps {
  ownerId: string;
  /** Files queued from now on go up untouched. */
  keepOriginals: boolean;
  /** Files added before this component's code had loaded: taken in as it starts. */
  inbox: RefObject<File[]>;
  /** Changes when files arrived in the inbox. */
  inboxVersion: number;
  onChange: (queue: AppUploadQueue | null) => void;
}

/**
 * Runs the app's upload queue (ADR 58) and hands it to the provider; renders nothing. Its
 * own chunk (tus, the image optimiser), loaded only for a signed-in photographer.
 */
export function UploadQueueEngine({ ownerId, keepOriginals, inbox, inboxVersion, onChange }: UploadQueueEngineProps) {
  const categories = useQuery(customCategoriesQueryOptions());
  const choices = useMemo(() => photoCategoryOptions(categories.data ?? []), [categories.data]);
  const { entries, addFiles, retry, uploadAnyway, remove, edit, clearFinished } = useUploadQueue(choices, ownerId, keepOriginals);
  useLeaveWarning(entries.some(isUnfinished));

  useEffect(() => {
    if (inbox.current.length > 0) addFiles(inbox.current.splice(0));
  }, [addFiles, inbox, inboxVersion]);

  useEffect(
    () => onChange({ entries, addFiles, retry, uploadAnyway, remove, edit, clearFinished }),
    [entries, addFiles, retry, uploadAnyway, remove, edit, clearFinished, onChange],
  );
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
