import { CacheProvider } from '@emotion/react';
import type { BootData } from '@lumafolio/contracts/paths';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { seedBootData } from '../lib/boot-data';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { AppRoutes, preloadPages } from './router';
import { createStyleCollector } from './server-styles';

/**
 * The server's render of a visitor page (the gateway calls it; see ADR 11): the same
 * components as the browser, from the answers the gateway wrote into the page, so the first
 * screen paints before any JavaScript runs and the browser's first render matches it.
 */

export interface RenderedPage {
  /** The markup for inside #root. */
  html: string;
  /** Its styles, for the page's `<head>`. */
  head: string;
}

/** `url`: the page's path and query. */
export async function renderPage(url: string, boot: BootData): Promise<RenderedPage> {
  await preloadPages(new URL(url, 'http://localhost').pathname);
  const queryClient = createQueryClient();
  seedBootData(queryClient, boot);
  const styles = createStyleCollector();
  try {
    const html = renderToString(
      <StrictMode>
        <CacheProvider value={styles.cache}>
          <AppProvider queryClient={queryClient}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </CacheProvider>
      </StrictMode>,
    );
    return { html, head: styles.headTags(html) };
  } finally {
    queryClient.clear();
  }
}
