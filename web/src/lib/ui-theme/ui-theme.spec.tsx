import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { UI_THEME_HEAD_SCRIPT, UI_THEME_STORAGE_KEY, UI_THEMED_SEGMENTS } from '@lumafolio/contracts/paths';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { routes } from '@/app/router';
import { parseUiTheme, resolveUiTheme } from './ui-theme';
import { useThemedDocument } from './use-themed-document';
import { useUiTheme } from './use-ui-theme';

/** A system colour preference the test can change, as the OS setting would. */
function fakeSystemPreference(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' ? dark : false;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

const html = () => document.documentElement;

function ThemedScreen() {
  useThemedDocument();
  const { theme, resolved, setTheme } = useUiTheme();
  return (
    <div>
      <p>
        chosen {theme}, drawn {resolved}
      </p>
      <button type="button" onClick={() => setTheme('dark')}>
        Dark
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        System
      </button>
    </div>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  html().className = '';
  html().style.colorScheme = '';
});

describe('the stored theme', () => {
  it('is light when nothing or something unknown is stored', () => {
    expect(parseUiTheme(null)).toBe('light');
    expect(parseUiTheme('')).toBe('light');
    expect(parseUiTheme('blue')).toBe('light');
    expect(parseUiTheme('DARK')).toBe('light');
    expect(parseUiTheme('dark')).toBe('dark');
    expect(parseUiTheme('system')).toBe('system');
  });

  it('"system" follows the system preference; light and dark do not', () => {
    expect(resolveUiTheme('system', true)).toBe('dark');
    expect(resolveUiTheme('system', false)).toBe('light');
    expect(resolveUiTheme('light', true)).toBe('light');
    expect(resolveUiTheme('dark', false)).toBe('dark');
  });
});

describe('a themed screen', () => {
  let system: ReturnType<typeof fakeSystemPreference>;
  beforeEach(() => {
    system = fakeSystemPreference(false);
  });
  afterEach(() => system.restore());

  it('is light by default, even when the system prefers dark', () => {
    system.set(true);
    render(<ThemedScreen />);
    expect(screen.getByText('chosen light, drawn light')).toBeInTheDocument();
    expect(html()).not.toHaveClass('dark');
    expect(html().style.colorScheme).toBe('light');
  });

  it('an invalid stored value is drawn light', () => {
    window.localStorage.setItem(UI_THEME_STORAGE_KEY, 'midnight');
    render(<ThemedScreen />);
    expect(screen.getByText('chosen light, drawn light')).toBeInTheDocument();
    expect(html()).not.toHaveClass('dark');
  });

  it('keeps a dark choice in local storage and draws the page dark', async () => {
    render(<ThemedScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(window.localStorage.getItem(UI_THEME_STORAGE_KEY)).toBe('dark');
    expect(html()).toHaveClass('dark');
    expect(html().style.colorScheme).toBe('dark');
  });

  it('"system" follows the system preference as it changes', async () => {
    render(<ThemedScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(screen.getByText('chosen system, drawn light')).toBeInTheDocument();
    system.set(true);
    expect(screen.getByText('chosen system, drawn dark')).toBeInTheDocument();
    expect(html()).toHaveClass('dark');
    system.set(false);
    expect(html()).not.toHaveClass('dark');
  });

  it('follows a choice made in another tab', () => {
    render(<ThemedScreen />);
    window.localStorage.setItem(UI_THEME_STORAGE_KEY, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: UI_THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(html()).toHaveClass('dark');
  });

  it('gives the page back to the visitor pages’ own look when it goes', () => {
    window.localStorage.setItem(UI_THEME_STORAGE_KEY, 'dark');
    const { unmount } = render(<ThemedScreen />);
    expect(html()).toHaveClass('dark');
    unmount();
    expect(html()).not.toHaveClass('dark');
    expect(html().style.colorScheme).toBe('');
  });
});

describe('the head script (before the first paint)', () => {
  let system: ReturnType<typeof fakeSystemPreference>;
  beforeEach(() => {
    system = fakeSystemPreference(false);
  });
  afterEach(() => {
    system.restore();
    window.history.replaceState(null, '', '/');
  });

  const runAt = (path: string) => {
    window.history.replaceState(null, '', path);
    new Function(UI_THEME_HEAD_SCRIPT)();
  };

  it('draws a themed screen dark when dark is chosen', () => {
    window.localStorage.setItem(UI_THEME_STORAGE_KEY, 'dark');
    runAt('/admin/dashboard?tab=settings');
    expect(html()).toHaveClass('dark');
    expect(html().style.colorScheme).toBe('dark');
  });

  it('follows the system for "system", and is light otherwise (nothing or an unknown value stored)', () => {
    window.localStorage.setItem(UI_THEME_STORAGE_KEY, 'system');
    system.set(true);
    runAt('/account');
    expect(html()).toHaveClass('dark');

    html().className = '';
    window.localStorage.setItem(UI_THEME_STORAGE_KEY, 'midnight');
    runAt('/my-photos');
    expect(html()).not.toHaveClass('dark');
    expect(html().style.colorScheme).toBe('light');
  });

  it('leaves the visitor pages alone', () => {
    window.localStorage.setItem(UI_THEME_STORAGE_KEY, 'dark');
    for (const path of ['/', '/landing', '/alice', '/portfolio/alice', '/accounts', '/administrator']) {
      runAt(path);
      expect(html()).not.toHaveClass('dark');
      expect(html().style.colorScheme).toBe('');
    }
  });

  it('knows every screen of the themed layout', () => {
    const themedLayout = routes[0]?.children?.find((route: RouteObject) => route.children?.some((child) => child.path === 'account'));
    const segments = new Set(themedLayout?.children?.map((route) => route.path?.split('/')[0]));
    expect([...segments].sort()).toEqual([...UI_THEMED_SEGMENTS].sort());
  });
});
