import type { Photo } from '@lumafolio/contracts';
import { Badge, Flex, HStack, IconButton, Stack, Switch, Table, Text, VisuallyHidden, chakra, useBreakpointValue } from '@chakra-ui/react';
import { memo } from 'react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { cameraDetails } from '@/lib/gallery/camera-details';
import { categoryLabel, type CategoryOption } from '../utils/photo-list';
import { PhotoThumbnail } from './photo-thumbnail';
import { LoadingMore } from '@/components/windowing/loading-more';
import { useChunkWindow } from '@/components/windowing/use-chunk-window';
import { useLoadMore } from '@/components/windowing/use-load-more';

export interface PhotosTableProps {
  /** The loaded photos (a page at a time: `hasMore`, `onLoadMore`). */
  photos: readonly Photo[];
  hasMore?: boolean;
  onLoadMore?: () => void;
  categoryOptions: readonly CategoryOption[];
  onFeaturedChange: (photo: Photo, featured: boolean) => void;
  onPublicChange: (photo: Photo, isPublic: boolean) => void;
  onEdit: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
  deletingId?: string | null;
  /** Whether a photo is selected for a bulk action. */
  isSelected: (id: string) => boolean;
  /** A click on a photo's checkbox; `range` when shift was held. */
  onSelectChange: (photo: Photo, range: boolean) => void;
}

function LabelledSwitch({
  checked,
  label,
  onChange,
  colorPalette,
}: {
  checked: boolean;
  label: string;
  onChange: (value: boolean) => void;
  colorPalette: string;
}) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)} colorPalette={colorPalette} size="sm">
      <Switch.HiddenInput aria-label={label} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}

/** The photo list: the table from 768 px, cards below (a six-column table does not fit a phone). */
export function PhotosList(props: PhotosTableProps) {
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }, { fallback: 'md' });
  return layout === 'cards' ? <PhotoCards {...props} /> : <PhotosTable {...props} />;
}

/** The My Photos table (spec 01 §2): Photo, Title, Category, Status, Featured, Actions. */
export function PhotosTable({ photos, hasMore = false, onLoadMore, deletingId, isSelected, ...rowProps }: PhotosTableProps) {
  // A page's worth of rows per <tbody>; those far from the viewport are one empty row of their height.
  const { chunks, chunkRef } = useChunkWindow(photos.length);
  const end = useLoadMore<HTMLDivElement>(hasMore, onLoadMore ?? noop, photos.length);
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" interactive minW="44rem" aria-label="Your photos">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w="10">
              <VisuallyHidden>Select</VisuallyHidden>
            </Table.ColumnHeader>
            <Table.ColumnHeader w="20">Photo</Table.ColumnHeader>
            <Table.ColumnHeader>Title</Table.ColumnHeader>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Featured</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        {chunks.map((chunk) => (
          <Table.Body key={chunk.index} ref={chunkRef(chunk.index)}>
            {chunk.spacer !== null ? (
              <tr aria-hidden style={{ height: chunk.spacer }}>
                <td colSpan={7} />
              </tr>
            ) : (
              photos
                .slice(chunk.start, chunk.end)
                .map((photo) => <PhotoRow key={photo.id} photo={photo} deleting={deletingId === photo.id} selected={isSelected(photo.id)} {...rowProps} />)
            )}
          </Table.Body>
        ))}
      </Table.Root>
      {hasMore && <LoadingMore ref={end} />}
    </Table.ScrollArea>
  );
}

/**
 * What a row or card shows. Rows are memoised: with thousands of photos loaded, a new page
 * or one photo's change draws only the rows that changed (the handlers are stable).
 */
type RowProps = Pick<PhotosTableProps, 'categoryOptions' | 'onFeaturedChange' | 'onPublicChange' | 'onEdit' | 'onDelete' | 'onSelectChange'> & {
  photo: Photo;
  deleting: boolean;
  selected: boolean;
};

const PhotoRow = memo(function PhotoRow({
  photo,
  categoryOptions,
  onFeaturedChange,
  onPublicChange,
  onEdit,
  onDelete,
  deleting,
  selected,
  onSelectChange,
}: RowProps) {
  return (
    <Table.Row data-photo-id={photo.id} bg={selected ? 'bg.muted' : undefined}>
      <Table.Cell>
        <SelectCheckbox photo={photo} selected={selected} onChange={onSelectChange} />
      </Table.Cell>
      <Table.Cell>
        <PhotoThumbnail photo={photo} />
      </Table.Cell>
      <Table.Cell maxW="16rem">
        <Text fontWeight="600" truncate title={photo.title}>
          {photo.title}
        </Text>
        {photo.tags.length > 0 && (
          <Text fontSize="xs" color="fg.muted" truncate>
            {photo.tags.map((tag) => `#${tag}`).join(' ')}
          </Text>
        )}
        <CameraLine photo={photo} />
      </Table.Cell>
      <Table.Cell>{categoryLabel(photo.category, categoryOptions)}</Table.Cell>
      <Table.Cell>
        <HStack gap="2" wrap="wrap">
          <PublicSwitch photo={photo} onChange={onPublicChange} />
          <StatusBadges photo={photo} />
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <FeaturedSwitch photo={photo} onChange={onFeaturedChange} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <RowActions photo={photo} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
      </Table.Cell>
    </Table.Row>
  );
});

type PhotoHandler<T extends unknown[] = []> = (photo: Photo, ...args: T) => void;

/** Camera · lens · exposure · date, when the photo has them. */
function CameraLine({ photo }: { photo: Photo }) {
  const camera = cameraDetails(photo.exif);
  if (!camera) return null;
  return (
    <Text fontSize="xs" color="fg.muted" truncate title={camera}>
      {camera}
    </Text>
  );
}

function PublicSwitch({ photo, onChange }: { photo: Photo; onChange: PhotoHandler<[boolean]> }) {
  return <LabelledSwitch checked={photo.isPublic} label={`Public: ${photo.title}`} colorPalette="green" onChange={(value) => onChange(photo, value)} />;
}

function FeaturedSwitch({ photo, onChange }: { photo: Photo; onChange: PhotoHandler<[boolean]> }) {
  return <LabelledSwitch checked={photo.featured} label={`Featured: ${photo.title}`} colorPalette="yellow" onChange={(value) => onChange(photo, value)} />;
}

/** A real checkbox; a shift-click selects the range from the last clicked photo. */
function SelectCheckbox({ photo, selected, onChange }: { photo: Photo; selected: boolean; onChange: PhotoHandler<[boolean]> }) {
  return (
    <chakra.input
      type="checkbox"
      checked={selected}
      aria-label={`Select “${photo.title}”`}
      onChange={(event) => onChange(photo, (event.nativeEvent as MouseEvent).shiftKey === true)}
      boxSize="5"
      m="0"
      flexShrink={0}
      cursor="pointer"
      accentColor="brand.solid"
    />
  );
}

/** Public/Private, plus Processing (no variants yet) or Failed. */
function StatusBadges({ photo }: { photo: Photo }) {
  return (
    <>
      <Badge colorPalette={photo.isPublic ? 'green' : 'gray'} variant="subtle">
        {photo.isPublic ? 'Public' : 'Private'}
      </Badge>
      {photo.status === 'processing' && (
        <Badge colorPalette="orange" variant="subtle">
          Processing
        </Badge>
      )}
      {photo.status === 'failed' && (
        <Badge colorPalette="red" variant="subtle">
          Failed
        </Badge>
      )}
    </>
  );
}

function RowActions({ photo, onEdit, onDelete, deleting }: { photo: Photo; onEdit: PhotoHandler; onDelete: PhotoHandler; deleting: boolean }) {
  return (
    <HStack gap="1" justify="flex-end">
      <IconButton variant="ghost" size="sm" aria-label={`Edit ${photo.title}`} onClick={() => onEdit(photo)}>
        <LuPencil />
      </IconButton>
      <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={`Delete ${photo.title}`} loading={deleting} onClick={() => onDelete(photo)}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

/** Phones: one card per photo with the same fields and controls as a table row, a page's worth per list (windowed like the table). */
function PhotoCards({ photos, hasMore = false, onLoadMore, deletingId, isSelected, ...cardProps }: PhotosTableProps) {
  const { chunks, chunkRef } = useChunkWindow(photos.length);
  const end = useLoadMore<HTMLDivElement>(hasMore, onLoadMore ?? noop, photos.length);
  return (
    <Stack gap="3" aria-label="Your photos" role="group">
      {chunks.map((chunk) => (
        <div key={chunk.index} ref={chunkRef(chunk.index)} style={chunk.spacer === null ? undefined : { height: chunk.spacer }}>
          {chunk.spacer === null && (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
              {photos.slice(chunk.start, chunk.end).map((photo) => (
                <PhotoCardItem key={photo.id} photo={photo} deleting={deletingId === photo.id} selected={isSelected(photo.id)} {...cardProps} />
              ))}
            </Stack>
          )}
        </div>
      ))}
      {hasMore && <LoadingMore ref={end} />}
    </Stack>
  );
}

const PhotoCardItem = memo(function PhotoCardItem({
  photo,
  categoryOptions,
  onFeaturedChange,
  onPublicChange,
  onEdit,
  onDelete,
  deleting,
  selected,
  onSelectChange,
}: RowProps) {
  return (
    <Stack
      as="li"
      data-photo-id={photo.id}
      gap="3"
      borderWidth="1px"
      borderColor={selected ? 'brand.solid' : 'border'}
      bg={selected ? 'bg.muted' : undefined}
      rounded="lg"
      p="3"
    >
      <Flex gap="3" align="center">
        <SelectCheckbox photo={photo} selected={selected} onChange={onSelectChange} />
        <PhotoThumbnail photo={photo} />
        <Stack gap="0.5" minW="0" flex="1">
          <Text fontWeight="600" truncate>
            {photo.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {categoryLabel(photo.category, categoryOptions)}
          </Text>
          <CameraLine photo={photo} />
          <HStack gap="1.5" wrap="wrap">
            <StatusBadges photo={photo} />
          </HStack>
        </Stack>
      </Flex>
      <Flex gap="4" align="center" wrap="wrap" borderTopWidth="1px" borderColor="border" pt="2">
        <HStack gap="2" fontSize="sm">
          <PublicSwitch photo={photo} onChange={onPublicChange} /> <Text>Public</Text>
        </HStack>
        <HStack gap="2" fontSize="sm">
          <FeaturedSwitch photo={photo} onChange={onFeaturedChange} /> <Text>Featured</Text>
        </HStack>
        <Flex ms="auto">
          <RowActions photo={photo} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
        </Flex>
      </Flex>
    </Stack>
  );
});

const noop = () => undefined;
