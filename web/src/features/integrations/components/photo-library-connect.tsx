import { Badge, Flex, List } from '@chakra-ui/react';
import { LuCloudDownload } from 'react-icons/lu';
import { SectionCard } from '../../../components/ui/section-card';
import { UnavailableAction } from '../../../components/ui/unavailable-action';
import { CONNECT_UNAVAILABLE, PHOTO_LIBRARY_SERVICES } from '../utils/photo-library-services';

/**
 * My Photos tab: connect an external photo library and import albums (spec 02). The
 * connection flow arrives with the integrations issue; until then the account is shown
 * as not connected and Connect explains that it is coming.
 */
export function PhotoLibraryConnect() {
  const [google] = PHOTO_LIBRARY_SERVICES;
  const name = google?.name ?? 'Google Photos';
  return (
    <SectionCard icon={LuCloudDownload} title={`Import from ${name}`} description="Bring albums from your photo library into your portfolio.">
      <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ base: 'stretch', md: 'center' }}>
        <List.Root gap="1" fontSize="sm" color="fg.muted" ps="4">
          <List.Item>Pick the albums you want to show.</List.Item>
          <List.Item>Imported photos start private; publish the ones you like.</List.Item>
        </List.Root>
        <Flex gap="3" align="center" wrap="wrap" flexShrink={0}>
          <Badge colorPalette="gray" variant="subtle">
            Not connected
          </Badge>
          <UnavailableAction reason={CONNECT_UNAVAILABLE} variant="outline" rounded="full">
            Connect {name}
          </UnavailableAction>
        </Flex>
      </Flex>
    </SectionCard>
  );
}
