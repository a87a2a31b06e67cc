import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { AdminUser, Role } from '@lumafolio/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { fullName } from '@/lib/user-display';

export interface UserRowProps {
  user: AdminUser;
  isSelf: boolean;
  /** The role being set for this user right now, if any. */
  pendingRole: Role | null;
  disabled: boolean;
  onSetRole: (role: Role) => void;
}

/** One user: avatar, full name or else e-mail, e-mail, ID, role badge, Make Admin / Make User. */
export function UserRow({ user, isSelf, pendingRole, disabled, onSetRole }: UserRowProps) {
  const name = fullName(user) || user.email || user.username;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? 'U';
  return (
    <Flex
      as="li"
      data-testid="admin-user-row"
      aria-label={name}
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      gap={{ base: '3', sm: '4' }}
      py="4"
      borderBottomWidth="1px"
      borderColor="border"
      _last={{ borderBottomWidth: '0', pb: '0' }}
      _first={{ pt: '0' }}
    >
      <HStack gap="3" align="flex-start" flex="1" minW="0">
        <UserAvatar imageUrl={user.profileImageUrl} initial={initial} size="md" />
        <Stack gap="0.5" minW="0" flex="1">
          <HStack gap="2" minW="0" wrap="wrap">
            <Text fontWeight="600" lineClamp={2} overflowWrap="anywhere" minW="0">
              {name}
            </Text>
            <RoleBadge role={user.role} />
            {isSelf && (
              <Text as="span" fontSize="xs" color="fg.muted">
                (you)
              </Text>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted" truncate title={user.email ?? undefined}>
            {user.email ?? 'No e-mail'}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono" truncate>
            ID: {user.id}
          </Text>
        </Stack>
      </HStack>
      {/* On a phone the buttons sit under the text and share the row. */}
      <HStack gap="2" flexShrink={0}>
        <Button
          size="sm"
          rounded="full"
          flex={{ base: '1', sm: 'initial' }}
          colorPalette="purple"
          variant={user.role === 'admin' ? 'subtle' : 'solid'}
          disabled={disabled || user.role === 'admin'}
          loading={pendingRole === 'admin'}
          onClick={() => onSetRole('admin')}
        >
          Make Admin
        </Button>
        <Button
          size="sm"
          rounded="full"
          flex={{ base: '1', sm: 'initial' }}
          variant="outline"
          disabled={disabled || user.role === 'user'}
          loading={pendingRole === 'user'}
          onClick={() => onSetRole('user')}
        >
          Make User
        </Button>
      </HStack>
    </Flex>
  );
}

function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge flexShrink={0} colorPalette={role === 'admin' ? 'purple' : 'gray'} variant={role === 'admin' ? 'solid' : 'subtle'} data-testid="role-badge">
      {role === 'admin' ? 'Admin' : 'User'}
    </Badge>
  );
}
