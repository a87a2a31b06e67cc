import { Badge, Box, Circle, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCloud, LuLink2 } from 'react-icons/lu';
import { SectionCard } from '../../../components/ui/section-card';
import { UnavailableAction } from '../../../components/ui/unavailable-action';
import { CONNECT_UNAVAILABLE, PHOTO_LIBRARY_SERVICES } from '../utils/photo-library-services';

/** Settings tab: the photo-library services and their connection state (spec 01 §2). */
export function ConnectedServices() {
  return (
    <SectionCard icon={LuLink2} title="Connected services" description="Photo libraries linked to your account.">
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
        {PHOTO_LIBRARY_SERVICES.map((service) => (
          <Flex
            as="li"
            key={service.id}
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
              <Badge colorPalette="gray" variant="subtle">
                Not connected
              </Badge>
              <UnavailableAction reason={CONNECT_UNAVAILABLE} size="sm" variant="outline" rounded="full" aria-label={`Connect ${service.name}`}>
                Connect
              </UnavailableAction>
            </Flex>
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}
