import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { PAGE_VIEW_DAYS } from '@lumafolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { LuChartColumn } from 'react-icons/lu';
import { DailyViewsChart } from '@/components/charts/daily-views-chart';
import { SectionCard } from '@/components/ui/section-card';
import { portfolioViewsQueryOptions } from '../api/portfolio-views';

/** The photographer's own portfolio views per day (account page). Counted without cookies or personal data. */
export function PortfolioViewsCard() {
  const { data, isError } = useQuery(portfolioViewsQueryOptions());

  return (
    <SectionCard
      icon={LuChartColumn}
      title="Portfolio views"
      description={`Visits to your portfolio in the last ${PAGE_VIEW_DAYS} days. Counted without cookies; visitors who ask not to be tracked are not counted.`}
    >
      {data ? (
        <Stack gap="3" mt="4">
          <Text fontSize="2xl" fontWeight="800" lineHeight="1" data-testid="portfolio-views-total">
            {data.totalViews.toLocaleString('en-US')} {data.totalViews === 1 ? 'view' : 'views'}
          </Text>
          <DailyViewsChart days={data.days} label="Your portfolio's views per day" />
        </Stack>
      ) : isError ? (
        <Text mt="4" color="red.600" _dark={{ color: 'red.300' }}>
          Your portfolio views could not be loaded.
        </Text>
      ) : (
        <Skeleton mt="4" height="24" />
      )}
    </SectionCard>
  );
}
