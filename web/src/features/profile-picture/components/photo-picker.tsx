import type { Photo } from '@lumafolio/contracts';
import { Image, Spinner, Text, chakra } from '@chakra-ui/react';
import { ScrollGrid } from '@/components/windowing/scroll-grid';
import type { ReactNode } from 'react';
import { useMyPhotos } from '@/lib/queries/my-photos';

/**
 * The user's own photos in a 3-column grid (max 24rem high), loaded only while the picker
 * is open (spec 01 §4/§9); `children` is shown when there are none.
 */
export function PhotoPicker({ onPick, disabled, children }: { onPick: (photo: Photo) => void; disabled: boolean; children: ReactNode }) {
  const { query, list } = useMyPhotos({}, true);
  if (query.isLoading) return <Spinner size="sm" />;
  if (list.items.length === 0 && !query.isError) return <>{children}</>;
  return (
    <>
      <ScrollGrid
        mt="3"
        columns={3}
        items={list.items}
        keyOf={(photo) => photo.id}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        renderItem={(photo) => (
          <chakra.button
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
            <Image
              src={photo.variants.find((v) => v.width === 400)?.url ?? photo.imageUrl}
              alt={photo.aiAltText ?? photo.title}
              aspectRatio={1}
              objectFit="cover"
              w="full"
              loading="lazy"
            />
          </chakra.button>
        )}
      />
      {query.isError && (
        <Text color="fg.error" fontSize="sm">
          Your photos could not be loaded.
        </Text>
      )}
    </>
  );
}
