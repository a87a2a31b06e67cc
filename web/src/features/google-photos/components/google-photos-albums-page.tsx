import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { NAV_HEIGHT } from '@/components/layout/layout-constants';
import { SignedInPageLoading } from '@/components/ui/signed-in-page-loading';
import { NavBar } from '@/components/layout/nav-bar';
import { accountNavItems } from '@/components/layout/nav-links';
import { SiteFooter } from '@/components/layout/site-footer';
import { renderThemeSwitch } from '@/components/layout/theme-switch';
import { eyebrowStyles } from '@/components/ui/styles';
import { useRequireAuth } from '@/lib/auth/use-require-auth';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { brand } from '@/lib/config';
import { accountDisplayName } from '@/lib/user-display';
import { useConnectOutcome } from '../hooks/use-connect-outcome';
import { AlbumsContent } from './albums-content';

const SIGN_IN_REQUIRED = { title: 'Authentication required', description: 'Please log in to access your account' } as const;

/** /account/google-photos/albums: the album selection page (spec 02 §2). Signed-out visitors are sent to / with a toast. */
export function GooglePhotosAlbumsPage() {
  const { user, isError, refetch } = useRequireAuth(SIGN_IN_REQUIRED);
  const onSignOut = useSignOut();
  useConnectOutcome();

  return (
    <>
      <title>{`Google Photos albums · ${brand.name}`}</title>
      <NavBar user={user} items={user ? accountNavItems(user) : []} showAvatar={false} onSignOut={onSignOut} themeSwitch={renderThemeSwitch} />
      <Box as="main" id="main" bg="bg.subtle" minH="100dvh" pt={NAV_HEIGHT} display="flex" flexDirection="column">
        {user ? (
          <Container maxW="6xl" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '6', md: '10' }} flex="1">
            <Stack gap="2" mb={{ base: '6', md: '8' }}>
              <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2" rounded="full">
                <RouterLink to="/account">
                  <LuArrowLeft aria-hidden /> Back to account
                </RouterLink>
              </Button>
              <Text {...eyebrowStyles}>Import</Text>
              <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="700" letterSpacing="tight">
                Google Photos albums
              </Heading>
            </Stack>
            <AlbumsContent />
          </Container>
        ) : (
          <SignedInPageLoading label="Loading your account" isError={isError} onRetry={() => void refetch()} />
        )}
        <SiteFooter tone="light" owner={user ? accountDisplayName(user) || undefined : undefined} />
      </Box>
    </>
  );
}
