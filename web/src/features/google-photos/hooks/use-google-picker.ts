import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { createPickerSession, upsertCachedSets } from '../api/albums';

/** How often a set being picked is checked when its session's own interval is not known (after a reload). */
export const DEFAULT_PICKER_POLL_MS = 5_000;

/**
 * "Pick from Google Photos": starts a picking session and opens Google's picker in a new
 * window. The window is opened empty in the click itself (a window opened after the request
 * answers would be stopped by the popup blocker) and sent to the picker once the URL comes;
 * when no window could be opened, `blockedPickerUri` holds the link to offer instead.
 */
export function useGooglePicker() {
  const queryClient = useQueryClient();
  const [pollIntervals, setPollIntervals] = useState<ReadonlyMap<string, number>>(new Map());
  const [blockedPickerUri, setBlockedPickerUri] = useState<string | null>(null);

  const start = useMutation({ mutationFn: createPickerSession, retry: false });

  const pick = () => {
    const popup = window.open('', '_blank');
    setBlockedPickerUri(null);
    start.mutate(undefined, {
      onSuccess: (session) => {
        upsertCachedSets(queryClient, [session.album]);
        setPollIntervals((current) => new Map(current).set(session.album.id, session.pollIntervalMs));
        if (popup && !popup.closed) {
          // The picker gets no handle on this page.
          popup.opener = null;
          popup.location.href = session.pickerUri;
        } else {
          setBlockedPickerUri(session.pickerUri);
        }
      },
      onError: (error) => {
        popup?.close();
        notify({ title: 'Picking Failed', description: serverMessage(error, 'Google Photos could not be opened. Please try again.'), variant: 'destructive' });
      },
    });
  };

  const pollIntervalOf = (albumId: string) => pollIntervals.get(albumId) ?? DEFAULT_PICKER_POLL_MS;

  return { pick, starting: start.isPending, blockedPickerUri, pollIntervalOf };
}
