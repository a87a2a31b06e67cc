/** The dashboard's tabs in the spec's order (spec 02 §2), then Jobs (issue 14). */
export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'users', label: 'Users' },
  { value: 'messages', label: 'Messages' },
  { value: 'heroes', label: 'Hero Banners' },
  { value: 'photos', label: 'Featured Photos' },
  { value: 'ai', label: 'AI Insights' },
  { value: 'storage', label: 'Storage Analytics' },
  { value: 'object-storage', label: 'Object Storage' },
  { value: 'settings', label: 'Settings' },
  { value: 'jobs', label: 'Jobs' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];
export const DEFAULT_ADMIN_TAB: AdminTab = 'overview';

/** `?tab=` read back: an unknown value is the Overview. */
export function resolveAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_ADMIN_TAB;
}
