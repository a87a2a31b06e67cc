import { Box, Circle, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuDatabase, LuImages, LuShieldCheck, LuUsers } from 'react-icons/lu';
import { surfaceCardStyles } from '@/components/ui/styles';

interface Feature {
  title: string;
  description: string;
  icon: IconType;
}

/** The four landing feature cards (spec 01 §1). */
export const landingFeatures: readonly Feature[] = [
  {
    title: 'Portfolio Management',
    description: 'Upload photos, sort them into categories, mark favourites as featured and decide what is public or private.',
    icon: LuImages,
  },
  {
    title: 'Multi-Photographer',
    description: 'Every photographer gets a public portfolio at their own address, with a design template and hero banner of their choice.',
    icon: LuUsers,
  },
  {
    title: 'Secure Authentication',
    description: 'Sign in through a hosted identity provider. Sessions are cookie-based and every change is checked on the server.',
    icon: LuShieldCheck,
  },
  {
    title: 'Object Storage',
    description: 'Originals and optimised variants live in object storage and are served as modern, responsive images.',
    icon: LuDatabase,
  },
];

/** Section with the four feature cards; it is the page's #gallery anchor target. */
export function FeatureCards() {
  return (
    <Box as="section" id="gallery" aria-labelledby="features-title" bg="bg" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }}>
        <Stack gap="3" textAlign="center" maxW="3xl" mx="auto" mb={{ base: '10', md: '14' }}>
          <Text fontSize="xs" fontWeight="600" letterSpacing="0.3em" color="brand.fg" textTransform="uppercase">
            Features
          </Text>
          <Heading id="features-title" as="h2" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="700" letterSpacing="tight" lineHeight="1.2">
            Everything your portfolio needs
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            Built for photographers who want their work to look its best, on every screen.
          </Text>
        </Stack>

        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '4', md: '6' }}>
          {landingFeatures.map((feature) => (
            <Box
              as="li"
              key={feature.title}
              {...surfaceCardStyles}
              rounded="xl"
              p={{ base: '6', md: '7' }}
              transition="transform 0.2s ease, box-shadow 0.2s ease, border-color 0.2s ease"
              _hover={{
                transform: 'translateY(-4px)',
                boxShadow: '0 18px 40px -20px rgba(15, 15, 30, 0.35)',
                borderColor: 'brand.200',
              }}
            >
              <Stack gap="4">
                <Circle size="12" bg="brand.subtle" color="brand.fg">
                  <Icon size="lg">
                    <feature.icon />
                  </Icon>
                </Circle>
                <Heading as="h3" fontSize="lg" fontWeight="600">
                  {feature.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm" lineHeight="tall">
                  {feature.description}
                </Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
