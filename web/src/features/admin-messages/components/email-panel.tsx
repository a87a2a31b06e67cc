import { Badge, Box, Button, Flex, Grid, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import type { EmailLogSummary } from '@lumafolio/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuInbox, LuReply } from 'react-icons/lu';
import { formatDateTime } from '@/lib/format-date-time';
import { usePagedList } from '@/lib/queries/paged';
import { adminEmailQueryOptions, adminEmailsQueryOptions, EMAILS_LOAD_FAILED } from '../api/messages';
import { emailDocument } from '../utils/email-document';
import { replyLink } from '../utils/reply-link';
import { ListNotice, PanelFrame } from './panel-frame';
import { LoadMoreButton } from '@/components/ui/load-more-button';

const STATUS_PALETTE: Record<EmailLogSummary['status'], string> = {
  captured: 'blue',
  delivered: 'green',
  queued: 'orange',
  failed: 'red',
};

/** Local Email Service (spec 02 §2): the captured e-mails, refreshed every 5 s, and the one selected. */
export function EmailPanel() {
  const query = useInfiniteQuery(adminEmailsQueryOptions());
  const list = usePagedList(query);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = list.items.find((email) => email.id === selectedId) ?? null;

  return (
    <PanelFrame title="Local Email Service" icon={<LuInbox />} count={query.data ? list.total : null}>
      <Box h={{ base: 'auto', lg: '500px' }} maxH="500px" overflowY="auto" mx={{ base: '-1', md: '-2' }} px={{ base: '1', md: '2' }}>
        {query.isError && !query.data ? (
          <ListNotice failed>{EMAILS_LOAD_FAILED}</ListNotice>
        ) : list.isPending ? (
          <Stack gap="2">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} h="20" rounded="lg" />
            ))}
          </Stack>
        ) : list.items.length === 0 ? (
          <ListNotice>No emails yet. Emails the platform sends appear here.</ListNotice>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {list.items.map((email) => (
              <chakra.li key={email.id}>
                <EmailRow email={email} selected={email.id === selectedId} onSelect={() => setSelectedId(email.id)} />
              </chakra.li>
            ))}
            {list.hasMore && (
              <chakra.li>
                <LoadMoreButton onLoadMore={list.loadMore} loading={list.isLoadingMore} />
              </chakra.li>
            )}
          </Stack>
        )}
      </Box>
      {selected && <EmailView email={selected} />}
    </PanelFrame>
  );
}

function StatusBadge({ status }: { status: EmailLogSummary['status'] }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" textTransform="capitalize" flexShrink={0}>
      {status}
    </Badge>
  );
}

function EmailRow({ email, selected, onSelect }: { email: EmailLogSummary; selected: boolean; onSelect: () => void }) {
  return (
    <chakra.button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      w="100%"
      textAlign="left"
      p="3"
      rounded="lg"
      borderWidth="1px"
      borderColor={selected ? 'brand.400' : 'border'}
      bg={selected ? 'brand.50' : 'bg'}
      _dark={{ bg: selected ? 'whiteAlpha.100' : 'bg', borderColor: selected ? 'brand.300' : 'border' }}
      _hover={{ bg: selected ? undefined : 'bg.subtle' }}
      cursor="pointer"
      display="flex"
      flexDirection="column"
      gap="1"
    >
      <Flex align="center" gap="2" w="100%">
        <StatusBadge status={email.status} />
        <Text fontSize="xs" color="fg.muted" ms="auto" flexShrink={0}>
          {formatDateTime(email.timestamp)}
        </Text>
      </Flex>
      <Text fontWeight="600" lineClamp={1} overflowWrap="anywhere">
        {email.subject}
      </Text>
      <Text fontSize="sm" color="fg.muted" lineClamp={1} overflowWrap="anywhere">
        {email.from} → {email.to}
      </Text>
    </chakra.button>
  );
}

function EmailView({ email }: { email: EmailLogSummary }) {
  const { data, isError } = useQuery(adminEmailQueryOptions(email.id));
  const shown = data ?? email;
  return (
    <Stack as="article" aria-label="Selected email" borderTopWidth="1px" pt="4" gap="3" minW="0">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Text fontWeight="700" fontSize="lg" flex="1" minW="0" overflowWrap="anywhere">
          {shown.subject}
        </Text>
        <Button asChild size="sm" rounded="full" variant="outline">
          <a href={replyLink(shown)}>
            <LuReply /> Reply
          </a>
        </Button>
      </Flex>
      <Grid templateColumns="auto minmax(0, 1fr)" columnGap="3" rowGap="1" fontSize="sm">
        <Text color="fg.muted">From</Text>
        <Text overflowWrap="anywhere">{shown.from}</Text>
        <Text color="fg.muted">To</Text>
        <Text overflowWrap="anywhere">{shown.to}</Text>
        <Text color="fg.muted">Time</Text>
        <Text>{formatDateTime(shown.timestamp)}</Text>
        <Text color="fg.muted">Status</Text>
        <Box>
          <StatusBadge status={shown.status} />
        </Box>
      </Grid>
      {data ? (
        // The server sanitised the body; the empty sandbox also keeps it from running scripts or reaching this page.
        <chakra.iframe
          title={`Email: ${shown.subject}`}
          sandbox=""
          srcDoc={emailDocument(data.html)}
          w="100%"
          h={{ base: '360px', md: '420px' }}
          borderWidth="1px"
          borderColor="border.emphasized"
          rounded="md"
          bg="white"
        />
      ) : isError ? (
        <ListNotice failed>Failed to load this email</ListNotice>
      ) : (
        <Skeleton h={{ base: '360px', md: '420px' }} rounded="md" />
      )}
    </Stack>
  );
}
