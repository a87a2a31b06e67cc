import { Badge, Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { QueueSummary } from '@lumafolio/contracts';
import { LuPause, LuPlay } from 'react-icons/lu';
import { panelCardStyles } from '@/components/ui/styles';
import { useSetQueuePaused } from '../hooks/use-job-actions';
import { queueTitle } from '../utils/format';
import { JobsChart } from './jobs-chart';

const COUNTS = [
  ['waiting', 'Waiting'],
  ['active', 'Active'],
  ['delayed', 'Delayed'],
  ['completed', 'Completed'],
  ['failed', 'Failed'],
] as const;

/** One queue: its counts, whether it runs, Pause/Resume, and its last hour. */
export function QueueCard({ queue }: { queue: QueueSummary }) {
  const setPaused = useSetQueuePaused();
  const title = queueTitle(queue.name);

  return (
    <Stack {...panelCardStyles} p={{ base: '4', md: '5' }} gap="4" as="section" aria-label={`${title} queue`}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Flex align="center" gap="2" minW="0">
          <Heading as="h3" size="md" truncate>
            {title}
          </Heading>
          {queue.paused ? (
            <Badge colorPalette="orange" variant="subtle">
              Paused
            </Badge>
          ) : (
            <Badge colorPalette="green" variant="subtle">
              Running
            </Badge>
          )}
        </Flex>
        <Button
          size="sm"
          variant="outline"
          rounded="full"
          loading={setPaused.isPending}
          onClick={() => setPaused.mutate({ queue: queue.name, paused: !queue.paused })}
          aria-label={`${queue.paused ? 'Resume' : 'Pause'} the ${queue.name} queue`}
        >
          {queue.paused ? <LuPlay /> : <LuPause />}
          {queue.paused ? 'Resume' : 'Pause'}
        </Button>
      </Flex>
      <Grid templateColumns="repeat(5, minmax(0, 1fr))" gap={{ base: '1', md: '2' }}>
        {COUNTS.map(([key, label]) => {
          const value = queue.counts[key];
          const alarming = key === 'failed' && value > 0;
          return (
            <Box key={key} textAlign="center" py="2" px={{ base: '0', md: '1' }} rounded="md" bg={alarming ? 'red.subtle' : 'bg.subtle'} minW="0">
              <Text
                fontSize={{ base: 'lg', md: 'xl' }}
                fontWeight="700"
                lineHeight="1.1"
                color={alarming ? 'red.700' : undefined}
                _dark={alarming ? { color: 'red.200' } : {}}
                data-count={key}
              >
                {value.toLocaleString('en-US')}
              </Text>
              <Text fontSize={{ base: '2xs', md: 'xs' }} color="fg.muted" truncate>
                {label}
              </Text>
            </Box>
          );
        })}
      </Grid>
      <JobsChart series={queue.perMinute} queue={queue.name} />
    </Stack>
  );
}
