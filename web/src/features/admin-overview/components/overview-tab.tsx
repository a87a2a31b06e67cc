import { Box, Flex, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AdminOverview } from '@lumafolio/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LuActivity, LuShield, LuUsers } from 'react-icons/lu';
import { panelCardStyles } from '@/components/ui/styles';
import { adminOverviewQueryOptions } from '../api/overview';
import { PageViewsPanel } from './page-views-panel';

/** Overview (spec 02 §2): Total Users, Admin Users and a Platform Status that is really checked; then the page views. */
export function OverviewTab() {
  const { data, isError } = useQuery(adminOverviewQueryOptions());
  const overview = data ?? null;

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }}>
        <StatCard title="Total Users" icon={<LuUsers />} value={overview?.totalUsers} caption="Active photographers" failed={isError} />
        <StatCard title="Admin Users" icon={<LuShield />} value={overview?.adminUsers} caption="With administrator rights" failed={isError} />
        <PlatformStatusCard overview={overview} failed={isError} />
      </Grid>
      <PageViewsPanel />
    </Stack>
  );
}

function CardFrame({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Stack {...panelCardStyles} p={{ base: '5', md: '6' }} gap="3" as="section" aria-label={title}>
      <Flex justify="space-between" align="center" gap="3">
        <Text fontWeight="600" fontSize="sm" color="fg.muted">
          {title}
        </Text>
        <Box color="fg.muted" aria-hidden>
          {icon}
        </Box>
      </Flex>
      {children}
    </Stack>
  );
}

function StatCard({ title, icon, value, caption, failed }: { title: string; icon: ReactNode; value: number | undefined; caption: string; failed: boolean }) {
  return (
    <CardFrame title={title} icon={icon}>
      {value !== undefined ? (
        <Text fontSize="3xl" fontWeight="800" lineHeight="1">
          {value.toLocaleString('en-US')}
        </Text>
      ) : failed ? (
        <Text color="red.600" _dark={{ color: 'red.300' }}>
          Could not be loaded
        </Text>
      ) : (
        <Skeleton height="8" width="16" />
      )}
      <Text fontSize="sm" color="fg.muted">
        {caption}
      </Text>
    </CardFrame>
  );
}

function PlatformStatusCard({ overview, failed }: { overview: AdminOverview | null; failed: boolean }) {
  const platform = overview?.platform;
  return (
    <CardFrame title="Platform Status" icon={<LuActivity />}>
      {platform ? (
        <>
          <Text
            fontSize="3xl"
            fontWeight="800"
            lineHeight="1"
            color={platform.status === 'active' ? 'green.600' : 'orange.600'}
            _dark={{ color: platform.status === 'active' ? 'green.300' : 'orange.300' }}
          >
            {platform.status === 'active' ? 'Active' : 'Degraded'}
          </Text>
          {platform.problems.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              All systems operational
            </Text>
          ) : (
            <Stack as="ul" gap="1" fontSize="sm" listStyleType="none">
              {platform.problems.map((problem) => (
                <Text as="li" key={`${problem.component}:${problem.message}`} overflowWrap="anywhere">
                  {problem.message}
                </Text>
              ))}
            </Stack>
          )}
        </>
      ) : failed ? (
        <Text color="red.600" _dark={{ color: 'red.300' }}>
          The status could not be checked
        </Text>
      ) : (
        <Skeleton height="8" width="24" />
      )}
    </CardFrame>
  );
}
