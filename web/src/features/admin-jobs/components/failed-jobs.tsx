import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FailedJob } from '@lumafolio/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LuRotateCcw, LuTrash2 } from 'react-icons/lu';
import { panelCardStyles } from '@/components/ui/styles';
import { pageItems } from '@/lib/queries/paged';
import { failedJobsQueryOptions } from '../api/jobs';
import { useRemoveJob, useRetryJob } from '../hooks/use-job-actions';
import { formatDateTime } from '@/lib/format-date-time';
import { queueTitle } from '../utils/format';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/** A queue's failed jobs, newest first: what failed, why, how often, what it concerns; Retry and Remove. */
export function FailedJobs({ queue, failedCount }: { queue: string; failedCount: number }) {
  const query = useInfiniteQuery({ ...failedJobsQueryOptions(queue), refetchInterval: 5_000 });
  const jobs = pageItems(query.data);
  const total = query.data?.pages[0]?.total ?? failedCount;

  return (
    <Stack {...panelCardStyles} p={{ base: '4', md: '5' }} gap="3" as="section" aria-label={`Failed jobs of the ${queue} queue`}>
      <Flex align="center" gap="2">
        <Heading as="h3" size="sm">
          Failed jobs: {queueTitle(queue)}
        </Heading>
        <Badge colorPalette="red" variant="subtle">
          {total.toLocaleString('en-US')}
        </Badge>
      </Flex>
      {query.isPending ? (
        <Skeleton height="20" />
      ) : query.isError ? (
        <Text color="red.600" _dark={{ color: 'red.300' }}>
          {query.error.message}
        </Text>
      ) : jobs.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No failed jobs.
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {jobs.map((job) => (
            <FailedJobRow key={job.id} job={job} />
          ))}
        </Stack>
      )}
      {query.hasNextPage ? <LoadMoreButton onLoadMore={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} /> : null}
    </Stack>
  );
}

function FailedJobRow({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  const remove = useRemoveJob();
  const busy = retry.isPending || remove.isPending;

  const confirmRemove = () => {
    if (!window.confirm(`Remove the failed ${job.name} job? It will not run again, and this cannot be undone.`)) return;
    remove.mutate(job);
  };

  return (
    <Box as="li" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '3', md: '4' }} data-job-id={job.id}>
      <Flex justify="space-between" gap="3" align="flex-start" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1.5" minW="0" flex="1">
          <Flex gap="2" align="baseline" wrap="wrap">
            <Text fontWeight="700" fontFamily="mono" fontSize="sm">
              {job.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
              {job.id}
            </Text>
          </Flex>
          <Text fontSize="sm" color="red.700" _dark={{ color: 'red.200' }} overflowWrap="anywhere" whiteSpace="pre-wrap">
            {job.error}
          </Text>
          <Flex gap={{ base: '1', md: '4' }} fontSize="xs" color="fg.muted" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
            <Text>
              Attempts: {job.attemptsMade} of {job.attempts}
            </Text>
            {job.failedAt ? <Text>Failed {formatDateTime(job.failedAt)}</Text> : null}
            {job.subjects.map((subject) => (
              <Text key={`${subject.label}:${subject.id}`} overflowWrap="anywhere">
                {subject.label}:{' '}
                <Text as="span" fontFamily="mono">
                  {subject.id}
                </Text>
              </Text>
            ))}
          </Flex>
        </Stack>
        <Flex gap="2" flexShrink={0}>
          <Button size="sm" rounded="full" colorPalette="brand" loading={retry.isPending} disabled={busy} onClick={() => retry.mutate(job)}>
            <LuRotateCcw />
            Retry
          </Button>
          <Button size="sm" rounded="full" variant="outline" colorPalette="red" loading={remove.isPending} disabled={busy} onClick={confirmRemove}>
            <LuTrash2 />
            Remove
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
