import { Badge, Box, Button, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AdminUser } from '@lumafolio/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { usePagedList } from '@/lib/queries/paged';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { fullName } from '@/lib/user-display';
import { storageUsersQueryOptions } from '../api/object-storage';

const SEARCH_DEBOUNCE_MS = 300;

/** A user's name as the picker shows it: full name, else e-mail, else username (spec 02 §2). */
export const pickerName = (user: AdminUser) => fullName(user) || user.email || user.username;

/** Pick whose folder to browse: searched and paged, so thousands of users stay quick. */
export function UserPicker({ selectedId, onSelect }: { selectedId: string | null; onSelect: (user: AdminUser) => void }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery({ ...storageUsersQueryOptions(search), placeholderData: keepPreviousData });
  const list = usePagedList<AdminUser>(query);

  return (
    <Stack as="nav" aria-label="Users" gap="3" minW="0">
      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder="Search users"
          aria-label="Search users"
          maxLength={100}
          rounded="full"
        />
      </InputGroup>
      {query.isError && !query.data ? (
        <Text color="red.700" _dark={{ color: 'red.300' }} fontSize="sm" role="alert">
          Failed to load users
        </Text>
      ) : list.isPending ? (
        <Stack gap="2" aria-hidden>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="12" rounded="lg" />
          ))}
        </Stack>
      ) : list.items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
          {search ? `No users match “${search}”.` : 'No users yet.'}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" maxH={{ md: '520px' }} overflowY={{ md: 'auto' }}>
          {list.items.map((user) => (
            <Box as="li" key={user.id}>
              <Button
                variant={user.id === selectedId ? 'subtle' : 'ghost'}
                w="full"
                justifyContent="space-between"
                h="auto"
                py="2"
                px="3"
                rounded="lg"
                aria-pressed={user.id === selectedId}
                onClick={() => onSelect(user)}
              >
                <Text as="span" truncate fontWeight="500" minW="0">
                  {pickerName(user)}
                </Text>
                <Badge flexShrink={0} colorPalette={user.role === 'admin' ? 'purple' : 'gray'} variant={user.role === 'admin' ? 'solid' : 'subtle'}>
                  {user.role === 'admin' ? 'Admin' : 'User'}
                </Badge>
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {list.hasMore && <LoadMoreButton onLoadMore={list.loadMore} loading={list.isLoadingMore} />}
    </Stack>
  );
}
