import type { Photo } from '@lumafolio/contracts';
import { Image, Spinner, Text, chakra } from '@chakra-ui/react';
import { ScrollGrid } from '@/components/windowing/scroll-grid';
import type { ReactNode } from 'react';
import { useMyPhotos } from '@/lib/queries/my-photos';
import { heroCandidates, srcSetOf } from '../utils/hero-choice';
import { choiceCardStyles } from './hero-gallery-grid';

/**
 * The user's processed photos, loaded only once this grid is shown (the custom option), a
 * page at a time as the grid is scrolled;
 * `children` is shown when there are none.
 */
export function HeroPhotoGrid({
  chosenId,
  onChoose,
  disabled,
  children,
}: {
  chosenId: string | null;
  onChoose: (photo: Photo) => void;
  disabled: boolean;
  children: ReactNode;
}) {
  const { query, list } = useMyPhotos({}, true);
  if (query.isLoading) return <Spinner size="sm" />;
  if (query.isError)
    return (
      <Text color="fg.error" fontSize="sm">
        Your photos could not be loaded.
      </Text>
    );
  const candidates = heroCandidates(list.items);
  if (candidates.length === 0 && !list.hasMore) return <>{children}</>;
  return (
    <ScrollGrid
      columns={{ base: 2, sm: 3 }}
      items={candidates}
      keyOf={(photo) => photo.id}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      renderItem={(photo) => (
        <chakra.button
          type="button"
          onClick={() => onChoose(photo)}
          disabled={disabled}
          aria-pressed={chosenId === photo.id}
          aria-label={`Use "${photo.title}" as your hero banner`}
          {...choiceCardStyles}
          borderColor={chosenId === photo.id ? 'brand.400' : 'transparent'}
        >
          <Image
            src={photo.variants[0]?.url ?? photo.imageUrl}
            srcSet={srcSetOf(photo.variants)}
            sizes="12rem"
            alt={photo.aiAltText ?? photo.title}
            aspectRatio={4 / 3}
            objectFit="cover"
            w="full"
            loading="lazy"
            decoding="async"
          />
        </chakra.button>
      )}
    />
  );
}
