import type { CurrentUser } from '@lumafolio/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageTabs } from '@/components/ui/page-tabs';
import { PortfolioOrder } from '@/features/portfolio-order/components/portfolio-order';
import { TemplateChooser } from '@/features/templates/components/template-chooser';
import { ACCOUNT_TABS, DEFAULT_ACCOUNT_TAB, resolveAccountTab, type AccountTab } from '@/features/account/utils/account-tab';
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
    portfolio: (
      <>
        <TemplateChooser />
        <PortfolioOrder username={user.username} />
      </>
    ),
    settings: <SettingsTab user={user} />,
  };

  return <PageTabs tabs={ACCOUNT_TABS} value={tab} onSelect={select} content={(value) => content[value]} />;
}
