import type { CurrentUser } from '@lumafolio/contracts';
import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { accountAvatarInitial, accountDisplayName, accountEmailLine, greetingName, memberSince } from '@/lib/user-display';
import { UserAvatar } from '@/components/ui/user-avatar';
import { eyebrowStyles } from '@/components/ui/styles';

/**
 * Account page header (spec 01 §2): 'Welcome back' with the first name or e-mail, the
 * avatar, the full name or username, the masked e-mail, the account type and the user id.
 */
export function AccountHeader({ user }: { user: CurrentUser }) {
  const greeting = greetingName(user);
  const since = memberSince(user.createdAt);
  return (
    <Box
      as="header"
      rounded="xl"
      bg="ink.900"
      color="white"
      p={{ base: '5', md: '8' }}
      bgImage="radial-gradient(70% 90% at 100% 0%, rgba(245, 193, 108, 0.22) 0%, rgba(245, 193, 108, 0) 70%)"
      boxShadow="0 18px 40px -24px rgba(11, 11, 15, 0.6)"
      display="flex"
      flexDirection="column"
      justifyContent="space-between"
    >
      <Flex gap={{ base: '4', md: '6' }} align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <UserAvatar size="2xl" imageUrl={user.profileImageUrl} initial={accountAvatarInitial(user)} borderWidth="3px" borderColor="whiteAlpha.300" />
        <Stack gap="1" minW="0">
          <Text {...eyebrowStyles} color="brand.300">
            Your account
          </Text>
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="700" letterSpacing="tight" css={{ overflowWrap: 'anywhere' }}>
            Welcome back{greeting ? `, ${greeting}` : ''}
          </Heading>
          <Text fontWeight="600" css={{ overflowWrap: 'anywhere' }}>
            {accountDisplayName(user)}
          </Text>
          <Text fontSize="sm" color="whiteAlpha.700" data-testid="account-email" css={{ overflowWrap: 'anywhere' }}>
            {accountEmailLine(user)}
          </Text>
          {user.tagline && (
            <Text fontSize="sm" color="brand.200" fontStyle="italic" mt="1" css={{ overflowWrap: 'anywhere' }}>
              “{user.tagline}”
            </Text>
          )}
        </Stack>
      </Flex>

      <Flex as="dl" gap="3" wrap="wrap" mt={{ base: '5', md: '6' }} pt={{ base: '4', md: '5' }} borderTopWidth="1px" borderColor="whiteAlpha.200">
        <DetailPill label="Account type" value={user.role || 'user'} capitalize />
        <DetailPill label="User ID" value={user.id} mono />
        {since && <DetailPill label="Member since" value={since} />}
      </Flex>
    </Box>
  );
}

function DetailPill({ label, value, mono, capitalize }: { label: string; value: string; mono?: boolean; capitalize?: boolean }) {
  return (
    <Flex align="center" gap="2" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="full" ps="3" pe="1" py="1" minW="0" maxW="full">
      <Text as="dt" fontSize="xs" color="whiteAlpha.700" whiteSpace="nowrap">
        {label}
      </Text>
      <Badge
        as="dd"
        m="0"
        rounded="full"
        bg="whiteAlpha.200"
        color="white"
        fontFamily={mono ? 'mono' : undefined}
        textTransform={capitalize ? 'capitalize' : undefined}
        truncate
        minW="0"
      >
        {value}
      </Badge>
    </Flex>
  );
}
