import { Box, Button, Flex, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AdminUser, Role } from '@lumafolio/contracts';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { FormDialog } from '@/components/ui/form-dialog';
import { panelCardStyles } from '@/components/ui/styles';
import { serverMessage } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth/use-auth';
import { notify } from '@/lib/toaster';
import { useChangeUserRole, type ChangeRoleInput } from '../api/users';
import { useAdminUsers } from '../hooks/use-admin-users';
import { UserRow } from './user-row';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/** Users (spec 02 §2): every account, searchable, with "Make Admin" / "Make User". */
export function UsersTab() {
  const { user: me } = useAuth();
  const [searchText, setSearchText] = useState('');
  const { list, search, isError, refetch, isSearching } = useAdminUsers(searchText);
  const changeRole = useChangeUserRole(me?.id);
  const [confirmingSelf, setConfirmingSelf] = useState<AdminUser | null>(null);

  const submit = (input: ChangeRoleInput) =>
    changeRole.mutate(input, {
      onSuccess: () => setConfirmingSelf(null),
      onError: (error) => {
        setConfirmingSelf(null);
        const description = serverMessage(error, '');
        notify({ title: 'Failed to update role', ...(description ? { description } : {}), variant: 'destructive' });
      },
    });

  const setRole = (user: AdminUser, role: Role) => {
    // Demoting oneself ends one's own access to this page: asked first.
    if (user.id === me?.id && role === 'user') setConfirmingSelf(user);
    else submit({ user, role });
  };

  const pendingFor = changeRole.isPending ? changeRole.variables : undefined;

  return (
    <Stack {...panelCardStyles} as="section" aria-labelledby="admin-users-heading" p={{ base: '4', md: '6' }} gap={{ base: '4', md: '5' }}>
      <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3">
        <Stack gap="0.5" minW="0">
          <Text as="h2" id="admin-users-heading" fontSize="lg" fontWeight="700">
            Users
          </Text>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {list.isPending ? 'Loading users…' : countLine(list.items.length, list.total, search)}
          </Text>
        </Stack>
        <InputGroup startElement={<LuSearch />} maxW={{ md: 'sm' }} w="full">
          <Input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search by name, username or e-mail"
            aria-label="Search users"
            maxLength={100}
            rounded="full"
          />
        </InputGroup>
      </Flex>

      {isError ? (
        <Stack align="center" py="10" gap="3" textAlign="center">
          <Text color="red.600" _dark={{ color: 'red.300' }}>
            Failed to load users
          </Text>
          <Button size="sm" variant="outline" rounded="full" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      ) : list.isPending ? (
        <Stack gap="3" aria-hidden>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height="16" rounded="lg" />
          ))}
        </Stack>
      ) : list.items.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="10" overflowWrap="anywhere">
          {search ? `No users match “${search}”.` : 'No users yet.'}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" opacity={isSearching ? 0.6 : 1} transition="opacity 0.15s" aria-busy={isSearching}>
          {list.items.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === me?.id}
              pendingRole={pendingFor?.user.id === user.id ? pendingFor.role : null}
              disabled={changeRole.isPending}
              onSetRole={(role) => setRole(user, role)}
            />
          ))}
        </Box>
      )}

      {list.hasMore && !isError && <LoadMoreButton onLoadMore={list.loadMore} loading={list.isLoadingMore} />}

      <FormDialog
        open={confirmingSelf !== null}
        onOpenChange={(open) => {
          if (!open && !changeRole.isPending) setConfirmingSelf(null);
        }}
        title="Remove your own admin access?"
        description="You will become a regular user and lose access to the Admin Dashboard at once. Only another admin can make you an admin again."
        submitLabel="Make Me a User"
        pendingLabel="Updating…"
        pending={changeRole.isPending}
        submitColorPalette="red"
        onSubmit={() => {
          if (confirmingSelf) submit({ user: confirmingSelf, role: 'user' });
        }}
      />
    </Stack>
  );
}

function countLine(shown: number, total: number, search: string): string {
  const noun = total === 1 ? 'user' : 'users';
  const found = search ? `${total.toLocaleString('en-US')} ${noun} found` : `${total.toLocaleString('en-US')} ${noun}`;
  return shown < total ? `${found} · showing ${shown.toLocaleString('en-US')}` : found;
}
