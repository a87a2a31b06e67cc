import type { CurrentUser } from '@lumafolio/contracts';
import { portfolioPath } from '@lumafolio/contracts/paths';
import { Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuCopy, LuIdCard, LuRefreshCw } from 'react-icons/lu';
import { orNotSet } from '@/lib/user-display';
import { notify } from '@/lib/toaster';
import { SectionCard } from '@/components/ui/section-card';
import { eyebrowStyles } from '@/components/ui/styles';
import { copyText } from '../utils/copy-text';

export interface ProfileSummaryProps {
  user: CurrentUser;
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * Profile Summary card (spec 01 §2): username, first and last name ('Not set' when
 * empty), Refresh (refetches the user) and the full portfolio URL with a copy button.
 */
export function ProfileSummary({ user, onRefresh, refreshing }: ProfileSummaryProps) {
  const url = `${window.location.origin}${portfolioPath(user)}`;

  const copy = async () => {
    try {
      await copyText(url);
      notify({ title: 'Copied!', description: 'Portfolio URL copied to clipboard' });
    } catch (error) {
      console.error('Copy failed', error);
      notify({ title: 'Copy failed', description: 'Please select the URL and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <SectionCard
      icon={LuIdCard}
      title="Profile Summary"
      actions={
        <Button size="sm" variant="outline" rounded="full" onClick={onRefresh} loading={refreshing} loadingText="Refreshing...">
          <LuRefreshCw /> Refresh
        </Button>
      }
    >
      <Stack gap="4">
        <Stack as="dl" gap="2" m="0">
          <SummaryRow label="Username" value={user.username} />
          <SummaryRow label="First name" value={orNotSet(user.firstName)} muted={!user.firstName?.trim()} />
          <SummaryRow label="Last name" value={orNotSet(user.lastName)} muted={!user.lastName?.trim()} />
        </Stack>
        <Stack gap="1.5">
          <Text {...eyebrowStyles}>Portfolio URL</Text>
          <Flex align="center" gap="2" bg="bg.subtle" borderWidth="1px" borderColor="border" rounded="lg" ps="3" pe="1" py="1">
            <Text data-testid="portfolio-url" flex="1" minW="0" fontFamily="mono" fontSize="sm" wordBreak="break-all">
              {url}
            </Text>
            <IconButton size="sm" variant="ghost" rounded="md" aria-label="Copy portfolio URL" onClick={() => void copy()}>
              <LuCopy />
            </IconButton>
          </Flex>
        </Stack>
      </Stack>
    </SectionCard>
  );
}

function SummaryRow({ label, value, muted }: { label: string; value: string; muted?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" borderBottomWidth="1px" borderColor="border.muted" pb="2">
      <Text as="dt" color="fg.muted" fontSize="sm" flexShrink={0}>
        {label}
      </Text>
      <Text as="dd" m="0" fontSize="sm" fontWeight="600" color={muted ? 'fg.muted' : undefined} textAlign="end" css={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Flex>
  );
}
