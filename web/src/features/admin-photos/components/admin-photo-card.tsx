import type { AdminPhoto } from '@lumafolio/contracts';
import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuImage, LuStar, LuStarOff } from 'react-icons/lu';
import { panelCardStyles, primaryPillStyles } from '@/components/ui/styles';
import { categoryLabel } from '@/lib/gallery/category-text';
import { placeholderDataUrl } from '@/lib/media/thumbhash-placeholder';

export interface AdminPhotoCardProps {
  photo: AdminPhoto;
  onToggleFeatured: (photo: AdminPhoto) => void;
}

/** One photo of the grid (spec 02 §2): badges, title, "by {username}", category, Feature / Unfeature. */
export function AdminPhotoCard({ photo, onToggleFeatured }: AdminPhotoCardProps) {
  const [loaded, setLoaded] = useState(false);
  const placeholder = useMemo(() => placeholderDataUrl(photo.placeholder), [photo.placeholder]);

  return (
    <Stack {...panelCardStyles} gap="0" overflow="hidden" as="article" aria-label={photo.title} data-testid="admin-photo-card">
      <Box
        position="relative"
        aspectRatio="4 / 3"
        flexShrink={0}
        overflow="hidden"
        bg="bg.emphasized"
        bgImage={placeholder ? `url("${placeholder}")` : undefined}
        bgSize="cover"
        backgroundPosition="center"
      >
        {photo.thumbnailUrl ? (
          <Image
            src={photo.thumbnailUrl}
            alt={photo.title}
            loading="lazy"
            decoding="async"
            position="absolute"
            inset="0"
            boxSize="full"
            objectFit="cover"
            opacity={loaded ? 1 : 0}
            transition="opacity 0.3s ease"
            onLoad={() => setLoaded(true)}
          />
        ) : (
          <Stack position="absolute" inset="0" align="center" justify="center" color="fg.muted" gap="1" fontSize="sm">
            <LuImage aria-hidden />
            <Text>{photo.status === 'failed' ? 'Processing failed' : 'Processing…'}</Text>
          </Stack>
        )}
        <HStack position="absolute" top="2" left="2" gap="1.5">
          {photo.featured && (
            <Badge colorPalette="yellow" variant="solid">
              Featured
            </Badge>
          )}
          {!photo.isPublic && (
            <Badge colorPalette="gray" variant="solid">
              Private
            </Badge>
          )}
        </HStack>
      </Box>
      <Stack p="3.5" gap="2.5" flex="1">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="600" truncate title={photo.title}>
            {photo.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            by {photo.username ?? 'a removed account'}
          </Text>
        </Stack>
        <HStack justify="space-between" gap="2" mt="auto">
          <Badge variant="outline" colorPalette="gray" maxW="50%" truncate>
            {categoryLabel(photo.category)}
          </Badge>
          <Button
            size="xs"
            {...(photo.featured ? { variant: 'outline' as const, rounded: 'full' } : primaryPillStyles)}
            onClick={() => onToggleFeatured(photo)}
            aria-label={`${photo.featured ? 'Unfeature' : 'Feature'} ${photo.title}`}
          >
            {photo.featured ? <LuStarOff aria-hidden /> : <LuStar aria-hidden />}
            {photo.featured ? 'Unfeature' : 'Feature'}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
