/** The account page's tabs (spec 01 §2), selected by the `tab` query parameter. */
export type AccountTab = 'photos' | 'profile' | 'portfolio' | 'settings';
/** Sections of the Edit Profile tab that `?tab=` can open directly. */
export type ProfileSection = 'hero' | 'avatar' | 'watermark';

export const DEFAULT_ACCOUNT_TAB: AccountTab = 'photos';

export const ACCOUNT_TABS: ReadonlyArray<{ value: AccountTab; label: string }> = [
  { value: 'photos', label: 'My Photos' },
  { value: 'profile', label: 'Edit Profile' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'settings', label: 'Settings' },
];

export interface AccountTabSelection {
  tab: AccountTab;
  /** The Edit Profile section to scroll to (`?tab=hero`, `?tab=avatar`, `?tab=watermark`), if any. */
  section: ProfileSection | null;
}

/** Reads `?tab=`: a tab name, `hero`, `avatar` or `watermark` (Edit Profile, scrolled to that section), else My Photos. */
export function resolveAccountTab(param: string | null | undefined): AccountTabSelection {
  const value = param?.trim().toLowerCase() ?? '';
  if (value === 'hero' || value === 'avatar' || value === 'watermark') return { tab: 'profile', section: value };
  const tab = ACCOUNT_TABS.find((entry) => entry.value === value);
  return { tab: tab ? tab.value : DEFAULT_ACCOUNT_TAB, section: null };
}
