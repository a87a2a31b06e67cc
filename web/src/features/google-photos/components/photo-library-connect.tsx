import { Badge, Button, Flex, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { GOOGLE_PHOTOS_ALBUMS_ROUTE } from '@lumafolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuCloudDownload, LuImages, LuUnlink } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { primaryPillStyles } from '@/components/ui/styles';
import { googlePhotosConnectionQueryOptions } from '../api/connection';
import { connectionState, notConnectedText, type ConnectionState } from '../utils/connection-state';
import { ConnectGoogleLink } from './connect-google-link';
import { DisconnectDialog } from './disconnect-dialog';

/**
 * My Photos tab: the external photo-library connect section (spec 01 §2, spec 02). Google
 * Photos' state: not enabled by the administrator (said, nothing to press), not connected
 * (Connect Google Photos), or connected (Choose albums, Disconnect).
 */
export function PhotoLibraryConnect() {
  const connection = useQuery(googlePhotosConnectionQueryOptions());
  const state = connection.data ? connectionState(connection.data) : null;
  return (
    <SectionCard icon={LuCloudDownload} title="Import from Google Photos" description="Bring photos from your Google Photos library into your portfolio.">
      <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ base: 'stretch', md: 'center' }}>
        <List.Root gap="1" fontSize="sm" color="fg.muted" ps="4">
          <List.Item>Pick the photos you want in Google Photos, then sync them here.</List.Item>
          <List.Item>Imported photos start private; publish the ones you like.</List.Item>
        </List.Root>
        {state ? (
          <ConnectionActions state={state} />
        ) : connection.isError ? (
          <Text fontSize="sm" color="fg.muted">
            The Google Photos connection could not be checked. Please reload the page.
          </Text>
        ) : (
          <Spinner size="sm" aria-label="Checking the Google Photos connection" />
        )}
      </Flex>
    </SectionCard>
  );
}

function ConnectionActions({ state }: { state: ConnectionState }) {
  const [confirming, setConfirming] = useState(false);
  if (state === 'disabled') {
    return (
      <Text fontSize="sm" color="fg.muted" maxW={{ md: 'xs' }}>
        {notConnectedText(state)}
      </Text>
    );
  }
  if (state !== 'connected') {
    return (
      <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }} flexShrink={0} maxW={{ md: 'sm' }}>
        <Flex gap="3" align="center" wrap="wrap" justify={{ md: 'flex-end' }}>
          <Badge colorPalette="gray" variant="subtle">
            Not Connected
          </Badge>
          <ConnectGoogleLink />
        </Flex>
        {state === 'reconnect' && (
          <Text fontSize="sm" color="fg.muted">
            {notConnectedText(state)}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Flex gap="3" align="center" wrap="wrap" flexShrink={0}>
      <Badge colorPalette="green" variant="subtle">
        Connected
      </Badge>
      <Button asChild {...primaryPillStyles}>
        <RouterLink to={GOOGLE_PHOTOS_ALBUMS_ROUTE}>
          <LuImages aria-hidden /> Choose albums
        </RouterLink>
      </Button>
      <Button variant="outline" rounded="full" onClick={() => setConfirming(true)}>
        <LuUnlink aria-hidden /> Disconnect
      </Button>
      <DisconnectDialog open={confirming} onOpenChange={setConfirming} />
    </Flex>
  );
}
