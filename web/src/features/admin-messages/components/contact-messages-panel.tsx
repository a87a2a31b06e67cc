import { Flex, IconButton, Skeleton, Stack, Text, Box, chakra } from '@chakra-ui/react';
import type { ContactMessage } from '@lumafolio/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuMessageSquare, LuTrash2 } from 'react-icons/lu';
import { FormDialog } from '@/components/ui/form-dialog';
import { formatDateTime } from '@/lib/format-date-time';
import { usePagedList } from '@/lib/queries/paged';
import { notify } from '@/lib/toaster';
import { adminMessagesQueryOptions, MESSAGES_LOAD_FAILED, useDeleteMessage } from '../api/messages';
import { ListNotice, PanelFrame } from './panel-frame';
import { LoadMoreButton } from '@/components/ui/load-more-button';

export const DELETE_MESSAGE_FAILED = 'Failed to delete the message. Please try again.';

/** Contact Messages (spec 02 §2): every message sent through a contact form, newest first. */
export function ContactMessagesPanel() {
  const query = useInfiniteQuery(adminMessagesQueryOptions());
  const list = usePagedList(query);
  const remove = useDeleteMessage();
  const [confirming, setConfirming] = useState<ContactMessage | null>(null);

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSettled: () => setConfirming(null),
      onError: () => notify({ title: 'Error', description: DELETE_MESSAGE_FAILED, variant: 'destructive' }),
    });
  };

  return (
    <PanelFrame title="Contact Messages" icon={<LuMessageSquare />} count={query.data ? list.total : null}>
      <Box h={{ base: 'auto', lg: '600px' }} maxH="600px" overflowY="auto" mx={{ base: '-1', md: '-2' }} px={{ base: '1', md: '2' }}>
        {query.isError && !query.data ? (
          <ListNotice failed>{MESSAGES_LOAD_FAILED}</ListNotice>
        ) : list.isPending ? (
          <Stack gap="3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h="32" rounded="lg" />
            ))}
          </Stack>
        ) : list.items.length === 0 ? (
          <ListNotice>No contact messages yet.</ListNotice>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {list.items.map((message) => (
              <chakra.li key={message.id}>
                <MessageCard message={message} onDelete={() => setConfirming(message)} />
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
      <FormDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(null);
        }}
        title="Delete this message?"
        description={confirming ? `The message “${confirming.subject || 'No Subject'}” from ${confirming.name || 'Anonymous'} will be deleted.` : undefined}
        submitLabel="Delete"
        pendingLabel="Deleting..."
        submitColorPalette="red"
        pending={remove.isPending}
        onSubmit={confirmDelete}
      />
    </PanelFrame>
  );
}

function MessageCard({ message, onDelete }: { message: ContactMessage; onDelete: () => void }) {
  const subject = message.subject || 'No Subject';
  return (
    <Stack as="article" aria-label={subject} borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '3', md: '4' }} gap="2" minW="0">
      <Flex align="flex-start" gap="2">
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="700" overflowWrap="anywhere">
            {subject}
          </Text>
          <Text fontSize="sm" overflowWrap="anywhere">
            <chakra.span fontWeight="600">{message.name || 'Anonymous'}</chakra.span>{' '}
            <chakra.span color="fg.muted">{message.email || 'No email provided'}</chakra.span>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatDateTime(message.createdAt)}
          </Text>
        </Stack>
        <IconButton aria-label="Delete message" variant="ghost" size="sm" colorPalette="red" onClick={onDelete} flexShrink={0}>
          <LuTrash2 />
        </IconButton>
      </Flex>
      <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" wordBreak="break-word">
        {message.message}
      </Text>
    </Stack>
  );
}
