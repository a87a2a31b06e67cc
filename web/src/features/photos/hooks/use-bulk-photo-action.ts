import { formatBytes, type BulkPhotoAction } from '@lumafolio/contracts';
import { browserNavigation } from '@/lib/browser-navigation';
import { notify } from '@/lib/toaster';
import { useBulkUpdatePhotos } from '../api/bulk-photos';
import { useCreatePhotoArchive } from '../api/photo-archive';
import { errorMessage } from '../api/photos';
import { bulkDeleteQuestion, bulkOutcomeToast } from '../utils/bulk-outcome';
import type { CategoryOption } from '../utils/photo-list';
import { bulkSelection, selectedCount, type PhotoSelection } from '../utils/photo-selection';

const FAILED: Partial<Record<BulkPhotoAction['kind'], string>> = { delete: 'Delete failed', 'add-to-gallery': 'Not added to the gallery' };

/**
 * Runs a bulk action on the selection, in one request (a delete once the photographer has
 * confirmed it): a toast says how it went; on success `onDone` (clear the selection), on
 * failure the selection stays for another try. `download` asks for a ZIP of the selection's
 * originals and starts its download; the selection stays (another action may follow).
 */
export function useBulkPhotoAction(
  selection: PhotoSelection,
  names: { categories: readonly CategoryOption[]; galleries: ReadonlyArray<{ id: string; name: string }> },
  onDone: () => void,
) {
  const bulk = useBulkUpdatePhotos();
  const archive = useCreatePhotoArchive();
  const pending = bulk.isPending || archive.isPending;
  const download = () => {
    const target = bulkSelection(selection);
    if (!target || pending) return;
    archive.mutate(
      { selection: target },
      {
        onSuccess: ({ url, photos, bytes }) => {
          notify({
            title: `Preparing a ZIP of ${photos.toLocaleString('en-US')} ${photos === 1 ? 'photo' : 'photos'} (${formatBytes(bytes)})`,
            variant: 'success',
          });
          // An attachment: the browser downloads it and the page stays.
          browserNavigation.assign(url);
        },
        onError: (error) => notify({ title: 'Download failed', description: errorMessage(error, 'Something went wrong.'), variant: 'destructive' }),
      },
    );
  };
  const run = (action: BulkPhotoAction) => {
    const target = bulkSelection(selection);
    if (!target || pending) return;
    if (action.kind === 'delete' && !window.confirm(bulkDeleteQuestion(selectedCount(selection)))) return;
    bulk.mutate(
      { selection: target, action },
      {
        onSuccess: (result) => {
          const galleryName = action.kind === 'add-to-gallery' ? names.galleries.find((gallery) => gallery.id === action.galleryId)?.name : undefined;
          notify({ ...bulkOutcomeToast(action, result, { categories: names.categories, galleryName }), variant: 'success' });
          onDone();
        },
        onError: (error) =>
          notify({
            title: FAILED[action.kind] ?? 'Bulk update failed',
            description: errorMessage(error, 'Something went wrong.'),
            variant: 'destructive',
          }),
      },
    );
  };
  return { run, download, pending };
}
