import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuRefreshCw } from 'react-icons/lu';
import { panelCardStyles } from '@/components/ui/styles';
import { googlePhotoSetsQueryOptions } from '../api/albums';
import { googlePhotosConnectionQueryOptions } from '../api/connection';
import { isNotConnectedError } from '../utils/album-load-retry';
import { connectionState } from '../utils/connection-state';
import { AlbumBoard } from './album-board';
import { NotConnectedPanel } from './not-connected-panel';

/**
 * The album page below its title: Not Connected (the connection says so, or the sets could
 * not be loaded with a "connect" error), the sets, or why they could not be loaded.
 */
export function AlbumsContent() {
  const connection = useQuery(googlePhotosConnectionQueryOptions());
  const sets = useQuery(googlePhotoSetsQueryOptions());
  const state = connection.data ? connectionState(connection.data) : null;

  if (connection.isPending || (sets.isPending && state === 'connected')) {
    return (
      <Flex justify="center" py="16" role="status" aria-label="Loading your Google Photos albums">
        <Spinner size="lg" color="brand.500" />
      </Flex>
    );
  }
  if (state !== null && state !== 'connected') return <NotConnectedPanel state={state} />;
  if (sets.isError && isNotConnectedError(sets.error)) return <NotConnectedPanel state="not-connected" />;
  if (sets.data) return <AlbumBoard sets={sets.data.albums} />;
  if (sets.isError) {
    return (
      <Stack {...panelCardStyles} align="center" textAlign="center" gap="4" p={{ base: '6', md: '10' }} maxW="xl" mx="auto">
        <Text fontWeight="600">Your Google Photos albums could not be loaded.</Text>
        <Text color="fg.muted">Please try again in a moment.</Text>
        <Button variant="outline" rounded="full" onClick={() => void sets.refetch()} loading={sets.isRefetching}>
          <LuRefreshCw aria-hidden /> Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Flex justify="center" py="16" role="status" aria-label="Loading your Google Photos albums">
      <Spinner size="lg" color="brand.500" />
    </Flex>
  );
}
