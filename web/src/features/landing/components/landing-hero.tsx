import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LuKeyRound, LuLogIn, LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { authPaths, brand } from '@/lib/config';
import { primaryPillStyles } from '@/components/ui/styles';
import { ScrollCue } from '@/components/gallery/scroll-cue';

/**
 * Full-screen hero of the landing page with the two sign-in entry points; a signed-in
 * visitor gets the way to their account instead.
 */
export function LandingHero({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <Box
      as="section"
      aria-labelledby="landing-title"
      position="relative"
      overflow="hidden"
      color="white"
      bg="ink.900"
      minH={{ base: 'max(600px, 100svh)', md: 'max(700px, 100svh)', lg: 'max(800px, 100svh)' }}
      display="flex"
      alignItems="center"
    >
      {/* Light leaks and a soft vignette: no image download, no layout shift. */}
      <Box
        aria-hidden
        position="absolute"
        inset="0"
        bgImage={[
          'radial-gradient(60% 55% at 78% 18%, rgba(245, 193, 108, 0.28) 0%, rgba(245, 193, 108, 0) 70%)',
          'radial-gradient(55% 50% at 12% 88%, rgba(86, 110, 255, 0.20) 0%, rgba(86, 110, 255, 0) 70%)',
          'radial-gradient(120% 90% at 50% 50%, rgba(11, 11, 15, 0) 40%, rgba(0, 0, 0, 0.65) 100%)',
          'linear-gradient(180deg, #101018 0%, #0b0b0f 100%)',
        ].join(', ')}
      />
      <ApertureRings />

      <Container position="relative" maxW="5xl" px={{ base: '5', md: '8' }} pt={{ base: '24', md: '28' }} pb="28">
        <Stack align="center" textAlign="center" gap={{ base: '6', md: '8' }}>
          <Text fontSize={{ base: 'xs', md: 'sm' }} fontWeight="600" letterSpacing={{ base: '0.28em', md: '0.4em' }} color="brand.300">
            {brand.tagline}
          </Text>
          <Heading
            id="landing-title"
            as="h1"
            fontWeight="700"
            textTransform="uppercase"
            fontSize={{ base: '4xl', sm: '5xl', md: '7xl', lg: '8xl' }}
            lineHeight="1"
            letterSpacing={{ base: '0.08em', md: '0.12em' }}
            textShadow="0 4px 30px rgba(0, 0, 0, 0.45)"
            css={{ overflowWrap: 'anywhere' }}
          >
            {brand.name}
          </Heading>
          <Text maxW="2xl" fontSize={{ base: 'md', md: 'xl' }} lineHeight="tall" color="whiteAlpha.800">
            The portfolio platform for photographers. Publish your best work, organise it your way and share it with the world from one beautiful, fast
            portfolio.
          </Text>

          <Flex
            direction={{ base: 'column', sm: 'row' }}
            gap={{ base: '3', sm: '4' }}
            w={{ base: 'full', sm: 'auto' }}
            maxW={{ base: 'sm', sm: 'none' }}
            pt="2"
          >
            {signedIn ? (
              <Button asChild size="xl" {...primaryPillStyles} px="8" boxShadow="0 10px 30px -10px rgba(245, 193, 108, 0.6)">
                <RouterLink to="/account">
                  <LuUserRound />
                  Go to My Account
                </RouterLink>
              </Button>
            ) : (
              <>
                <Button asChild size="xl" {...primaryPillStyles} px="8" boxShadow="0 10px 30px -10px rgba(245, 193, 108, 0.6)">
                  <a href={authPaths.login}>
                    <LuLogIn />
                    Sign In to Get Started
                  </a>
                </Button>
                <Button
                  asChild
                  size="xl"
                  rounded="full"
                  px="8"
                  variant="outline"
                  color="white"
                  borderColor="whiteAlpha.400"
                  bg="whiteAlpha.50"
                  fontWeight="600"
                  _hover={{ bg: 'whiteAlpha.200', borderColor: 'whiteAlpha.600' }}
                >
                  <a href={authPaths.login}>
                    <LuKeyRound />
                    Sign in with {brand.identityProvider}
                  </a>
                </Button>
              </>
            )}
          </Flex>
          <Text fontSize="sm" color="whiteAlpha.600">
            {signedIn ? 'You are signed in · Manage your portfolio from your account' : 'Free account · Set up your portfolio in minutes'}
          </Text>
        </Stack>
      </Container>

      <ScrollCue label="Scroll to the features" />
    </Box>
  );
}

/** Decorative concentric rings evoking a lens aperture. */
function ApertureRings() {
  return (
    <Box
      aria-hidden
      position="absolute"
      top="50%"
      left="50%"
      transform="translate(-50%, -50%)"
      w={{ base: '160vw', md: '110vw', lg: '1100px' }}
      maxW="1400px"
      aspectRatio="1"
      pointerEvents="none"
      opacity={0.5}
    >
      <svg viewBox="0 0 400 400" width="100%" height="100%" fill="none">
        <circle cx="200" cy="200" r="198" stroke="rgba(255,255,255,0.05)" strokeWidth="1" />
        <circle cx="200" cy="200" r="150" stroke="rgba(255,255,255,0.06)" strokeWidth="1" />
        <circle cx="200" cy="200" r="104" stroke="rgba(245,193,108,0.10)" strokeWidth="1" />
        <circle cx="200" cy="200" r="62" stroke="rgba(255,255,255,0.05)" strokeWidth="1" />
      </svg>
    </Box>
  );
}
