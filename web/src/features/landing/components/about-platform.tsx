import { Box, chakra, Circle, Container, Grid, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { ArrowRightIcon, FolderSyncIcon, GlobeIcon, HeartIcon, type SiteIcon } from '@/components/icons/site-icons';
import { authPaths, brand } from '@/lib/config';
import { surfaceCardStyles } from '@/components/ui/styles';

interface Highlight {
  title: string;
  text: string;
  icon: SiteIcon;
}

const highlights: readonly Highlight[] = [
  {
    title: 'Showcase your work globally',
    text: 'A public portfolio that anyone can visit, fast on a phone and stunning on a large screen.',
    icon: GlobeIcon,
  },
  {
    title: 'Automatic photo syncing',
    text: 'Link your account with two photo-library services and bring your albums over automatically.',
    icon: FolderSyncIcon,
  },
  {
    title: 'Connect with photographers',
    text: "Browse other photographers' portfolios, share yours and get inspired by the community.",
    icon: HeartIcon,
  },
];

/** The visitor's product blurb (spec 01 §1 / §2 About section); the page's #about anchor. */
export function AboutPlatform({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <Box as="section" id="about" aria-labelledby="about-title" bg="bg.subtle" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }}>
        <Grid templateColumns={{ base: '1fr', lg: '5fr 6fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="5">
            <Text fontSize="xs" fontWeight="600" letterSpacing="0.3em" color="brand.fg" textTransform="uppercase">
              About the product
            </Text>
            <Heading id="about-title" as="h2" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="700" letterSpacing="tight" lineHeight="1.2">
              A photography showcase platform, made for photographers
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
              {brand.name} gives you a home for your best images. Showcase your work to a global audience, link your account with two photo-library services for
              automatic photo syncing, and connect with other photographers who share your passion.
            </Text>
            {!signedIn && (
              <Stack gap="3" pt="2" align={{ base: 'stretch', sm: 'flex-start' }}>
                <Text fontWeight="600">Ready to share your story? Creating an account is free.</Text>
                <chakra.a
                  href={authPaths.login}
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  gap="2"
                  h="11"
                  px="7"
                  rounded="full"
                  fontWeight="600"
                  bg="ink.900"
                  color="white"
                  _hover={{ bg: 'ink.700' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.400', outlineOffset: '2px' }}
                >
                  Create your free account
                  <ArrowRightIcon />
                </chakra.a>
              </Stack>
            )}
          </Stack>

          <Stack as="ul" listStyleType="none" m="0" p="0" gap="4">
            {highlights.map((item) => (
              <Box as="li" key={item.title} display="flex" gap="4" alignItems="flex-start" {...surfaceCardStyles} rounded="xl" p={{ base: '5', md: '6' }}>
                <Circle size="11" flexShrink={0} bg="brand.subtle" color="brand.fg">
                  <Icon size="md">
                    <item.icon />
                  </Icon>
                </Circle>
                <Stack gap="1">
                  <Heading as="h3" fontSize="md" fontWeight="600">
                    {item.title}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm" lineHeight="tall">
                    {item.text}
                  </Text>
                </Stack>
              </Box>
            ))}
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
