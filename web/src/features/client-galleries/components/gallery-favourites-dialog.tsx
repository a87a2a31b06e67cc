import type { OwnClientGallery } from '@lumafolio/contracts';
import { Badge, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '@/components/ui/form-dialog';
import { galleryFavouritesQueryOptions } from '../api/client-galleries';

/** What the gallery's visitors marked: how often each photo, and each visitor's list. */
export function GalleryFavouritesDialog({ gallery, onClose }: { gallery: OwnClientGallery; onClose: () => void }) {
  const { data, isPending, isError } = useQuery(galleryFavouritesQueryOptions(gallery.id));
  const titles = new Map(data?.photos.map((photo) => [photo.photoId, photo.title]));
  return (
    <FormDialog open onOpenChange={(open) => !open && onClose()} title={`Favourites · ${gallery.name}`}>
      {isPending ? (
        <Spinner size="sm" aria-label="Loading the favourites" />
      ) : isError || !data ? (
        <Text color="fg.error">The favourites could not be loaded.</Text>
      ) : data.photos.length === 0 ? (
        <Text color="fg.muted">No favourites yet. Visitors mark photos with the heart on the gallery page.</Text>
      ) : (
        <Stack gap="5">
          <Stack gap="2">
            <Heading as="h3" fontSize="sm">
              By photo
            </Heading>
            <List.Root as="ul" listStyleType="none" gap="1" aria-label="Favourites by photo">
              {data.photos.map((photo) => (
                <List.Item key={photo.photoId} display="flex" justifyContent="space-between" gap="3">
                  <Text truncate>{photo.title || 'Untitled'}</Text>
                  <Badge colorPalette="brand" aria-label={`${photo.count} ${photo.count === 1 ? 'favourite' : 'favourites'}`}>
                    ♥ {photo.count}
                  </Badge>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          <Stack gap="2">
            <Heading as="h3" fontSize="sm">
              By visitor
            </Heading>
            <List.Root as="ul" listStyleType="none" gap="2" aria-label="Favourites by visitor">
              {data.visitors.map((visitor, index) => (
                <List.Item key={`${visitor.name}-${visitor.updatedAt}`}>
                  <Text fontWeight="medium">{visitor.name || `Visitor ${index + 1}`}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {visitor.photoIds.map((id) => titles.get(id) || 'Untitled').join(', ')}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </Stack>
      )}
    </FormDialog>
  );
}
