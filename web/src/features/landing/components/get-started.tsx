import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuLogIn, LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { authPaths } from '@/lib/config';
import { primaryPillStyles } from '@/components/ui/styles';

/** Closing call to action; the page's #contact anchor until the Home contact form exists. */
export function GetStarted({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <Box
      as="section"
      id="contact"
      aria-labelledby="get-started-title"
      bg="ink.900"
      color="white"
      py={{ base: '16', md: '24' }}
      bgImage="radial-gradient(50% 80% at 50% 0%, rgba(245, 193, 108, 0.16) 0%, rgba(245, 193, 108, 0) 70%)"
    >
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack gap="5" align="center" textAlign="center">
          <Heading id="get-started-title" as="h2" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="700" letterSpacing="tight" lineHeight="1.2">
            Your story deserves a stage
          </Heading>
          <Text color="whiteAlpha.800" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" maxW="xl">
            Sign in to create your portfolio, upload your first photos and share your page with clients, friends and fellow photographers.
          </Text>
          <Button asChild size="xl" {...primaryPillStyles} px="8" mt="2">
            {signedIn ? (
              <RouterLink to="/account">
                <LuUserRound />
                Open your account
              </RouterLink>
            ) : (
              <a href={authPaths.login}>
                <LuLogIn />
                Get started for free
              </a>
            )}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
