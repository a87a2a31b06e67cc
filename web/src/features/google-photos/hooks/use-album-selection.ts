import { NO_ALBUMS_SELECTED, type GooglePhotoSet } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '@/lib/toaster';
import { selectGooglePhotoSets, updateCachedSets, upsertCachedSets } from '../api/albums';
import { queuedMessage } from '../utils/album-text';

/**
 * Which sets are selected (the saved selection, changed by toggling cards) and Sync
 * Selected Albums, with the spec 02 §5 and §8 toasts. Only ready sets can be selected.
 */
export function useAlbumSelection(sets: readonly GooglePhotoSet[]) {
  const queryClient = useQueryClient();
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isSelected = (set: GooglePhotoSet) => set.state === 'ready' && (toggled.get(set.id) ?? set.selected);
  const selectedIds = sets.filter(isSelected).map((set) => set.id);

  const sync = useMutation({
    mutationFn: selectGooglePhotoSets,
    retry: false,
    onSuccess: (answer, albumIds) => {
      // The saved selection is exactly what was sent; the answer brings the sets' new progress.
      updateCachedSets(queryClient, (albums) => albums.map((set) => ({ ...set, selected: albumIds.includes(set.id) })));
      upsertCachedSets(queryClient, answer.albums);
      setToggled(new Map());
      notify({ title: 'Sync started', description: queuedMessage(answer), variant: 'success' });
    },
    onError: () => notify({ title: 'Selection Failed', description: 'Failed to save album selection.', variant: 'destructive' }),
  });

  const toggle = (set: GooglePhotoSet) => setToggled((current) => new Map(current).set(set.id, !isSelected(set)));

  const syncSelected = () => {
    if (selectedIds.length === 0) {
      notify({ title: 'No Albums Selected', description: NO_ALBUMS_SELECTED, variant: 'destructive' });
      return;
    }
    sync.mutate(selectedIds);
  };

  return { isSelected, toggle, selectedCount: selectedIds.length, syncSelected, syncing: sync.isPending };
}
