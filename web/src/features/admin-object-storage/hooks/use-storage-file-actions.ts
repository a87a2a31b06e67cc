import type { StorageFile } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { deleteFile, restoreFile, userFilesPath } from '../api/object-storage';

/** The last segment of a key: "photo/u/p/original" → "original". */
export const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** The spec's message, then the server's reason when it gave one. */
function withReason(message: string, error: unknown): string {
  const reason = serverMessage(error, '');
  return reason ? `${message}: ${reason}` : message;
}

/** Restore and delete of orphaned files (spec 02 §8 toasts); the folder and the storage audit are read again after either. */
export function useStorageFileActions(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [userFilesPath(userId)] });
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/storage/audit'] });
  };

  const restore = useMutation({
    mutationFn: (file: StorageFile) => restoreFile({ userId, fileKey: file.key, fileName: fileNameOf(file.key), fileSize: file.size, fileType: file.type }),
    onSuccess: refresh,
    onError: (error) => notify({ title: 'Restore Failed', description: withReason('Failed to restore file to database', error), variant: 'destructive' }),
  });

  const remove = useMutation({
    mutationFn: (file: StorageFile) => deleteFile({ userId, fileKey: file.key, fileName: fileNameOf(file.key) }),
    onSuccess: refresh,
    onError: (error) => notify({ title: 'Delete Failed', description: withReason('Failed to delete file from storage', error), variant: 'destructive' }),
  });

  return { restore, remove };
}
