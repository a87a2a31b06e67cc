import { Box, Flex, Grid, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PAGE_VIEW_DAYS, type AdminPageViews } from '@lumafolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DailyViewsChart } from '@/components/charts/daily-views-chart';
import { panelCardStyles } from '@/components/ui/styles';
import { adminPageViewsQueryOptions } from '../api/page-views';

/** The Overview's page views: every page per day, and the most viewed portfolios of the period. */
export function PageViewsPanel() {
  const { data, isError } = useQuery(adminPageViewsQueryOptions());

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '4', md: '6' }}>
      <Stack {...panelCardStyles} as="section" aria-labelledby="page-views-heading" p={{ base: '5', md: '6' }} gap="3">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Text as="h2" id="page-views-heading" fontWeight="600" fontSize="sm" color="fg.muted">
            Page views, last {PAGE_VIEW_DAYS} days
          </Text>
          {data ? (
            <Text fontSize="2xl" fontWeight="800" lineHeight="1" data-testid="page-views-total">
              {data.totalViews.toLocaleString('en-US')}
            </Text>
          ) : null}
        </Flex>
        {data ? <DailyViewsChart days={data.days} label="Page views per day" /> : <LoadState failed={isError} height="24" />}
      </Stack>
      <Stack {...panelCardStyles} as="section" aria-labelledby="top-portfolios-heading" p={{ base: '5', md: '6' }} gap="3">
        <Text as="h2" id="top-portfolios-heading" fontWeight="600" fontSize="sm" color="fg.muted">
          Top portfolios
        </Text>
        {data ? <TopPortfolios portfolios={data.topPortfolios} /> : <LoadState failed={isError} height="24" />}
      </Stack>
    </Grid>
  );
}

function TopPortfolios({ portfolios }: { portfolios: AdminPageViews['topPortfolios'] }) {
  if (portfolios.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No portfolio has been viewed in this period yet.
      </Text>
    );
  }
  const peak = Math.max(1, ...portfolios.map((portfolio) => portfolio.views));
  return (
    <Stack as="ol" gap="2.5" listStyleType="none" m="0" p="0" aria-label="Most viewed portfolios">
      {portfolios.map((portfolio) => (
        <Box as="li" key={portfolio.userId}>
          <Flex justify="space-between" gap="3" fontSize="sm" mb="1">
            {portfolio.username ? (
              <Link asChild fontWeight="600" color="fg" minW="0" overflowWrap="anywhere">
                <RouterLink to={`/${encodeURIComponent(portfolio.username)}`}>{portfolio.username}</RouterLink>
              </Link>
            ) : (
              <Text color="fg.muted">Deleted account</Text>
            )}
            <Text color="fg.muted" flexShrink={0}>
              {portfolio.views.toLocaleString('en-US')} views
            </Text>
          </Flex>
          <Box h="2" bg="bg.subtle" rounded="full" overflow="hidden" aria-hidden>
            <Box h="full" w={`${(portfolio.views / peak) * 100}%`} bg="brand.500" _dark={{ bg: 'brand.300' }} rounded="full" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function LoadState({ failed, height }: { failed: boolean; height: string }) {
  return failed ? (
    <Text color="red.600" _dark={{ color: 'red.300' }}>
      Could not be loaded
    </Text>
  ) : (
    <Skeleton height={height} />
  );
}
