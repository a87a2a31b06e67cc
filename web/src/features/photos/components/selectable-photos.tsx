import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { clientGalleriesQueryOptions } from '@/lib/queries/client-galleries';
import { useBulkPhotoAction } from '../hooks/use-bulk-photo-action';
import { usePhotoSelection } from '../hooks/use-photo-selection';
import type { CategoryOption, ServerPhotoFilter } from '../utils/photo-list';
import { BulkActionBar } from './bulk-action-bar';
import { PhotosList, type PhotosTableProps } from './photos-table';
import { SelectAllMatching } from './select-all-matching';

export interface SelectablePhotosProps extends Omit<PhotosTableProps, 'isSelected' | 'onSelectChange'> {
  /** The server's filter the list shows ("select all" selects its every photo)… */
  filter: ServerPhotoFilter;
  /** …this many. */
  total: number;
  /** The list still shows the last filter's photos (and total) while the new filter's come. */
  totalPending?: boolean;
  /** The categories a bulk action can set. */
  bulkCategoryOptions: readonly CategoryOption[];
}

/** My Photos' list with a checkbox per photo, "select all matching" and the bulk action bar while some are selected. */
export function SelectablePhotos({ filter, total, totalPending = false, bulkCategoryOptions, ...listProps }: SelectablePhotosProps) {
  const { selection, count, isSelected, toggle, selectAll, clear } = usePhotoSelection(filter, listProps.photos);
  // The galleries the selection can be added to: asked for once something is selected, and
  // again as their menu opens (one may have been made in another tab meanwhile).
  const galleriesQuery = useQuery(clientGalleriesQueryOptions({ enabled: count > 0 }));
  const galleries = galleriesQuery.data ?? [];
  const bulk = useBulkPhotoAction(selection, { categories: bulkCategoryOptions, galleries }, clear);
  return (
    <Stack gap="3">
      <SelectAllMatching total={total} disabled={totalPending} selection={selection} onSelectAll={() => selectAll(total)} />
      <PhotosList {...listProps} isSelected={isSelected} onSelectChange={toggle} />
      {count > 0 && (
        <BulkActionBar
          count={count}
          pending={bulk.pending}
          categoryOptions={bulkCategoryOptions}
          galleries={galleries}
          galleriesLoading={galleriesQuery.isFetching && galleries.length === 0}
          onGalleriesOpen={() => void galleriesQuery.refetch()}
          onAction={bulk.run}
          onDownload={bulk.download}
          onClear={clear}
        />
      )}
    </Stack>
  );
}
