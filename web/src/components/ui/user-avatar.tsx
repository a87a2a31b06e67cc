import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';

/** Avatar sizes (Chakra's avatar scale). */
const AVATAR_SIZES = { xs: '8', sm: '9', md: '10', lg: '11', xl: '12', '2xl': '16' } as const;

export interface UserAvatarProps extends Omit<BoxProps, 'children'> {
  /** The profile image; when missing or when it fails to load, `initial` is shown instead. */
  imageUrl?: string | null;
  /** One letter (see lib/user-display). */
  initial: string;
  size?: keyof typeof AVATAR_SIZES;
}

/**
 * Round user avatar (spec 01 §2): the profile image, hidden if it fails to load, else the
 * initial on the brand colour (also while the image loads). Decorative: the surrounding link or text names the user.
 * Plain elements rather than Chakra's Avatar, whose state machine the navigation bar of
 * every page would otherwise load.
 */
export function UserAvatar({ imageUrl, initial, size = 'md', ...rest }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  const boxSize = AVATAR_SIZES[size];

  return (
    <Box
      aria-hidden
      position="relative"
      boxSize={boxSize}
      flexShrink={0}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      rounded="full"
      overflow="hidden"
      bg="brand.300"
      color="ink.900"
      fontWeight="700"
      lineHeight="1"
      // The initial grows with the avatar.
      fontSize={`calc(var(--chakra-sizes-${boxSize}) * 0.42)`}
      userSelect="none"
      {...rest}
    >
      {initial}
      {showImage && (
        <chakra.img
          src={imageUrl ?? undefined}
          alt=""
          position="absolute"
          inset="0"
          boxSize="full"
          objectFit="cover"
          decoding="async"
          onError={() => setFailedUrl(imageUrl ?? null)}
        />
      )}
    </Box>
  );
}
