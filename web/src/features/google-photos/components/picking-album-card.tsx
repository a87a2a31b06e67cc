import { Button, Flex, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type { GooglePhotoSet } from '@lumafolio/contracts';
import { LuExternalLink } from 'react-icons/lu';
import { useAlbumActions } from '../hooks/use-album-actions';
import { usePickingSet } from '../hooks/use-picking-set';
import { AlbumCover } from './album-cover';

/** A set still being picked in Google's window: checked until the picking is done; Cancel forgets it. */
export function PickingAlbumCard({ set, pollIntervalMs }: { set: GooglePhotoSet; pollIntervalMs: number }) {
  usePickingSet(set, pollIntervalMs);
  const { remove } = useAlbumActions();
  return (
    <Stack
      as="li"
      aria-label={set.title}
      aria-busy
      gap="0"
      bg="bg"
      rounded="xl"
      overflow="hidden"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="border.emphasized"
    >
      <AlbumCover set={set} />
      <Stack gap="3" p="4">
        <Text fontWeight="600" truncate>
          {set.title}
        </Text>
        <HStack gap="2" color="fg.muted" fontSize="sm" role="status">
          <Spinner size="xs" />
          <Text>Waiting for your selection in Google Photos…</Text>
        </HStack>
        <Flex gap="2" wrap="wrap" justify="space-between" align="center">
          {set.pickerUri && (
            <Link href={set.pickerUri} target="_blank" rel="noopener noreferrer" fontSize="sm" color="brand.fg" fontWeight="600">
              Open Google Photos again <LuExternalLink aria-hidden />
            </Link>
          )}
          <Button
            size="sm"
            variant="outline"
            rounded="full"
            onClick={() => remove.mutate(set)}
            loading={remove.isPending}
            aria-label={`Cancel picking ${set.title}`}
          >
            Cancel
          </Button>
        </Flex>
      </Stack>
    </Stack>
  );
}
