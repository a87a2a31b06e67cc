import { Box, Container, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuShieldAlert } from 'react-icons/lu';
import { NAV_HEIGHT } from '@/components/layout/layout-constants';
import { NavBar } from '@/components/layout/nav-bar';
import { renderThemeSwitch } from '@/components/layout/theme-switch';
import { adminNavItems } from '@/components/layout/nav-links';
import { SiteFooter } from '@/components/layout/site-footer';
import { panelCardStyles } from '@/components/ui/styles';
import { brand } from '@/lib/config';
import { notify } from '@/lib/toaster';
import { useAuth } from '@/lib/auth/use-auth';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { AdminTabs } from './admin-tabs';

const showLogoutFailed = () => notify({ title: 'Logout failed', description: 'You are still signed in. Please try again.', variant: 'destructive' });

/** /admin and /admin/dashboard (spec 02 §2). Anyone but an admin sees Access Denied; the server refuses them too. */
export function AdminPage() {
  const { user, isAdmin, isLoading } = useAuth();
  const onSignOut = useSignOut(showLogoutFailed);

  return (
    <>
      <title>{`Admin Dashboard · ${brand.name}`}</title>
      <NavBar user={user} items={user ? adminNavItems(user) : undefined} showAvatar={false} onSignOut={onSignOut} themeSwitch={renderThemeSwitch} />
      <Box as="main" id="main" bg="bg.subtle" minH="100dvh" pt={NAV_HEIGHT} display="flex" flexDirection="column">
        {isLoading ? (
          <Flex flex="1" align="center" justify="center" role="status" aria-label="Loading the admin dashboard" py="24">
            <Spinner size="lg" color="brand.500" />
          </Flex>
        ) : user && isAdmin ? (
          <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '6', md: '10' }} flex="1">
            <Stack gap="1" mb={{ base: '6', md: '8' }}>
              <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="800" letterSpacing="-0.02em">
                Admin Dashboard
              </Heading>
              <Text color="fg.muted" overflowWrap="anywhere">
                Welcome back, {user.firstName?.trim() || user.emailPartial || user.username}
              </Text>
            </Stack>
            <AdminTabs />
          </Container>
        ) : (
          <AccessDenied />
        )}
        <SiteFooter tone="light" />
      </Box>
    </>
  );
}

function AccessDenied() {
  return (
    <Flex flex="1" align="center" justify="center" px="4" py="24">
      <Stack {...panelCardStyles} role="alert" p={{ base: '6', md: '10' }} maxW="md" textAlign="center" align="center" gap="3">
        <Box color="red.500" fontSize="3xl" aria-hidden>
          <LuShieldAlert />
        </Box>
        <Heading as="h1" fontSize="xl">
          Access Denied
        </Heading>
        <Text color="fg.muted">You need administrator privileges to access this page.</Text>
      </Stack>
    </Flex>
  );
}
