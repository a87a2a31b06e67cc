import type { ClientGalleryPhoto } from '@lumafolio/contracts';
import { Box, Button, Flex, Text, chakra } from '@chakra-ui/react';
import { memo } from 'react';
import { HeartIcon } from '@/components/icons/site-icons';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { photoAlt, photoImage } from '@/lib/gallery/gallery-photo';

export interface GalleryTileProps {
  photo: ClientGalleryPhoto;
  favourite: boolean;
  /** The download's URL; null when the gallery allows none. */
  downloadUrl: string | null;
  onOpen: () => void;
  onFavourite: (favourite: boolean) => void;
}

const TILE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** A photo of a client gallery: opens the lightbox; a heart to mark it; its download when allowed. */
export const GalleryTile = memo(function GalleryTile({ photo, favourite, downloadUrl, onOpen, onFavourite }: GalleryTileProps) {
  const label = photo.title || 'Untitled';
  return (
    <Box as="li" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="lg" overflow="hidden">
      <chakra.button
        type="button"
        display="block"
        w="full"
        aspectRatio="4 / 3"
        position="relative"
        cursor="zoom-in"
        onClick={onOpen}
        aria-label={`View ${label}`}
      >
        <ResponsiveImage image={photoImage(photo)} alt={photoAlt(photo)} sizes={TILE_SIZES} layout="fill" fit="cover" />
      </chakra.button>
      {/* Two tiles side by side on a phone: the title takes its own line above the actions there. */}
      <Flex align="center" wrap="wrap" columnGap="2" rowGap="1" px="3" py="2">
        <Text flex={{ base: '1 0 100%', md: '1 1 0' }} minW="0" lineClamp={2} fontSize="sm">
          {label}
        </Text>
        {downloadUrl && (
          <chakra.a href={downloadUrl} download fontSize="sm" textDecoration="underline" color="fg" aria-label={`Download ${label}`}>
            Download
          </chakra.a>
        )}
        <Button
          size="sm"
          variant={favourite ? 'solid' : 'outline'}
          colorPalette={favourite ? 'red' : 'gray'}
          rounded="full"
          ms="auto"
          aria-pressed={favourite}
          aria-label={favourite ? `Remove ${label} from favourites` : `Add ${label} to favourites`}
          onClick={() => onFavourite(!favourite)}
        >
          <HeartIcon fill={favourite ? 'currentColor' : 'none'} />
        </Button>
      </Flex>
    </Box>
  );
});
