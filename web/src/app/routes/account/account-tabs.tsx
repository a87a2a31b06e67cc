import type { CurrentUser } from '@lumafolio/contracts';
import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TemplateChooser } from '../../../features/templates/components/template-chooser';
import { ACCOUNT_TABS, DEFAULT_ACCOUNT_TAB, resolveAccountTab, type AccountTab } from '../../../features/account/utils/account-tab';
import { EditProfileTab } from './edit-profile-tab';
import { MyPhotosTab } from './my-photos-tab';
import { SettingsTab } from './settings-tab';

/**
 * The account page's tabs, kept in `?tab=` (spec 01 §2). A tab's content mounts when first
 * opened and stays mounted, so unsaved edits survive switching tabs.
 */
export function AccountTabs({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const { tab, section } = resolveAccountTab(params.get('tab'));

  const select = (value: string) => {
    const next = resolveAccountTab(value).tab;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_ACCOUNT_TAB) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };

  const content: Record<AccountTab, ReactNode> = {
    photos: <MyPhotosTab />,
    profile: <EditProfileTab user={user} section={section} />,
    portfolio: <TemplateChooser />,
    settings: <SettingsTab user={user} />,
  };

  return (
    <Tabs.Root value={tab} onValueChange={(details) => select(details.value)} lazyMount variant="line">
      <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }} mb={{ base: '5', md: '6' }}>
        {ACCOUNT_TABS.map((entry) => (
          <Tabs.Trigger
            key={entry.value}
            value={entry.value}
            flexShrink={0}
            fontWeight="600"
            colorPalette="brand"
            fontSize={{ base: 'sm', md: 'md' }}
            px={{ base: '2.5', md: '4' }}
          >
            {entry.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ACCOUNT_TABS.map((entry) => (
        <Tabs.Content key={entry.value} value={entry.value} p="0">
          {content[entry.value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
