import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageTabs } from '@/components/ui/page-tabs';
import { AiInsightsTab } from '@/features/admin-ai-insights/components/ai-insights-tab';
import { CompatibilityPanel } from '@/features/admin-compatibility/components/compatibility-panel';
import { AdminPhotosTab } from '@/features/admin-photos/components/admin-photos-tab';
import { HeroBannersTab } from '@/features/admin-heroes/components/hero-banners-tab';
import { JobsTab } from '@/features/admin-jobs/components/jobs-tab';
import { MessagesTab } from '@/features/admin-messages/components/messages-tab';
import { ObjectStorageTab } from '@/features/admin-object-storage/components/object-storage-tab';
import { OverviewTab } from '@/features/admin-overview/components/overview-tab';
import { SettingsTab } from '@/features/admin-audit/components/settings-tab';
import { StorageAnalyticsTab } from '@/features/admin-storage/components/storage-analytics-tab';
import { UsersTab } from '@/features/admin-users/components/users-tab';
import { ADMIN_TABS, DEFAULT_ADMIN_TAB, resolveAdminTab, type AdminTab } from './admin-tab';

/** Each tab's content: one feature per tab (features/admin-*), mounted when first opened. */
const CONTENT: Record<AdminTab, () => ReactNode> = {
  overview: () => <OverviewTab />,
  users: () => <UsersTab />,
  messages: () => <MessagesTab />,
  heroes: () => <HeroBannersTab />,
  photos: () => <AdminPhotosTab />,
  ai: () => <AiInsightsTab />,
  storage: () => <StorageAnalyticsTab />,
  'object-storage': () => <ObjectStorageTab />,
  settings: () => <SettingsTab compatibilityPanel={<CompatibilityPanel />} />,
  jobs: () => <JobsTab />,
};

/** The dashboard's tabs, kept in `?tab=`. */
export function AdminTabs() {
  const [params, setParams] = useSearchParams();
  const tab = resolveAdminTab(params.get('tab'));

  const select = (value: string) => {
    const next = resolveAdminTab(value);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_ADMIN_TAB) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };

  return <PageTabs tabs={ADMIN_TABS} value={tab} onSelect={select} content={(value) => CONTENT[value]()} triggerPaddingMd="3" />;
}
