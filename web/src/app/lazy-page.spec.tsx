/** @jest-environment node */
// Rendered as the gateway renders pages: on the server, without a DOM.
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyPage } from './lazy-page';

const Loaded = () => <h1>Loaded</h1>;

describe('lazyPage', () => {
  it('suspends until its code is loaded, then renders in one pass (as the server render and hydration need)', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return Loaded;
    });
    expect(
      renderToString(
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>,
      ),
    ).toContain('Loading');
    await Page.preload();
    expect(renderToString(<Page />)).toBe('<h1>Loaded</h1>');
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('loads again after a failed download', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Loaded;
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(renderToString(<Page />)).toBe('<h1>Loaded</h1>');
    expect(attempts).toBe(2);
  });
});
