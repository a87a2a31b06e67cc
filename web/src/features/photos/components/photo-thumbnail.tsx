import type { Photo } from '@lumafolio/contracts';
import { Box, Image } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { placeholderDataUrl, responsiveSource } from '../utils/placeholder';

/** A square thumbnail: the ThumbHash placeholder until the (responsive) image has loaded. */
export function PhotoThumbnail({ photo, size = '16' }: { photo: Photo; size?: string }) {
  const [loaded, setLoaded] = useState(false);
  const placeholder = useMemo(() => placeholderDataUrl(photo.placeholder), [photo.placeholder]);
  const { src, srcSet } = responsiveSource(photo);

  return (
    <Box
      boxSize={size}
      rounded="md"
      overflow="hidden"
      bg="bg.emphasized"
      bgImage={placeholder ? `url("${placeholder}")` : undefined}
      bgSize="cover"
      backgroundPosition="center"
      flexShrink={0}
    >
      <Image
        key={src}
        src={src}
        srcSet={srcSet}
        sizes="64px"
        alt={photo.aiAltText || photo.title}
        loading="lazy"
        decoding="async"
        boxSize="full"
        objectFit="cover"
        opacity={loaded ? 1 : 0}
        transition="opacity 0.3s ease"
        onLoad={() => setLoaded(true)}
      />
    </Box>
  );
}
