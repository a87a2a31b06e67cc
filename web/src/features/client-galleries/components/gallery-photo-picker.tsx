import type { Photo } from '@lumafolio/contracts';
import { Box, Button, Checkbox, Flex, Image, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useMyPhotos } from '@/lib/queries/my-photos';

export interface GalleryPhotoPickerProps {
  selected: ReadonlySet<string>;
  onToggle: (photoId: string) => void;
}

/** The smallest variant: enough for a picker tile. */
const thumbnailOf = (photo: Photo) => [...photo.variants].sort((a, b) => a.width - b.width)[0]?.url ?? photo.imageUrl;

/** Any of the photographer's photos, public or private, as tiles to tick. */
export function GalleryPhotoPicker({ selected, onToggle }: GalleryPhotoPickerProps) {
  const { query, list } = useMyPhotos({}, true);
  if (query.isPending) return <Spinner size="sm" aria-label="Loading your photos" />;
  if (list.items.length === 0) return <Text color="fg.muted">Upload photos first: a gallery shares some of your photos.</Text>;
  return (
    <Box>
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, sm: 3 }} gap="2" maxH="18rem" overflowY="auto" aria-label="Your photos">
        {list.items.map((photo) => (
          <Box as="li" key={photo.id}>
            <Checkbox.Root
              checked={selected.has(photo.id)}
              onCheckedChange={() => onToggle(photo.id)}
              display="flex"
              flexDirection="column"
              alignItems="stretch"
              gap="1"
              p="1"
              rounded="md"
              borderWidth="1px"
              borderColor={selected.has(photo.id) ? 'colorPalette.solid' : 'border'}
              colorPalette="brand"
              cursor="pointer"
            >
              <Checkbox.HiddenInput />
              <Image src={thumbnailOf(photo)} alt="" aspectRatio="3 / 2" objectFit="cover" rounded="sm" bg="bg.emphasized" loading="lazy" />
              <Flex align="center" gap="2" minW="0">
                <Checkbox.Control />
                <Checkbox.Label fontSize="xs" truncate>
                  {photo.title}
                </Checkbox.Label>
              </Flex>
            </Checkbox.Root>
          </Box>
        ))}
      </SimpleGrid>
      {list.hasMore && (
        <Button variant="ghost" size="sm" mt="2" onClick={list.loadMore} loading={list.isLoadingMore}>
          Show more photos
        </Button>
      )}
    </Box>
  );
}
