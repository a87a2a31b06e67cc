import { ADMIN_TABS, resolveAdminTab } from './admin-tab';

describe('admin tabs', () => {
  it('are in the order of spec 02, then Jobs', () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      'Overview',
      'Users',
      'Messages',
      'Hero Banners',
      'Featured Photos',
      'AI Insights',
      'Storage Analytics',
      'Object Storage',
      'Settings',
      'Jobs',
    ]);
  });

  it('open the Overview for a missing or unknown ?tab=', () => {
    expect(resolveAdminTab(null)).toBe('overview');
    expect(resolveAdminTab('nope')).toBe('overview');
    expect(resolveAdminTab('users')).toBe('users');
  });
});
