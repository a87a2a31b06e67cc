import type { Photo } from '@lumafolio/contracts';
import { Box, Image, SimpleGrid, Spinner, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMyPhotos } from '../../../lib/queries/my-photos';

/**
 * The user's own photos in a 3-column grid (max 24rem high), loaded only while the picker
 * is open (spec 01 §4/§9); `children` is shown when there are none.
 */
export function PhotoPicker({ onPick, disabled, children }: { onPick: (photo: Photo) => void; disabled: boolean; children: ReactNode }) {
  const photos = useMyPhotos(true);
  if (photos.isLoading) return <Spinner size="sm" />;
  const list = photos.data ?? [];
  if (list.length === 0) return <>{children}</>;
  return (
    <Box maxH="24rem" overflowY="auto" mt="3">
      <SimpleGrid columns={3} gap="2">
        {list.map((photo) => (
          <chakra.button
            key={photo.id}
            type="button"
            onClick={() => onPick(photo)}
            disabled={disabled}
            aria-label={`Use "${photo.title}" as your profile picture`}
            rounded="md"
            overflow="hidden"
            borderWidth="2px"
            borderColor="transparent"
            _hover={{ borderColor: 'brand.300' }}
            _focusVisible={{ borderColor: 'brand.400', outline: 'none' }}
            _disabled={{ opacity: 0.5, cursor: 'wait' }}
          >
            <Image src={photo.variants.find((v) => v.width === 400)?.url ?? photo.imageUrl} alt={photo.aiAltText ?? photo.title} aspectRatio={1} objectFit="cover" w="full" loading="lazy" />
          </chakra.button>
        ))}
      </SimpleGrid>
      {photos.isError && <Text color="fg.error" fontSize="sm">Your photos could not be loaded.</Text>}
    </Box>
  );
}
