import { Box, Button, Container, Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { NAV_HEIGHT } from '@/components/layout/layout-constants';
import { NavBar } from '@/components/layout/nav-bar';
import { renderThemeSwitch } from '@/components/layout/theme-switch';
import { accountNavItems } from '@/components/layout/nav-links';
import { SiteFooter } from '@/components/layout/site-footer';
import { panelCardStyles } from '@/components/ui/styles';
import { brand } from '@/lib/config';
import { notify } from '@/lib/toaster';
import { accountDisplayName } from '@/lib/user-display';
import { useRequireAuth } from '@/lib/auth/use-require-auth';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { AccountHeader } from '@/features/account/components/account-header';
import { AccountTabs } from './account-tabs';
import { ProfileSummary } from '@/features/account/components/profile-summary';
import { FirstStepsChecklist } from '@/features/account/components/first-steps-checklist';
import { PortfolioViewsCard } from '@/features/portfolio-views/components/portfolio-views-card';

const SIGN_IN_REQUIRED = { title: 'Authentication required', description: 'Please log in to access your account' } as const;

const showLogoutFailed = () => notify({ title: 'Logout failed', description: 'You are still signed in. Please try again.', variant: 'destructive' });

/** The account page, /account (spec 01 §2). Signed-out visitors are sent to / with a toast. */
export function AccountPage() {
  const { user, isError, refetch, isRefetching } = useRequireAuth(SIGN_IN_REQUIRED);
  const onSignOut = useSignOut(showLogoutFailed);

  return (
    <>
      <title>{`Account · ${brand.name}`}</title>
      <NavBar user={user} items={user ? accountNavItems(user) : []} showAvatar={false} onSignOut={onSignOut} themeSwitch={renderThemeSwitch} />
      <Box as="main" id="main" bg="bg.subtle" minH="100dvh" pt={NAV_HEIGHT} display="flex" flexDirection="column">
        {user ? (
          <Container maxW="6xl" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '6', md: '10' }} flex="1">
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '4', md: '6' }} mb={{ base: '8', md: '10' }}>
              <AccountHeader user={user} />
              <ProfileSummary user={user} onRefresh={() => void refetch()} refreshing={isRefetching} />
            </Grid>
            <FirstStepsChecklist user={user} />
            <Box mb={{ base: '8', md: '10' }}>
              <PortfolioViewsCard />
            </Box>
            <AccountTabs user={user} />
          </Container>
        ) : isError ? (
          <AccountLoadError onRetry={() => void refetch()} retrying={isRefetching} />
        ) : (
          <Flex flex="1" align="center" justify="center" role="status" aria-label="Loading your account" py="24">
            <Spinner size="lg" color="brand.500" />
          </Flex>
        )}
        <SiteFooter tone="light" owner={user ? accountDisplayName(user) || undefined : undefined} />
      </Box>
    </>
  );
}

function AccountLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Flex flex="1" align="center" justify="center" px="4" py="24">
      <Stack {...panelCardStyles} p={{ base: '6', md: '10' }} maxW="md" textAlign="center" align="center" gap="4">
        <Heading as="h1" fontSize="xl">
          Your account could not be loaded
        </Heading>
        <Text color="fg.muted">The server did not answer as expected. Please try again in a moment.</Text>
        <Button rounded="full" variant="outline" onClick={onRetry} loading={retrying}>
          <LuRefreshCw /> Try again
        </Button>
      </Stack>
    </Flex>
  );
}
