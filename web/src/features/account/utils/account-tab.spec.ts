import { describe, expect, it } from '@jest/globals';
import { resolveAccountTab } from './account-tab';

describe('resolveAccountTab', () => {
  it('defaults to My Photos', () => {
    expect(resolveAccountTab(null)).toEqual({ tab: 'photos', section: null });
    expect(resolveAccountTab('')).toEqual({ tab: 'photos', section: null });
    expect(resolveAccountTab('nonsense')).toEqual({ tab: 'photos', section: null });
  });

  it('selects the named tab', () => {
    expect(resolveAccountTab('photos')).toEqual({ tab: 'photos', section: null });
    expect(resolveAccountTab('profile')).toEqual({ tab: 'profile', section: null });
    expect(resolveAccountTab('portfolio')).toEqual({ tab: 'portfolio', section: null });
    expect(resolveAccountTab('Settings')).toEqual({ tab: 'settings', section: null });
  });

  it('opens Edit Profile at the hero or avatar section', () => {
    expect(resolveAccountTab('hero')).toEqual({ tab: 'profile', section: 'hero' });
    expect(resolveAccountTab('avatar')).toEqual({ tab: 'profile', section: 'avatar' });
    expect(resolveAccountTab('watermark')).toEqual({ tab: 'profile', section: 'watermark' });
  });
});
