import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { CurrentUser } from '@lumafolio/contracts';
import { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from './current-user';
import { isEndingSession, signOut } from './sign-out';

const user: CurrentUser = {
  id: 'u1',
  username: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  emailPartial: 'ja******@example.com',
  role: 'user',
  profileImageUrl: null,
  tagline: null,
  bio: null,
  instagram: null,
  twitter: null,
  website: null,
  portfolioUrlType: 'username',
  hasLocalPassword: true,
  keepOriginals: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('signOut', () => {
  let client: QueryClient;
  let warn: ReturnType<typeof jest.spyOn>;
  let error: ReturnType<typeof jest.spyOn>;

  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: async () => user } } });
    client.setQueryData(currentUserQueryKey, user);
    // No window (localStorage) under Node: the auth-changed marker only warns.
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    client.clear();
    warn.mockRestore();
    error.mockRestore();
  });

  it('clears the cached user, then navigates to /api/logout', () => {
    const visited: string[] = [];
    signOut(client, {
      assign: (url) => {
        // The user is already gone when the navigation starts.
        expect(client.getQueryData(currentUserQueryKey)).toBeNull();
        visited.push(url);
      },
    });
    expect(visited).toEqual(['/api/logout']);
    expect(isEndingSession()).toBe(true);
  });

  it('logs a failure, hands it to onError and restores the session state', async () => {
    const onError = jest.fn();
    const failure = new Error('navigation blocked');
    signOut(client, {
      onError,
      assign: () => {
        throw failure;
      },
    });
    expect(onError).toHaveBeenCalledWith(failure);
    expect(error).toHaveBeenCalledWith('Logout failed', failure);
    expect(isEndingSession()).toBe(false);
  });
});
