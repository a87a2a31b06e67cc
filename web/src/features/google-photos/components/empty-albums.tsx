import { Heading, Stack, Text } from '@chakra-ui/react';
import { LuImages } from 'react-icons/lu';
import { emptyAreaStyles } from '@/components/ui/styles';

/** Spec 02: the empty state, "No Albums Found". */
export function EmptyAlbums() {
  return (
    <Stack {...emptyAreaStyles} align="center" textAlign="center" gap="2" py="12" px="6">
      <LuImages size="2rem" aria-hidden />
      <Heading as="h2" fontSize="lg">
        No Albums Found
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Press Pick from Google Photos and choose photos in Google Photos: they will appear here as an album.
      </Text>
    </Stack>
  );
}
