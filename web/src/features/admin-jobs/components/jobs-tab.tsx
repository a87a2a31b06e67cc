import { Flex, Grid, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuExternalLink } from 'react-icons/lu';
import { BULL_BOARD_URL, jobQueuesQueryOptions } from '../api/jobs';
import { FailedJobs } from './failed-jobs';
import { QueueCard } from './queue-card';
import { UnavailableQueueCard } from './unavailable-queue-card';

/** Jobs (issue 14): every queue live, its last hour, its failed jobs; Bull Board for deep inspection. */
export function JobsTab() {
  const { data, isError } = useQuery(jobQueuesQueryOptions());
  const queues = data?.queues ?? null;
  // Queues whose owner is down come first: they are what an operator opened the tab for.
  const unavailable = data?.unavailable ?? [];

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Every queue, refreshed every 5 seconds.
        </Text>
        <Link href={BULL_BOARD_URL} target="_blank" rel="noopener" fontSize="sm" fontWeight="600" color="brand.700" _dark={{ color: 'brand.300' }}>
          Open Bull Board
          <LuExternalLink aria-hidden />
        </Link>
      </Flex>
      {queues ? (
        <>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }}>
            {unavailable.map((queue) => (
              <UnavailableQueueCard key={queue.name} queue={queue} />
            ))}
            {queues.map((queue) => (
              <QueueCard key={queue.name} queue={queue} />
            ))}
          </Grid>
          {queues
            .filter((queue) => queue.counts.failed > 0)
            .map((queue) => (
              <FailedJobs key={queue.name} queue={queue.name} failedCount={queue.counts.failed} />
            ))}
        </>
      ) : isError ? (
        <Text color="red.600" _dark={{ color: 'red.300' }}>
          The queues could not be loaded.
        </Text>
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height="56" rounded="xl" />
          ))}
        </Grid>
      )}
    </Stack>
  );
}
