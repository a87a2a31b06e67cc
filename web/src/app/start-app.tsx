// First: seeds the query cache and, on a page the browser renders, starts its requests
// while everything else evaluates.
import './start-early';

import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { brand } from '../lib/config';
import { queryClient } from '../lib/query-client';
import { siteSystem } from '../lib/theme';
import { yieldToMain } from '../lib/yield-to-main';
import { AppUploads } from './app-uploads';
import { HistoryMovedDuringStart } from './history-moved-during-start';
import { AppProvider } from './provider';
import { AppRoutes, preloadPages } from './router';

const app = (onStarted: () => void) => (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <HistoryMovedDuringStart />
        <AppUploads>
          <AppRoutes />
        </AppUploads>
      </BrowserRouter>
    </AppProvider>
    <Started onStarted={onStarted} />
  </StrictMode>
);

/** Calls `onStarted` once React has committed the app's first render (it renders nothing). */
function Started({ onStarted }: { onStarted: () => void }) {
  useEffect(onStarted, [onStarted]);
  return null;
}

/**
 * Renders the app into #root, or takes over the page the gateway rendered there; resolves
 * once the app runs the page.
 */
export async function startApp(serverRendered: boolean): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  // The app's code has just run; the styling system is built in a task of its own, so that
  // neither blocks a phone's main thread for long.
  await yieldToMain();
  siteSystem();
  await yieldToMain();

  // Both in a transition: React works in slices of a few milliseconds, so a slow phone's
  // main thread is never blocked for long (Lighthouse's Total Blocking Time).
  if (serverRendered) {
    // The page's code first, so that the first render is the page, as in the HTML.
    await preloadPages(window.location.pathname);
    return new Promise((started) => {
      startTransition(() => {
        hydrateRoot(container, app(started));
      });
    });
  }
  document.title = brand.name;
  const root = createRoot(container);
  return new Promise((started) => {
    startTransition(() => {
      root.render(app(started));
    });
  });
}
