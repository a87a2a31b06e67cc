import { Box, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import type { JobsPerMinute } from '@lumafolio/contracts';
import { formatMinute } from '../utils/format';

const WIDTH = 240;
const HEIGHT = 60;

const Bars = chakra('g');

/**
 * Jobs finished and failed per minute over the last hour: one stacked bar per minute
 * (failed on top, in red), drawn at the card's width. Each bar names its minute on hover.
 */
export function JobsChart({ series, queue }: { series: readonly JobsPerMinute[]; queue: string }) {
  const completed = series.reduce((sum, minute) => sum + minute.completed, 0);
  const failed = series.reduce((sum, minute) => sum + minute.failed, 0);
  const peak = Math.max(1, ...series.map((minute) => minute.completed + minute.failed));
  const scale = (count: number) => (count / peak) * (HEIGHT - 2);
  const slot = WIDTH / Math.max(series.length, 1);
  const label = `The ${queue} queue in the last hour: ${completed} finished, ${failed} failed.`;

  return (
    <Box>
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="1.5">
        <Text fontSize="xs" fontWeight="600" color="fg.muted">
          Last hour, per minute
        </Text>
        <HStack gap="3" fontSize="xs">
          <Legend color="green" text={`${completed.toLocaleString('en-US')} finished`} />
          <Legend color="red" text={`${failed.toLocaleString('en-US')} failed`} />
        </HStack>
      </Flex>
      <Box borderBottomWidth="1px" borderColor="border" bg="bg.subtle" rounded="sm">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height="64" preserveAspectRatio="none" role="img" aria-label={label}>
          {series.map((minute, index) => {
            const done = scale(minute.completed);
            const lost = scale(minute.failed);
            const bar = slot * 0.72;
            const x = index * slot + (slot - bar) / 2;
            return (
              <g key={minute.at}>
                <title>{`${formatMinute(minute.at)}: ${minute.completed} finished, ${minute.failed} failed`}</title>
                <rect x={index * slot} y={0} width={slot} height={HEIGHT} fill="transparent" />
                <Bars color="green.500" _dark={{ color: 'green.300' }}>
                  {done > 0 ? <rect x={x} y={HEIGHT - done} width={bar} height={done} fill="currentColor" /> : null}
                </Bars>
                <Bars color="red.500" _dark={{ color: 'red.300' }}>
                  {lost > 0 ? <rect x={x} y={HEIGHT - done - lost} width={bar} height={lost} fill="currentColor" /> : null}
                </Bars>
              </g>
            );
          })}
        </svg>
      </Box>
      <Flex justify="space-between" fontSize="2xs" color="fg.muted" mt="1">
        <Text>60 min ago</Text>
        <Text>now</Text>
      </Flex>
    </Box>
  );
}

function Legend({ color, text }: { color: 'green' | 'red'; text: string }) {
  return (
    <HStack gap="1.5">
      <Box w="2.5" h="2.5" rounded="sm" bg={`${color}.500`} _dark={{ bg: `${color}.300` }} aria-hidden />
      <Text color="fg.muted">{text}</Text>
    </HStack>
  );
}
