import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { UnavailableQueue } from '@lumafolio/contracts';
import { panelCardStyles } from '@/components/ui/styles';
import { queueTitle } from '../utils/format';

/** A queue whose owner is not answering: what an operator needs to know, in the queue's place. */
export function UnavailableQueueCard({ queue }: { queue: UnavailableQueue }) {
  const title = queueTitle(queue.name);
  return (
    <Stack {...panelCardStyles} p={{ base: '4', md: '5' }} gap="3" as="section" aria-label={`${title} queue`}>
      <Flex align="center" gap="2" minW="0" wrap="wrap">
        <Heading as="h3" size="md" truncate>
          {title}
        </Heading>
        <Badge colorPalette="red" variant="subtle">
          Not answering
        </Badge>
      </Flex>
      <Text fontSize="sm" color="red.700" _dark={{ color: 'red.300' }} role="status">
        {queue.message}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Its owner, the {queue.owner} service, is asked again every 5 seconds.
      </Text>
    </Stack>
  );
}
