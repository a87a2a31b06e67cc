import { Badge, Flex, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuImageOff, LuImagePlus } from 'react-icons/lu';
import { emptyAreaStyles } from '@/components/ui/styles';
import { useObjectUrl } from '@/lib/media/use-object-url';
import { formatBytes } from '../utils/format';
import type { OptimisedImage } from '../utils/optimize-image';

/** "TIFF" for image/tiff. */
const formatName = (type: string) => (type.split('/')[1] ?? type).toUpperCase();

export interface UploadPreviewProps {
  image: OptimisedImage | null;
  optimising: boolean;
  /** The chosen file goes up untouched (the photographer keeps originals): its own name and size are shown. */
  original?: File | null;
  /** The choose-a-file button. */
  children: ReactNode;
}

/** The chosen image in the upload dialog: its preview (or why there is none), name, size and savings. */
export function UploadPreview({ image, optimising, original = null, children }: UploadPreviewProps) {
  // None for files the browser cannot draw (HEIC, TIFF: sent as they are).
  const previewUrl = useObjectUrl(image && !image.asIs ? image.blob : null);
  return (
    <Flex {...emptyAreaStyles} p="3" gap="3" align="center" minH="24">
      {previewUrl ? (
        <Image src={previewUrl} alt="Preview of the chosen image" boxSize="20" objectFit="cover" rounded="md" flexShrink={0} />
      ) : image?.asIs ? (
        <Stack
          role="img"
          aria-label={`No preview: browsers cannot show ${formatName(image.type)} images`}
          boxSize="20"
          gap="1"
          align="center"
          justify="center"
          rounded="md"
          bg="bg.muted"
          color="fg.muted"
          flexShrink={0}
          textAlign="center"
        >
          <LuImageOff size="22" aria-hidden />
          <Text fontSize="2xs" lineHeight="short" aria-hidden>
            No preview for {formatName(image.type)}
          </Text>
        </Stack>
      ) : (
        <Flex boxSize="20" align="center" justify="center" rounded="md" bg="bg.muted" color="fg.muted" flexShrink={0}>
          {optimising ? <Spinner /> : <LuImagePlus size="28" />}
        </Flex>
      )}
      <Stack gap="1" minW="0" flex="1">
        {image ? (
          <ImageSummary image={image} original={original} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            JPG, PNG, WEBP, HEIC, HEIF or TIFF, up to 25MB.
          </Text>
        )}
        {children}
      </Stack>
    </Flex>
  );
}

function ImageSummary({ image, original }: { image: OptimisedImage; original: File | null }) {
  if (original) {
    return (
      <>
        <Text fontWeight="600" fontSize="sm" truncate title={original.name}>
          {original.name}
        </Text>
        <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
          <Text>{formatBytes(original.size)}</Text>
          <Badge colorPalette="brand" variant="subtle" size="sm">
            Original kept
          </Badge>
          {image.orientation && (
            <Badge variant="outline" size="sm" textTransform="capitalize">
              {image.orientation}
            </Badge>
          )}
        </HStack>
      </>
    );
  }
  return (
    <>
      <Text fontWeight="600" fontSize="sm" truncate title={image.fileName}>
        {image.fileName}
      </Text>
      <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
        <Text>
          {image.asIs || image.savedPercent === 0 ? formatBytes(image.blob.size) : `${formatBytes(image.originalBytes)} → ${formatBytes(image.blob.size)}`}
        </Text>
        {image.savedPercent > 0 && (
          <Badge colorPalette="green" variant="subtle" size="sm">
            {image.savedPercent}% smaller
          </Badge>
        )}
        {image.orientation && (
          <Badge variant="outline" size="sm" textTransform="capitalize">
            {image.orientation}
          </Badge>
        )}
        {image.asIs && <Text>Uploaded as is</Text>}
      </HStack>
    </>
  );
}
