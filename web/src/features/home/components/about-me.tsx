import { memo } from 'react';
import type { CurrentUser } from '@lumafolio/contracts';
import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { SocialLinks } from '@/components/social/social-links';
import { UserAvatar } from '@/components/ui/user-avatar';
import { navAvatarInitial } from '@/lib/user-display';

/** Shown when the user has not written a bio yet. */
export const DEFAULT_BIO =
  'Welcome to my portfolio. I photograph the moments, places and people that move me — every image here tells part of that story. Take a look around, and get in touch if something speaks to you.';

/** The signed-in user's About section, #about (spec 01 §2): picture or initial, 'About Me', bio, social links. */
export const AboutMe = memo(function AboutMe({ user }: { user: CurrentUser }) {
  return (
    <Box as="section" id="about" aria-labelledby="about-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="5xl" px={{ base: '4', md: '6', lg: '8' }}>
        <Grid
          templateColumns={{ base: '1fr', md: 'auto 1fr' }}
          gap={{ base: '8', md: '14' }}
          alignItems="center"
          justifyItems={{ base: 'center', md: 'stretch' }}
        >
          <UserAvatar
            imageUrl={user.profileImageUrl}
            initial={navAvatarInitial(user)}
            size="2xl"
            boxSize={{ base: '40', md: '52' }}
            fontSize={{ base: '6xl', md: '7xl' }}
            boxShadow="0 18px 40px -20px rgba(15, 15, 30, 0.45)"
          />
          <Stack gap="5" textAlign={{ base: 'center', md: 'start' }} align={{ base: 'center', md: 'flex-start' }}>
            <Heading id="about-title" as="h2" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="700" letterSpacing="tight">
              About Me
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" whiteSpace="pre-line">
              {user.bio?.trim() || DEFAULT_BIO}
            </Text>
            <SocialLinks profile={user} tone="light" />
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
});
