import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { regenerateFiles, runStorageAudit, runUserAudit, storageAuditQueryOptions } from '../api/storage-audit';

/** The latest whole-store audit, and starting a new one (its answer replaces the cached one, so polling begins at once). */
export function useStorageAudit() {
  const queryClient = useQueryClient();
  const audit = useQuery(storageAuditQueryOptions());
  const run = useMutation({
    mutationFn: runStorageAudit,
    onSuccess: (answer) => queryClient.setQueryData(storageAuditQueryOptions().queryKey, answer),
    onError: (error) => notify({ title: 'Audit Failed', description: withReason('Failed to start the storage audit', error), variant: 'destructive' }),
  });
  return { audit, run };
}

/** One user's audit (spec 02 §8: "Audit Failed" / "Failed to run user storage audit"). */
export function useUserAudit() {
  return useMutation({
    mutationFn: (userId: string) => runUserAudit(userId.trim()),
    onError: (error) => notify({ title: 'Audit Failed', description: withReason('Failed to run user storage audit', error), variant: 'destructive' }),
  });
}

/** A photo with missing files processed again from its original (its files are written anew). */
export function useRegenerateFiles() {
  return useMutation({
    mutationFn: regenerateFiles,
    onSuccess: ({ photoId }) =>
      notify({ title: 'Regeneration queued', description: `Photo ${photoId} is being processed again. Run the audit again in a moment to check.` }),
    onError: (error) =>
      notify({ title: 'Regenerate Failed', description: withReason('Failed to regenerate the missing files', error), variant: 'destructive' }),
  });
}

/** The spec's message, then the server's reason when it gave one. */
function withReason(message: string, error: unknown): string {
  const reason = serverMessage(error, '');
  return reason ? `${message}: ${reason}` : message;
}
