import { afterEach, describe, expect, it } from '@jest/globals';
import { AUTH_CHANGED_KEY, isAuthChangedEvent, markAuthChanged } from './auth-changed-marker';

describe('auth-changed marker', () => {
  const globals = globalThis as { window?: unknown };

  afterEach(() => {
    delete globals.window;
  });

  it('writes a timestamp under its key, so every write is a change', () => {
    const stored = new Map<string, string>();
    globals.window = { localStorage: { setItem: (key: string, value: string) => stored.set(key, value) } };
    markAuthChanged(1000);
    expect(stored.get(AUTH_CHANGED_KEY)).toBe('1000');
    markAuthChanged(2000);
    expect(stored.get(AUTH_CHANGED_KEY)).toBe('2000');
  });

  it('recognises storage events for the marker (or a cleared storage) only', () => {
    expect(AUTH_CHANGED_KEY).toBe('lumafolio:auth-changed');
    expect(isAuthChangedEvent({ key: AUTH_CHANGED_KEY })).toBe(true);
    expect(isAuthChangedEvent({ key: null })).toBe(true);
    expect(isAuthChangedEvent({ key: 'something-else' })).toBe(false);
  });
});
