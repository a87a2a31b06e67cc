import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions, type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { queryDefaults } from '../lib/query-client';
import { fullSystem } from '../lib/theme-full';

export interface RenderedScreen extends RenderResult {
  /** Types, clicks and chooses files as a person does. */
  user: UserEvent;
  queryClient: QueryClient;
}

export interface RenderOptions {
  /** Where the router starts. */
  route?: string;
  /** How the simulated user behaves, e.g. `applyAccept: false` to choose a file the picker would not offer. */
  userEvent?: UserEventOptions;
}

/**
 * Renders `ui` inside the app's providers (styling system, query client, toasts) and a router
 * at `route`. The query client has the app's defaults without retries or retry delays, so a
 * failed request shows its outcome at once.
 */
export function renderScreen(ui: ReactElement, { route = '/', userEvent: userEventOptions }: RenderOptions = {}): RenderedScreen {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { ...queryDefaults.queries, retry: false, retryDelay: 0 },
      mutations: { ...queryDefaults.mutations, retry: false, retryDelay: 0 },
    },
  });
  const user = userEvent.setup(userEventOptions);
  const rendered = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <ChakraProvider value={fullSystem}>{ui}</ChakraProvider>
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...rendered, user, queryClient };
}
