import { Badge, Box, Button, Circle, Flex, Icon, Spinner, Stack, Text } from '@chakra-ui/react';
import { GOOGLE_PHOTOS_ALBUMS_ROUTE, GOOGLE_PHOTOS_CONSENT_PATH } from '@lumafolio/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LuCloud, LuLink2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { UnavailableAction } from '@/components/ui/unavailable-action';
import { googlePhotosConnectionQueryOptions } from '../api/connection';
import { connectionState, NOT_ENABLED_TEXT } from '../utils/connection-state';
import { CONNECT_UNAVAILABLE, GOOGLE_PHOTOS_SERVICE, ICLOUD_PHOTOS_SERVICE, type PhotoLibraryService } from '../utils/photo-library-services';

/** Settings tab: the photo-library services and their connection state (spec 01 §2). */
export function ConnectedServices() {
  return (
    <SectionCard icon={LuLink2} title="Connected services" description="Photo libraries linked to your account.">
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
        <ServiceRow service={GOOGLE_PHOTOS_SERVICE}>
          <GooglePhotosStatus />
        </ServiceRow>
        <ServiceRow service={ICLOUD_PHOTOS_SERVICE}>
          <NotConnectedBadge />
          <UnavailableAction reason={CONNECT_UNAVAILABLE} size="sm" variant="outline" rounded="full" aria-label={`Connect ${ICLOUD_PHOTOS_SERVICE.name}`}>
            Connect
          </UnavailableAction>
        </ServiceRow>
      </Stack>
    </SectionCard>
  );
}

/** Google Photos: Connected with Manage (the album page), or Not connected with Connect (Google's consent). */
function GooglePhotosStatus() {
  const { data, isError } = useQuery(googlePhotosConnectionQueryOptions());
  const name = GOOGLE_PHOTOS_SERVICE.name;
  if (!data) return isError ? <NotConnectedBadge /> : <Spinner size="sm" aria-label={`Checking the ${name} connection`} />;
  const state = connectionState(data);
  if (state === 'disabled') {
    return (
      <>
        <NotConnectedBadge />
        <UnavailableAction reason={NOT_ENABLED_TEXT} size="sm" variant="outline" rounded="full" aria-label={`Connect ${name}`}>
          Connect
        </UnavailableAction>
      </>
    );
  }
  if (state === 'connected') {
    return (
      <>
        <Badge colorPalette="green" variant="subtle">
          Connected
        </Badge>
        <Button asChild size="sm" variant="outline" rounded="full">
          <RouterLink to={GOOGLE_PHOTOS_ALBUMS_ROUTE} aria-label={`Manage ${name}`}>
            Manage
          </RouterLink>
        </Button>
      </>
    );
  }
  return (
    <>
      <NotConnectedBadge />
      <Button asChild size="sm" variant="outline" rounded="full">
        <a href={GOOGLE_PHOTOS_CONSENT_PATH} aria-label={`Connect ${name}`}>
          Connect
        </a>
      </Button>
    </>
  );
}

function NotConnectedBadge() {
  return (
    <Badge colorPalette="gray" variant="subtle">
      Not connected
    </Badge>
  );
}

function ServiceRow({ service, children }: { service: PhotoLibraryService; children: ReactNode }) {
  return (
    <Flex
      as="li"
      gap="4"
      align={{ base: 'flex-start', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      px="4"
      py="3"
    >
      <Flex gap="3" align="center" flex="1" minW="0">
        <Circle size="9" bg="bg.muted" color="fg.muted" flexShrink={0}>
          <Icon size="sm">
            <LuCloud />
          </Icon>
        </Circle>
        <Box minW="0">
          <Text fontWeight="600">{service.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {service.description}
          </Text>
        </Box>
      </Flex>
      <Flex gap="3" align="center" flexShrink={0}>
        {children}
      </Flex>
    </Flex>
  );
}
