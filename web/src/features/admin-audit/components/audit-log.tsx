import { Badge, Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AuditEntry } from '@lumafolio/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { panelCardStyles } from '@/components/ui/styles';
import { usePagedList } from '@/lib/queries/paged';
import { adminAuditQueryOptions } from '../api/audit';
import { formatDateTime } from '@/lib/format-date-time';
import { ACTION_LABELS, targetLine } from './audit-format';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/** Every admin action, newest first: who, when, what, to what. */
export function AuditLog() {
  const query = useInfiniteQuery(adminAuditQueryOptions());
  const list = usePagedList<AuditEntry>(query);
  const failed = query.isError && !query.data;

  return (
    <Stack {...panelCardStyles} as="section" aria-labelledby="admin-audit-heading" p={{ base: '4', md: '6' }} gap={{ base: '4', md: '5' }}>
      <Stack gap="0.5">
        <Text as="h2" id="admin-audit-heading" fontSize="lg" fontWeight="700">
          Admin Audit Log
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Every action taken in this dashboard, newest first.
        </Text>
      </Stack>

      {failed ? (
        <Stack align="center" py="8" gap="3" textAlign="center">
          <Text color="red.600" _dark={{ color: 'red.300' }}>
            Failed to load the audit log
          </Text>
          <Button size="sm" variant="outline" rounded="full" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : list.isPending ? (
        <Stack gap="3" aria-hidden>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="14" rounded="lg" />
          ))}
        </Stack>
      ) : list.items.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="8">
          No admin actions have been recorded yet.
        </Text>
      ) : (
        <Box as="ol" listStyleType="none">
          {list.items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </Box>
      )}

      {list.hasMore && !failed && <LoadMoreButton onLoadMore={list.loadMore} loading={list.isLoadingMore} />}
    </Stack>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <Stack
      as="li"
      data-testid="audit-entry"
      gap="1"
      py="3"
      borderBottomWidth="1px"
      borderColor="border"
      _first={{ pt: '0' }}
      _last={{ borderBottomWidth: '0', pb: '0' }}
    >
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <HStack gap="2" minW="0" wrap="wrap">
          <Badge colorPalette="purple" variant="subtle" flexShrink={0}>
            {ACTION_LABELS[entry.action] ?? entry.action}
          </Badge>
          <Text fontWeight="600" fontSize="sm" overflowWrap="anywhere" minW="0">
            {targetLine(entry.target)}
          </Text>
        </HStack>
        <Text asChild fontSize="xs" color="fg.muted" flexShrink={0}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {entry.summary} · by{' '}
        <Text as="span" fontWeight="600" color="fg">
          {entry.actorName}
        </Text>
      </Text>
    </Stack>
  );
}
