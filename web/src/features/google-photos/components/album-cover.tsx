import { Box, Center, Image } from '@chakra-ui/react';
import type { GooglePhotoSet } from '@lumafolio/contracts';
import type { ReactNode } from 'react';
import { LuImage } from 'react-icons/lu';

/** A set's cover (its first photo), or a neutral placeholder while it has none; `children` lie on top. */
export function AlbumCover({ set, children }: { set: GooglePhotoSet; children?: ReactNode }) {
  return (
    <Box position="relative" aspectRatio="4 / 3" bg="bg.muted" overflow="hidden">
      {set.coverPhotoUrl ? (
        <Image src={set.coverPhotoUrl} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" loading="lazy" decoding="async" />
      ) : (
        <Center position="absolute" inset="0" color="fg.subtle">
          <LuImage size="2.5rem" aria-hidden />
        </Center>
      )}
      {children}
    </Box>
  );
}
